/**
 * Validation of a distribution file's rows (PaymentAgencyDistributionPreview): every row ends in
 * exactly one state, valid or invalid with a reason and the column it concerns. Amounts are read
 * from the text as typed, as whole beans only: `12.5`, `1,000`, `US$10` and `1e6` are refused,
 * never rounded or guessed.
 */
import { inArray, sql } from "drizzle-orm";
import { DISTRIBUTION_ROW_MAX_BEANS } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import { DistributionRowState } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { StoredDistributionRow } from "#db/schema/payment-distributions.ts";
import { blacklistedAmong } from "./blacklist.ts";
import type { DataScope } from "./scope.ts";
import { broadcasterWhere } from "./scope.ts";

/** A row as the client sent it. */
export interface TypedRow {
  readonly line: number;
  readonly bigo_id: string;
  readonly amount: string;
  readonly note: string;
}

/** The amount of a cell in whole beans, or why it is not one. */
export function beansOf(text: string): { readonly beans: number } | { readonly reason: "amountEmpty" | "amountNotWhole" | "amountNotPositive" | "amountOverMax" } {
  const value = text.trim();
  if (value === "") return { reason: "amountEmpty" };
  if (/^-\d+$/.test(value)) return { reason: "amountNotPositive" };
  if (!/^\d+$/.test(value)) return { reason: "amountNotWhole" };
  if (value.length > 9) return { reason: "amountOverMax" };
  const beans = Number(value);
  if (beans === 0) return { reason: "amountNotPositive" };
  return beans > DISTRIBUTION_ROW_MAX_BEANS ? { reason: "amountOverMax" } : { beans };
}

/** Validates every row against the agency (signed broadcasters of the caller's scope), its blacklist at `now` and the earlier rows. */
export async function validateRows(db: Database, scope: DataScope, rows: readonly TypedRow[], now: Date): Promise<StoredDistributionRow[]> {
  const ids = [...new Set(rows.map((r) => r.bigo_id.trim().toLowerCase()).filter((id) => id !== ""))];
  const known =
    ids.length === 0
      ? []
      : await selectRows<{ uid: string; id: string; mine: boolean }>(
          db,
          sql`SELECT b.uid, lower(b.bigo_id) AS id, (${broadcasterWhere(scope)} AND b.contract_state = 'signed') AS mine FROM broadcasters b WHERE ${inArray(sql`lower(b.bigo_id)`, ids)}`,
        );
  const byId = new Map(known.map((k) => [k.id, k]));
  const blacklist = await blacklistedAmong(
    db,
    scope.agency.id,
    known.filter((k) => k.mine).map((k) => k.uid),
    now,
  );
  const seen = new Set<string>();
  return rows.map((row) => {
    const base = { line: row.line, bigoId: row.bigo_id, amount: row.amount, note: row.note, uid: null, amountBeans: null, blacklistedSince: 0, blacklistReason: "" };
    const invalid = (reason: string, column: string): StoredDistributionRow => ({ ...base, state: DistributionRowState.Invalid, reason, column });
    const id = row.bigo_id.trim().toLowerCase();
    const amount = beansOf(row.amount);
    if (id === "") return invalid("idEmpty", "bigo_id");
    const person = byId.get(id);
    if (person === undefined) return invalid("unknownId", "bigo_id");
    if (!person.mine) return invalid("notInAgency", "bigo_id");
    const banned = blacklist.get(person.uid);
    if (banned !== undefined) return { ...invalid("blacklisted", "bigo_id"), blacklistedSince: Math.floor(banned.createdAt.getTime() / 1000), blacklistReason: banned.reason };
    if (seen.has(id)) return invalid("repeated", "bigo_id");
    seen.add(id);
    if ("reason" in amount) return invalid(amount.reason, "amount_beans");
    return { ...base, uid: person.uid, amountBeans: amount.beans, state: DistributionRowState.Valid, reason: "", column: "" };
  });
}

import type { BatchAccount } from "@agent-portal/api-client/contract/admin-permissions";

/** What a batch does to one permission. */
export type PermissionChoice = "leave" | "grant" | "revoke";

/** Which accounts a batch takes: the ticked ids, or every account matching the filter. */
export type AccountChoice =
  { readonly kind: "ids"; readonly ids: readonly number[] } | { readonly kind: "filter"; readonly keyword: string; readonly role: number | null; readonly total: number };

/** Why a batch cannot be previewed yet (the translated message's key), or null when it can. */
export function batchProblem(accounts: AccountChoice, choices: ReadonlyMap<number, PermissionChoice>): "admin.batch.noAccount" | "admin.batch.noChange" | null {
  const count = accounts.kind === "ids" ? accounts.ids.length : accounts.total;
  if (count === 0) return "admin.batch.noAccount";
  if (![...choices.values()].some((choice) => choice !== "leave")) return "admin.batch.noChange";
  return null;
}

/** The permission ids set to `choice`, ascending. */
const idsSetTo = (choices: ReadonlyMap<number, PermissionChoice>, choice: PermissionChoice) =>
  [...choices]
    .filter(([, value]) => value === choice)
    .map(([id]) => id)
    .sort((a, b) => a - b);

/** The request body of previewBatchAuth / applyBatchAuth (without `batch_id`) for a choice of accounts and permissions. */
export function batchRequest(accounts: AccountChoice, choices: ReadonlyMap<number, PermissionChoice>) {
  const keyword = accounts.kind === "filter" && accounts.keyword.trim() !== "" ? { keyword: accounts.keyword.trim() } : {};
  const role = accounts.kind === "filter" && accounts.role !== null ? { role: accounts.role as 1 | 2 | 3 | 4 } : {};
  return {
    account_ids: accounts.kind === "ids" ? [...accounts.ids] : [],
    filter: accounts.kind === "filter" ? { ...keyword, ...role } : null,
    grant: idsSetTo(choices, "grant"),
    revoke: idsSetTo(choices, "revoke"),
  };
}

/** One line of a preview's summary: how many accounts gain or lose one permission. */
export interface PermissionDelta {
  readonly id: number;
  readonly gained: number;
  readonly lost: number;
}

/**
 * Per permission, how many of the changed accounts gain or lose it ("12 accounts gain
 * PaymentBlacklist; 3 lose ActionLog"), ascending ids, permissions nobody gains or loses left out.
 */
export function permissionDeltas(lines: readonly BatchAccount[]): PermissionDelta[] {
  const deltas = new Map<number, { gained: number; lost: number }>();
  const bump = (id: number, field: "gained" | "lost") => {
    const delta = deltas.get(id) ?? { gained: 0, lost: 0 };
    delta[field] += 1;
    deltas.set(id, delta);
  };
  for (const line of lines) {
    if (line.outcome !== "changed") continue;
    line.after.filter((id) => !line.before.includes(id)).forEach((id) => bump(id, "gained"));
    line.before.filter((id) => !line.after.includes(id)).forEach((id) => bump(id, "lost"));
  }
  return [...deltas].sort(([a], [b]) => a - b).map(([id, delta]) => ({ id, ...delta }));
}

/** A batch id: 24 URL-safe random characters, made once per preview so a retried apply is not applied twice. */
export function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

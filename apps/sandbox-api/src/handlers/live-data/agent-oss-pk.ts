/**
 * Live-data handlers, agentOss PK, invoices and GET calls: pkOverview, pkDetail (battles
 * derived from each day's PK count: wins first, opponents drawn from the platform's
 * broadcasters), invoiceList and signature (17/23), exportUrl, pkDataRelease (released daily
 * at 02:00 UTC), openBiz (features 1 PK data, 2 invoices, 3 multi-room are open).
 */
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { InvoiceStatus, PkResult } from "@agent-portal/api-client/enums";
import {
  agentOssExportUrl,
  agentOssInvoiceList,
  agentOssOpenBiz,
  agentOssPkDataRelease,
  agentOssPkDetail,
  agentOssPkOverview,
  agentOssSignature,
} from "@agent-portal/api-client/contract/live-data-agent-oss-pk";
import { selectRows } from "#db/client.ts";
import { agencyInvoices } from "#db/schema/live-data.ts";
import type { AgencyInvoice } from "#db/schema/live-data.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange } from "#services/live-metrics.ts";
import { metricsInScope, scopeOf } from "#services/scope.ts";
import { dayOf, daySeconds, parseId, shiftDay, toSeconds } from "#services/time.ts";
import { exportTabs } from "./agent-oss.ts";
import { exportQuery } from "./export.ts";
import { dayExportSource, requireOwnBigoId, tierExportSource } from "./live-order.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { LIVE, liveSubject, MONEY, RANGE_CODES } from "./shared.ts";

/** Business features open to every caller (openBiz). */
export const OPEN_BIZ_IDS: readonly number[] = [1, 2, 3];
const PK_SECONDS = 300;

const invoiceAnswer = (i: AgencyInvoice) => ({
  invoiceId: String(i.id),
  month: i.month,
  amountCents: i.amountCents,
  status: i.status,
  createTime: toSeconds(i.createdAt),
  signTime: toSeconds(i.signedAt),
});

const pick = (seed: string, n: number): number => parseInt(createHash("sha1").update(seed).digest("hex").slice(0, 8), 16) % Math.max(n, 1);

/** Registers the agentOss PK, invoice and GET handlers. */
export const registerAgentOssPkHandlers: RegisterHandlers = (router) => {
  router.handle(agentOssPkOverview, { permissions: LIVE, scope: { totals: true } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, undefined);
    const [row] = await selectRows<{ pk: number; wins: number; beans: number; anchors: number }>(
      deps.db,
      sql`SELECT coalesce(sum(m.pk_count), 0)::int AS pk, coalesce(sum(m.pk_wins), 0)::int AS wins, coalesce(sum(m.pk_beans), 0)::int AS beans,
            count(DISTINCT m.broadcaster_uid) FILTER (WHERE m.pk_count > 0)::int AS anchors
          FROM live_daily_metrics m WHERE ${subject.metrics} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date`,
    );
    return { pkCount: row?.pk ?? 0, pkWinCount: row?.wins ?? 0, pkBeans: row?.beans ?? 0, anchorCount: row?.anchors ?? 0 };
  });

  router.handle(
    agentOssPkDetail,
    { permissions: LIVE, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const subject = await liveSubject(deps.db, caller, input.uid);
      const days = await selectRows<{ uid: string; bigo_id: string; nickname: string; day: string; pk: number; wins: number; beans: number }>(
        deps.db,
        sql`SELECT b.uid, b.bigo_id, b.nickname, m.day::text AS day, m.pk_count AS pk, m.pk_wins AS wins, m.pk_beans AS beans
          FROM live_daily_metrics m JOIN broadcasters b ON b.uid = m.broadcaster_uid
          WHERE ${subject.metrics} AND m.pk_count > 0 AND m.day BETWEEN ${range.from}::date AND ${range.to}::date
          ORDER BY m.day DESC, b.uid`,
      );
      const opponents = await selectRows<{ uid: string; bigo_id: string }>(deps.db, sql`SELECT uid, bigo_id FROM broadcasters WHERE contract_state = 'signed' ORDER BY uid`);
      const battles = days.flatMap((d) =>
        Array.from({ length: d.pk }, (_, i) => {
          const candidates = opponents.filter((o) => o.uid !== d.uid);
          const opponent = candidates[pick(`${d.uid}:${d.day}:${String(i)}`, candidates.length)];
          return {
            pkId: `${d.uid.slice(-8)}-${d.day.replace(/-/g, "")}-${String(i + 1)}`,
            uid: d.uid,
            bigoId: d.bigo_id,
            nickName: d.nickname,
            avatarUrl: "",
            opponentUid: opponent?.uid ?? "0",
            opponentBigoId: opponent?.bigo_id ?? "",
            startTime: daySeconds(d.day) + 19 * 3600 + (d.pk - 1 - i) * (PK_SECONDS + 60),
            duration: PK_SECONDS,
            result: i < d.wins ? PkResult.Won : PkResult.Lost,
            beans: Math.floor(d.beans / d.pk),
          };
        }),
      );
      battles.sort((a, b) => b.startTime - a.startTime || a.pkId.localeCompare(b.pkId));
      return { list: battles.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: battles.length };
    },
  );

  router.handle(agentOssInvoiceList, { permissions: MONEY, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(eq(agencyInvoices.agencyId, scope.agency.id), input.status === undefined ? undefined : eq(agencyInvoices.status, input.status));
    const rows = await deps.db
      .select()
      .from(agencyInvoices)
      .where(where)
      .orderBy(desc(agencyInvoices.month))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return { list: rows.map(invoiceAnswer), total: await deps.db.$count(agencyInvoices, where) };
  });

  router.handle(agentOssSignature, { permissions: MONEY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const id = parseId(input.invoiceId);
    const [invoice] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(agencyInvoices)
            .where(and(eq(agencyInvoices.id, id), eq(agencyInvoices.agencyId, scope.agency.id)))
            .limit(1);
    if (invoice === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No invoice with this id");
    if (invoice.status !== InvoiceStatus.WaitingSignature) throw new ContractError(LiveDataErrorCode.InvoiceNotSignable, "The invoice is not waiting for a signature");
    const [signed] = await deps.db
      .update(agencyInvoices)
      .set({ status: InvoiceStatus.Signed, signerName: input.signerName, signedAt: now })
      .where(eq(agencyInvoices.id, invoice.id))
      .returning();
    return invoiceAnswer(signed ?? invoice);
  });

  router.handle(
    agentOssExportUrl,
    { permissions: LIVE, scope: { totals: true, csv: { broadcasterBigoId: ["bigo_id"] }, targets: { proxyUid: "subAgency", bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now, c }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const scope = await scopeOf(deps.db, caller);
      // A Bigo ID outside the scope is refused whatever the tabs (it narrows only tiers and days).
      if (input.bigoId !== undefined) await requireOwnBigoId(deps.db, scope, input.bigoId);
      // Both tabs grow with the broadcasters (and days): one query each, a job when large.
      if (input.tabs.includes("tiers")) {
        const source = tierExportSource(metricsInScope(scope), { range, bigoId: input.bigoId, sort: input.sort, order: input.order }, now, { agencyColumns: false });
        return exportQuery(deps, c, { name: `broadcaster-stats-month-${range.from.slice(0, 7)}.csv`, accountId: caller.account.id, source });
      }
      if (input.tabs.includes("days")) {
        const source = dayExportSource(metricsInScope(scope), { range, bigoId: input.bigoId }, { agencyColumns: false });
        return exportQuery(deps, c, { name: `broadcaster-stats-day-${range.from}-${range.to}.csv`, accountId: caller.account.id, source });
      }
      return exportTabs(deps, c, caller, { range, proxyUid: input.proxyUid, tabs: input.tabs });
    },
  );

  /** PK data up to yesterday is released every day at 02:00 UTC. */
  router.handle(agentOssPkDataRelease, { permissions: LIVE, scope: "reference" }, ({ now }) => {
    const today = dayOf(now);
    const release = daySeconds(today) + 2 * 3600;
    return { released: 1 as const, releaseTime: toSeconds(now) >= release ? release : daySeconds(shiftDay(today, -1)) + 2 * 3600 };
  });

  router.handle(agentOssOpenBiz, { permissions: LIVE, scope: "reference" }, ({ input }) => ({ open: OPEN_BIZ_IDS.includes(input.bizId) ? (1 as const) : (0 as const) }));
};

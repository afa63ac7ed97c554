/**
 * Seeds payments: the method configuration per country, payment info of most broadcasters of the
 * agencies (approved, some under review or rejected) and of the agencies, a by-beans method,
 * the payment action log, the whitelist, blacklist and monthly distributions.
 */
import { AgentRole, ByBeansMethodStatus, DistributionStatus, PaymentActionType, PaymentConfigRole, PaymentMethodType, PaymentStatus } from "@agent-portal/api-client/enums";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { byBeansMethods, paymentActionLogs, paymentBlacklist, paymentConfigs, paymentDistributions, paymentSubmissions, paymentWhitelist } from "#db/schema/payments.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour, isoDay, addDays } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

/** Countries with their own payment rows; every other country uses the `*` rows. */
const LOCAL: readonly [country: string, wallet: string][] = [
  ["ID", "GoPay"],
  ["PH", "GCash"],
  ["AE", "Payit"],
];

/** Inserts the payment data. */
export async function seedPayments(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const configs: (typeof paymentConfigs.$inferInsert)[] = [];
  for (const role of [PaymentConfigRole.Broadcaster, PaymentConfigRole.Agency]) {
    configs.push({ country: "*", role, methodType: PaymentMethodType.BankTransfer, name: "Bank transfer", currency: "USD", minAmountCents: 2_000, bankFieldsRequired: 1 });
    for (const [country, wallet] of LOCAL) {
      configs.push({ country, role, methodType: PaymentMethodType.BankTransfer, name: "Bank transfer", currency: "USD", minAmountCents: 1_000, bankFieldsRequired: 1 });
      configs.push({ country, role, methodType: PaymentMethodType.EWallet, name: wallet, currency: "USD", minAmountCents: 500, bankFieldsRequired: 0 });
      if (role === PaymentConfigRole.Broadcaster)
        configs.push({ country, role, methodType: PaymentMethodType.ByBeans, name: "By beans (through the agency)", currency: "USD", minAmountCents: 0, bankFieldsRequired: 0 });
    }
  }
  await db.insert(paymentConfigs).values(configs);

  const rows: (typeof paymentSubmissions.$inferInsert)[] = [];
  // Every fifth seeded submission of the first agency was entered by its owner for the broadcaster (SubmitType AgencySubmitAnchor).
  const ownerAccount = organisation.staffAccounts.get("agency.owner") ?? null;
  for (const b of seeded) {
    if (b.kind !== "signed" || b.agencyIndex === null || b.accountUsername !== null || !prng.chance(0.7)) continue;
    const agency = organisation.agencies[b.agencyIndex];
    const status = prng.pickWeighted([
      [PaymentStatus.UnderReview, 8],
      [PaymentStatus.Approved, 84],
      [PaymentStatus.Rejected, 8],
    ]);
    const at = atHour(b.joined, prng.int(1, 20), 11);
    rows.push({
      ownerKind: "anchor",
      ownerUid: b.uid,
      agencyId: agency?.id ?? null,
      methodType: prng.pickWeighted([
        [PaymentMethodType.BankTransfer, 60],
        [PaymentMethodType.EWallet, 40],
      ]),
      accountName: "Seeded Holder",
      accountNo: prng.digits(12),
      bankName: prng.pick(["Bank Central", "National Bank", "City Bank"]),
      bankCode: "",
      status,
      rejectReason: status === PaymentStatus.Rejected ? "The account name does not match the identity document." : "",
      submittedAt: at,
      reviewDueAt: status === PaymentStatus.UnderReview ? atHour(day, 2, 9) : null,
      reviewedAt: status === PaymentStatus.UnderReview ? null : new Date(at.getTime() + 86_400_000),
      submittedBy: b.agencyIndex === 0 && rows.length % 5 === 0 ? ownerAccount : null,
    });
  }
  for (const a of organisation.agencies) {
    rows.push({
      ownerKind: "agency",
      ownerUid: a.uid,
      agencyId: a.id,
      methodType: PaymentMethodType.BankTransfer,
      accountName: `${a.fixture.name} Ltd`,
      accountNo: prng.digits(14),
      bankName: "Bank Central",
      bankCode: "BKCEIDJA",
      status: PaymentStatus.Approved,
      submittedAt: atHour(day, -300, 10),
      reviewedAt: atHour(day, -299, 10),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(paymentSubmissions).values(rows.slice(i, i + 500));

  const first = organisation.agencies[0];
  if (first === undefined) return;
  const covered = seeded
    .filter((b) => b.kind === "signed" && b.agencyIndex === 0 && b.accountUsername === null)
    .slice(0, 4)
    .map((b) => b.uid);
  // The method's first broadcaster has a by-beans payment under review with no due time: the method cannot be deleted (38035).
  const pending = covered[0];
  if (pending !== undefined) {
    // At most one submission under review per owner: a drawn one gives way.
    await db
      .delete(paymentSubmissions)
      .where(and(eq(paymentSubmissions.ownerKind, "anchor"), eq(paymentSubmissions.ownerUid, pending), eq(paymentSubmissions.status, PaymentStatus.UnderReview)));
    await db.insert(paymentSubmissions).values({
      ownerKind: "anchor",
      ownerUid: pending,
      agencyId: first.id,
      methodType: PaymentMethodType.ByBeans,
      accountName: "Seeded Holder",
      accountNo: "",
      bankName: "",
      bankCode: "",
      status: PaymentStatus.UnderReview,
      submittedAt: atHour(day, -1, 9),
      reviewDueAt: null,
    });
  }
  await db.insert(byBeansMethods).values({
    agencyId: first.id,
    name: "Weekly beans",
    minBeans: 5_000,
    feeBp: 500,
    anchorUids: covered,
    status: ByBeansMethodStatus.Active,
    createdAt: atHour(day, -90, 10),
    updatedAt: atHour(day, -20, 10),
  });
  const owner = { accountId: organisation.staffAccounts.get("agency.owner") ?? null, actorRole: AgentRole.SUPER_MANAGER, actorName: "Budi Santoso", actorBigoId: "budi.nusantara" };
  await db.insert(paymentActionLogs).values([
    {
      agencyId: first.id,
      ...owner,
      action: "by-beans-method-add",
      actionType: PaymentActionType.ByBeansMethodAdd,
      detail: "Added by-beans method Weekly beans",
      createdAt: atHour(day, -90, 10),
    },
    {
      agencyId: first.id,
      ...owner,
      action: "by-beans-method-edit",
      actionType: PaymentActionType.ByBeansMethodEdit,
      detail: "Changed the broadcasters of Weekly beans",
      createdAt: atHour(day, -20, 10),
    },
  ]);
  await db.insert(paymentWhitelist).values(covered.slice(0, 2).map((uid) => ({ uid, note: "By-beans pilot", createdAt: atHour(day, -100, 9) })));
  const banned = seeded.filter((b) => b.status === "banned").slice(0, 2);
  if (banned.length > 0) await db.insert(paymentBlacklist).values(banned.map((b) => ({ uid: b.uid, reason: "Payout held during an audit ban.", createdAt: atHour(day, -5, 9) })));
  const months = [3, 2, 1].map((n) => isoDay(addDays(day, -30 * n)).slice(0, 7));
  await db.insert(paymentDistributions).values(
    organisation.agencies.flatMap((a) =>
      months.map((month, i) => ({
        agencyId: a.id,
        month,
        amountCents: prng.int(200_000, 900_000),
        status: i === months.length - 1 ? DistributionStatus.Uploaded : DistributionStatus.Paid,
        createdAt: atHour(day, -30 * (3 - i), 8),
      })),
    ),
  );
}

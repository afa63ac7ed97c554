/**
 * live_agent_service handlers, by-beans methods (AgencyPaymentMethod 101; the list also
 * PaymentMethod 17; changes phone-verified): at most 10 per agency, unique names, each
 * broadcaster of the agency in at most one method; only for accounts on the by-beans whitelist
 * (`whitelist: true`). A method paying a broadcaster whose by-beans payment is under review is not
 * deleted (38035). Changes are written to the payment action log.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  PaymentAgencyByBeansMethodAdd,
  PaymentAgencyByBeansMethodDelete,
  PaymentAgencyByBeansMethodEdit,
  PaymentAgencyByBeansMethodList,
} from "@agent-portal/api-client/contract/live-agent-service-by-beans";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { PaymentActionType, PaymentMethodType, PaymentStatus } from "@agent-portal/api-client/enums";
import type { ByBeansMethodStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { byBeansMethods } from "#db/schema/payments.ts";
import type { ByBeansMethod } from "#db/schema/payments.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { writeOnce } from "#db/unique.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { settlePayments } from "#services/payment-review.ts";
import { requireBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { parseId, toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;
/** Most by-beans methods per agency. */
export const METHOD_LIMIT = 10;
const BY_BEANS = [PermissionId.AgencyPaymentMethod];
/** The unique index of method names per agency (case-insensitive). */
const NAME_INDEX = "by_beans_methods_agency_name_idx";
const nameTaken = () => new ContractError(E.MethodNameDuplicate, "Another method already has this name");

const methodAnswer = (m: ByBeansMethod) => ({
  method_id: String(m.id),
  name: m.name,
  min_beans: m.minBeans,
  fee_bp: m.feeBp,
  anchor_uids: [...m.anchorUids],
  status: m.status,
  create_time: toSeconds(m.createdAt),
  update_time: toSeconds(m.updatedAt),
});

interface MethodFields {
  readonly name: string;
  readonly min_beans: number;
  readonly fee_bp: number;
  readonly anchor_uids: string[];
  readonly status: ByBeansMethodStatus;
}

/** Checks a method's name and broadcasters (38004, 38006, 38009); `selfId` is the method being edited. */
async function checkMethod(db: Database, scope: DataScope, input: MethodFields, selfId: number | null): Promise<void> {
  const others = await db
    .select()
    .from(byBeansMethods)
    .where(and(eq(byBeansMethods.agencyId, scope.agency.id), selfId === null ? undefined : ne(byBeansMethods.id, selfId)));
  if (others.some((m) => m.name.toLowerCase() === input.name.toLowerCase())) throw nameTaken();
  const uids = [...new Set(input.anchor_uids)];
  const notInAgency = () => new ContractError(E.AnchorNotInAgency, "A broadcaster is not in your agency");
  const mine = await requireBroadcasters(db, scope, uids, notInAgency);
  if (mine.some((b) => b.contractState !== "signed")) throw notInAgency();
  if (others.some((m) => m.anchorUids.some((u) => uids.includes(u)))) throw new ContractError(E.AnchorInOtherMethod, "A broadcaster is already covered by another method");
}

async function methodOfAgency(db: Database, agencyId: number, id: string): Promise<ByBeansMethod> {
  const n = parseId(id);
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(byBeansMethods)
          .where(and(eq(byBeansMethods.id, n), eq(byBeansMethods.agencyId, agencyId)))
          .limit(1);
  if (row === undefined) throw new ContractError(E.MethodNotFound, "No by-beans method with this id in your agency");
  return row;
}

/**
 * Whether one of the method's broadcasters has a by-beans payment under review: the latest
 * submission of a broadcaster it pays is by beans (3) and under review (1).
 */
async function hasPendingPayment(db: Database, method: ByBeansMethod): Promise<boolean> {
  if (method.anchorUids.length === 0) return false;
  const rows = await selectRows<{ pending: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM unnest(${sql.param(method.anchorUids)}::text[]) AS u(uid)
          JOIN LATERAL (SELECT method_type, status FROM payment_submissions WHERE owner_kind = 'anchor' AND owner_uid = u.uid ORDER BY submitted_at DESC, id DESC LIMIT 1) p ON true
          WHERE p.method_type = ${PaymentMethodType.ByBeans} AND p.status = ${PaymentStatus.UnderReview}
        ) AS pending`,
  );
  return rows[0]?.pending === true;
}

/** Registers the by-beans method handlers. */
export const registerByBeansHandlers: RegisterHandlers = (router) => {
  router.handle(
    PaymentAgencyByBeansMethodList,
    { permissions: [...BY_BEANS, PermissionId.PaymentMethod], whitelist: true, scope: { agencyWide: true, rows: { broadcaster: ["anchor_uids"] } } },
    async ({ input, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = eq(byBeansMethods.agencyId, scope.agency.id);
      const rows = await deps.db
        .select()
        .from(byBeansMethods)
        .where(where)
        .orderBy(desc(byBeansMethods.createdAt), desc(byBeansMethods.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return { list: rows.map(methodAnswer), total: await deps.db.$count(byBeansMethods, where) };
    },
  );

  router.handle(
    PaymentAgencyByBeansMethodAdd,
    { permissions: BY_BEANS, whitelist: true, phoneAuth: true, scope: { agencyWide: true, targets: { anchor_uids: "broadcasters" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      if ((await deps.db.$count(byBeansMethods, eq(byBeansMethods.agencyId, scope.agency.id))) >= METHOD_LIMIT)
        throw new ContractError(E.MethodLimitReached, "An agency has at most 10 by-beans methods");
      await checkMethod(deps.db, scope, input, null);
      const [row] = await writeOnce(
        () =>
          deps.db
            .insert(byBeansMethods)
            .values({
              agencyId: scope.agency.id,
              name: input.name,
              minBeans: input.min_beans,
              feeBp: input.fee_bp,
              anchorUids: [...new Set(input.anchor_uids)],
              status: input.status,
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
        NAME_INDEX,
        nameTaken,
      );
      if (row === undefined) throw new Error("method insert returned nothing");
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId: scope.agency.id,
          action: "by-beans-method-add",
          actionType: PaymentActionType.ByBeansMethodAdd,
          actorRole: scope.role,
          refId: String(row.id),
          detail: `Added by-beans method ${input.name}`,
        },
        now,
      );
      return methodAnswer(row);
    },
  );

  router.handle(
    PaymentAgencyByBeansMethodEdit,
    { permissions: BY_BEANS, whitelist: true, phoneAuth: true, scope: { agencyWide: true, targets: { anchor_uids: "broadcasters" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const method = await methodOfAgency(deps.db, scope.agency.id, input.method_id);
      await checkMethod(deps.db, scope, input, method.id);
      const [row] = await writeOnce(
        () =>
          deps.db
            .update(byBeansMethods)
            .set({ name: input.name, minBeans: input.min_beans, feeBp: input.fee_bp, anchorUids: [...new Set(input.anchor_uids)], status: input.status, updatedAt: now })
            .where(eq(byBeansMethods.id, method.id))
            .returning(),
        NAME_INDEX,
        nameTaken,
      );
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId: scope.agency.id,
          action: "by-beans-method-edit",
          actionType: PaymentActionType.ByBeansMethodEdit,
          actorRole: scope.role,
          refId: String(method.id),
          detail: `Changed by-beans method ${input.name}`,
        },
        now,
      );
      return methodAnswer(row ?? method);
    },
  );

  router.handle(
    PaymentAgencyByBeansMethodDelete,
    { permissions: BY_BEANS, whitelist: true, phoneAuth: true, scope: { agencyWide: true } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const method = await methodOfAgency(deps.db, scope.agency.id, input.method_id);
      await settlePayments(deps.db, now);
      if (await hasPendingPayment(deps.db, method))
        throw new ContractError(E.MethodInUse, "A broadcaster of this method has a by-beans payment under review; delete it once the review ends");
      await deps.db.delete(byBeansMethods).where(eq(byBeansMethods.id, method.id));
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId: scope.agency.id,
          action: "by-beans-method-delete",
          actionType: PaymentActionType.ByBeansMethodDelete,
          actorRole: scope.role,
          refId: String(method.id),
          detail: `Deleted by-beans method ${method.name}`,
        },
        now,
      );
      return {};
    },
  );
};

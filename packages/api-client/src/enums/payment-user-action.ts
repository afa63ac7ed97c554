/**
 * The user-action report of the by-beans method and payment method screens (SPEC section 3:
 * user-action codes 1-9; SPEC section 6: the exposure report's role 1 agency, 2 sub-agent, 3
 * manager), shared by the portal that sends it and the sandbox test that reads it from the
 * collector. Codes: {@link PaymentUserAction} (`payment.ts`, our mapping; table in the portal README).
 */
import { AccountSubRole } from "./account-roles.ts";
import { PaymentExposureRole } from "./payment.ts";
import type { PaymentUserAction } from "./payment.ts";

/** The tracking event name of every payment user action (activity id 66965, `@agent-portal/telemetry/tracking`). */
export const PAYMENT_USER_ACTION_EVENT = "payment_user_action";

/** The exposure role of an account sub-role: SuperAdmin 1 -> agency 1, Admin 2 -> sub-agent 2, Manager 3 -> manager 3; `null` for a non-agency account. */
export function exposureRoleOf(subRole: number): PaymentExposureRole | null {
  if (subRole === AccountSubRole.SuperAdmin) return PaymentExposureRole.Agency;
  if (subRole === AccountSubRole.Admin) return PaymentExposureRole.SubAgent;
  if (subRole === AccountSubRole.Manager) return PaymentExposureRole.Manager;
  return null;
}

/** The event's props: `action` (the code 1-9) and, for an exposure, `role` (1-3). */
export function paymentActionProps(action: PaymentUserAction, role: PaymentExposureRole | null = null): { action: number; role?: number } {
  return role === null ? { action } : { action, role };
}

/**
 * The user-action reports of the by-beans method and payment method screens (SPEC section 3:
 * "User-action codes 1-9 for by-beans method and payment method exposure, click, add, ok and
 * cancel"; SPEC section 6: "An agency-payment-method permission triggers an exposure report with
 * role 1 (agency), 2 (sub-agent), 3 (manager)"). The spec gives the range, not the mapping; ours
 * is `PaymentUserAction` (`@agent-portal/api-client/enums`, table in the portal README):
 *
 * | code | when |
 * | --- | --- |
 * | 1 | the by-beans method screen is shown (with `role`) |
 * | 2 | a method's Edit (or Delete) is clicked |
 * | 3 | Add method is clicked |
 * | 4 | a method is saved or deleted (the server answered) |
 * | 5 | the method dialog or the delete confirmation is cancelled |
 * | 6 | a payment method screen (broadcaster or agency payment) is shown (with `role`) |
 * | 7 | a payment method entry is clicked |
 * | 8 | a payment method change is confirmed |
 * | 9 | a payment method change is cancelled |
 *
 * Each is one tracking event `payment_user_action` with `props.action` (the code) and, for an
 * exposure, `props.role` (`@agent-portal/api-client/enums` `paymentActionProps`), sent through the app's tracker (`trackEvent`: activity id 66965, to
 * `VITE_TRACKING_URL`; nothing without one).
 */
import { PAYMENT_USER_ACTION_EVENT, exposureRoleOf, paymentActionProps } from "@agent-portal/api-client/enums";
import type { PaymentUserAction } from "@agent-portal/api-client/enums";
import { trackEvent } from "@agent-portal/app-runtime/telemetry";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { selectLoginUser } from "@agent-portal/session";
import { useEffect } from "react";

/** Reports one user action (codes 1-9, see the table above). */
export function reportPaymentAction(action: PaymentUserAction): void {
  trackEvent(PAYMENT_USER_ACTION_EVENT, paymentActionProps(action));
}

/**
 * Reports a screen's exposure once per mount, with the user's role: `ByBeansMethodExposure` (1)
 * or `PaymentMethodExposure` (6).
 */
export function usePaymentExposure(action: typeof PaymentUserAction.ByBeansMethodExposure | typeof PaymentUserAction.PaymentMethodExposure): void {
  const subRole = useAppSelector(selectLoginUser)?.subRole;
  useEffect(() => {
    if (subRole === undefined) return;
    trackEvent(PAYMENT_USER_ACTION_EVENT, paymentActionProps(action, exposureRoleOf(subRole)));
  }, [action, subRole]);
}

/** The payment section (`/payment`, SPEC sections 2 and 6). */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/**
 * Payment: distribution upload and adjustment, payment transfer, blacklist, action log, broadcaster payment
 * (tabs by-beans, action-log), agency payment (tabs by-beans-whitelist, by-beans, bank-info, action-log) and the
 * by-beans method. The by-beans tabs and the by-beans method are `whitelistOnly` (user info `isWhite`). Payment transfer shares PaymentDistributionBackend (9) with the adjustment page (our design).
 */
export const paymentSection: RouteMeta = defineGroup({
  name: "Payment",
  path: "payment",
  icon: "wallet",
  children: [
    defineRoute({ name: "DistributionUpload", path: "distribution-upload", permissions: [PermissionId.PaymentDistributionUpload] }),
    defineRoute({
      name: "DistributionAdjustment",
      path: "distribution-adjustment",
      permissions: [PermissionId.PaymentDistributionBackend],
    }),
    defineRoute({ name: "PaymentTransfer", path: "payment-transfer", permissions: [PermissionId.PaymentDistributionBackend] }),
    defineRoute({ name: "PaymentBlacklist", path: "blacklist", permissions: [PermissionId.PaymentBlacklist] }),
    defineRoute({ name: "PaymentActionLog", path: "action-log", permissions: [PermissionId.PaymentActionLog] }),
    defineRoute({
      name: "BroadcasterPayment",
      path: "broadcaster-payment",
      permissions: [PermissionId.PaymentMethod],
      tabs: true,
      redirectToFirstChild: true,
      children: [
        defineRoute({ name: "BroadcasterPaymentByBeans", path: "by-beans", whitelistOnly: true }),
        defineRoute({ name: "BroadcasterPaymentActionLog", path: "action-log" }),
      ],
    }),
    defineRoute({
      name: "AgencyPayment",
      path: "agency-payment",
      permissions: [PermissionId.PaymentMethod],
      tabs: true,
      redirectToFirstChild: true,
      children: [
        defineRoute({ name: "AgencyPaymentByBeansWhitelist", path: "by-beans-whitelist", whitelistOnly: true }),
        defineRoute({ name: "AgencyPaymentByBeans", path: "by-beans", whitelistOnly: true }),
        defineRoute({ name: "AgencyPaymentBankInfo", path: "bank-info", permissions: [PermissionId.PaymentMethodBankInfo] }),
        defineRoute({ name: "AgencyPaymentActionLog", path: "action-log" }),
      ],
    }),
    defineRoute({ name: "ByBeansMethod", path: "by-beans-method", permissions: [PermissionId.AgencyPaymentMethod], whitelistOnly: true }),
  ],
});

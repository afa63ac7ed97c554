import { PaymentStatus } from "@agent-portal/api-client/enums";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { BadgeProps } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";

const TONES: Readonly<Record<PaymentStatus, NonNullable<BadgeProps["tone"]>>> = {
  [PaymentStatus.NotSubmitted]: "neutral",
  [PaymentStatus.UnderReview]: "warning",
  [PaymentStatus.Approved]: "success",
  [PaymentStatus.Rejected]: "danger",
};

/**
 * A payment info status (PaymentStatus of GetAnchorSubmittedAnchorPayment, GetAgentSubmittedAgentPayment and
 * PaymentAgencyBroadcastList: 0 not submitted, 1 under review, 2 approved, 3 rejected) as a badge whose text
 * says it (`payment.status.<n>`), in both apps.
 */
export function PaymentStatusBadge({ status }: { readonly status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`payment.status.${String(status)}`)}</Badge>;
}

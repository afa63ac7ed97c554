import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useTranslation } from "react-i18next";
import { KycStatus } from "@agent-portal/api-client/enums";

/** The caller's KYC status in words. */
export function KycStatusNote({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const tone = status === KycStatus.Approved ? "success" : status === KycStatus.Rejected || status === KycStatus.RecheckRequired ? "warning" : "info";
  return <Alert tone={tone}>{t(`webview.kyc.status.${String(status)}`)}</Alert>;
}

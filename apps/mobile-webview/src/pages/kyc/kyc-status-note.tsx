import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useTranslation } from "react-i18next";

/** The caller's KYC status in words (0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required). */
export function KycStatusNote({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = status === 2 ? "success" : status === 3 || status === 4 ? "warning" : "info";
  return <Alert tone={tone}>{t(`webview.kyc.status.${String(status)}`)}</Alert>;
}

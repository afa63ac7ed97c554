import { ViolationType } from "@agent-portal/api-client/enums";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";

/** A violation class (ViolationType 1 content, 2 behaviour, 3 fraud, 4 other) as a badge; fraud in the danger tone. */
export function ViolationClassBadge({ type }: { readonly type: ViolationType }) {
  const { t } = useTranslation();
  return <Badge tone={type === ViolationType.Fraud ? "danger" : "neutral"}>{t(`guild.security.violationType.${String(type)}`)}</Badge>;
}

import type { KitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The ui-kit's component texts in the active language (`createKitLabels(t)`, memoised per language). */
export function useKitLabels(): KitLabels {
  const { t } = useTranslation();
  return useMemo(() => createKitLabels(t), [t]);
}

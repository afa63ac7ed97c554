import { Toaster } from "@agent-portal/ui-kit/components/toast";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * The mobile layout's toast region (Radix toast, its own chunk), with translated labels. The
 * layout mounts it once the first toast is raised (`toast` of `@agent-portal/ui-kit/lib/toast-queue`);
 * toasts raised before it mounts appear once it does.
 */
export default function LayoutToaster() {
  const { t } = useTranslation();
  const kit = useMemo(() => createKitLabels(t), [t]);
  return <Toaster labels={kit.toaster} />;
}

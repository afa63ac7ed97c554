import { Toaster } from "@agent-portal/ui-kit/components/toast";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SessionWatcher } from "./session-watcher.tsx";
import type { SessionCounters } from "./session-watcher.tsx";

/**
 * The mobile layout's invisible parts, loaded after its first paint (their chunk holds Radix's
 * dialog and toast code, about 27 KiB gzipped, which the first screen does not need; issue 9
 * Lighthouse target): the session watcher (phone dialog, unauthorized and re-login dialogs,
 * session and token refresh) and the toaster (toasts raised before it mounts appear once it does).
 */
export default function LayoutServices({ seen }: { seen: SessionCounters }) {
  const { t } = useTranslation();
  const kit = useMemo(() => createKitLabels(t), [t]);
  return (
    <>
      <SessionWatcher seen={seen} />
      <Toaster labels={kit.toaster} />
    </>
  );
}

import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { IconButton } from "@agent-portal/ui-kit/components/icon-button";
import { ArrowLeft, LogOut } from "lucide-react";
import { getToasts, subscribeToasts } from "@agent-portal/ui-kit/lib/toast-queue";
import { SessionWatcher } from "@agent-portal/app-runtime/components/session-watcher";
import { useCurrentRouteHandle, usePageTitle } from "@agent-portal/app-runtime/routes/route-handle";
import { Suspense, lazy, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate } from "react-router";
import { useWebviewLogout } from "./use-webview-logout.ts";

/** The toast region (Radix toast), loaded when the first toast is raised. */
const LayoutToaster = lazy(() => import("./layout-toaster.tsx"));

/** Whether a toast has been raised since the page loaded (the toast region stays mounted from then on). */
function useToastRaised(): boolean {
  const raised = useSyncExternalStore(
    subscribeToasts,
    () => getToasts().length > 0,
    () => false,
  );
  const [ever, setEver] = useState(raised);
  if (raised && !ever) setEver(true);
  return ever || raised;
}

/**
 * The mobile layout of every webview page but the fallback login (issue 9): one column 360-430 px
 * wide first (centred, at most 30rem, on wider screens), a sticky header with back, the page title
 * (`h1`, the route's label key) and log out, the page, and a footer with the language switcher.
 * Safe areas: the header clears the top inset, the page and footer the bottom and side insets
 * (`env(safe-area-inset-*)`, applied symmetrically so nothing physical is named). Every control
 * is at least 44 px high. The layout paints without the store (its route option `paintBeforeStore`);
 * the app shell's session watcher follows its first paint (`SessionWatcher`, a `lazyPart`: it loads
 * with the store). The toast region (Radix toast) loads when the first toast is raised; the toasts
 * raised before it appear once it has.
 */
export default function MobileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useCurrentRouteHandle();
  const title = usePageTitle() ?? t("app.name");
  const toasting = useToastRaised();
  const { leaving, leave } = useWebviewLogout();
  const atHome = handle?.route.name === "MobileHome";

  const back = () => {
    if (window.history.length > 1 && window.history.state !== null && (window.history.state as { idx?: number }).idx !== 0) void navigate(-1);
    else void navigate("/m");
  };

  return (
    <div className="min-h-dvh bg-surface-muted">
      <div className="mx-auto flex min-h-dvh w-full max-w-[30rem] flex-col bg-surface">
        <header className="sticky top-0 z-10 border-b border-border bg-surface pt-[env(safe-area-inset-top)] px-[max(0.25rem,env(safe-area-inset-left),env(safe-area-inset-right))]">
          <div className="flex h-14 items-center gap-1">
            {atHome ? (
              <span className="size-11 shrink-0" aria-hidden="true" />
            ) : (
              <IconButton size="lg" label={t("common.back")} icon={<ArrowLeft className="rtl:-scale-x-100" />} onClick={back} />
            )}
            <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-fg">{title}</h1>
            <IconButton size="lg" label={t("layout.logout")} icon={<LogOut className="rtl:-scale-x-100" />} loading={leaving} onClick={() => void leave()} />
          </div>
        </header>
        <main id="main" className="flex flex-1 flex-col gap-4 px-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))] pt-4 pb-6">
          <Outlet />
        </main>
        <footer className="border-t border-border px-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))] pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <LanguageSwitcher showLabel selectClassName="h-11" />
        </footer>
      </div>
      <SessionWatcher leave={(returnTo) => leave({ returnTo })} />
      {toasting && (
        <Suspense fallback={null}>
          <LayoutToaster />
        </Suspense>
      )}
    </div>
  );
}

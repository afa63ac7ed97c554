import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { SidebarFrame } from "@agent-portal/ui-kit/components/sidebar-frame";
import { TAB_BAR_SLOT_CLASS } from "@agent-portal/app-runtime/tabs/tab-bar-slot";
import { useTranslation } from "react-i18next";
import { readMenuCollapsed } from "./menu-collapsed.ts";

/**
 * The main layout's frame while a page of it boots (`BootFallback`): the kit's own `AppShell` and
 * `SidebarFrame` (the sidebar without its toggle and menu, in the layout's collapsed state, so
 * nothing moves when the layout replaces it), the empty box of the bar of open pages
 * (`TAB_BAR_SLOT_CLASS`), the page's `title` as its heading and its `description` line under it
 * (`page-description.ts`), as the layout's header draws them.
 */
export default function BootFrame({ title, description }: { readonly title: string; readonly description?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AppShell skipLinkLabel={t("layout.skipToContent")} sidebar={<SidebarFrame collapsed={readMenuCollapsed()} header={t("app.name")} />}>
      <div aria-hidden="true" className={TAB_BAR_SLOT_CLASS} />
      <PageHeader title={title} description={description} />
    </AppShell>
  );
}

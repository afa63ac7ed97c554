import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { SidebarFrame } from "@agent-portal/ui-kit/components/sidebar-frame";
import { useTranslation } from "react-i18next";
import { readMenuCollapsed } from "./menu-collapsed.ts";

/**
 * The main layout's frame while a page of it boots (`BootFallback`): the kit's own `AppShell` and
 * `SidebarFrame` (the sidebar without its toggle and menu, in the layout's collapsed state, so
 * nothing moves when the layout replaces it) and the page's `title` as its heading.
 */
export default function BootFrame({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  return (
    <AppShell skipLinkLabel={t("layout.skipToContent")} sidebar={<SidebarFrame collapsed={readMenuCollapsed()} header={t("app.name")} />}>
      <PageHeader title={title} />
    </AppShell>
  );
}

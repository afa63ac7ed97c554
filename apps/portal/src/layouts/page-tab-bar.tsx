import { labelKeyOf } from "@agent-portal/permissions/route-meta";
import { useTranslation } from "react-i18next";
import { TabBar } from "@agent-portal/app-runtime/tabs/tab-bar";
import type { PageTabs } from "./page-tabs.tsx";

/** The tab bar of the main layout (the shell's `TabBar`, named by the route table's labels); its own chunk, loaded after the page's first paint. */
export default function PageTabBar({ tabs }: { readonly tabs: PageTabs }) {
  const { t } = useTranslation();
  return <TabBar open={tabs.open} active={tabs.active} labelOf={(route) => t(labelKeyOf(route))} home="/" />;
}

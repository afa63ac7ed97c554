import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
import type { FamilyAccess } from "./family-access.ts";

/** What every family tab's page gets: the viewer's access (which figures it shows). */
export interface FamilyTabProps {
  readonly access: FamilyAccess;
}

/** One family tab: its label's i18n key and its page, in a chunk of its own. */
export interface FamilyTab {
  readonly labelKey: `dataCenter.family.${LiveDataEntry}.tab`;
  readonly Page: LazyExoticComponent<ComponentType<FamilyTabProps>>;
}

/**
 * The live-data tab registry of the family entries (issue 20 item 6): each entry's tab label and
 * its page, loaded only when the tab opens (`React.lazy`), so the live-data screens' own chunks stay
 * small. An entry without a page here is never shown as a tab.
 */
export const FAMILY_TABS: Partial<Record<LiveDataEntry, FamilyTab>> = {
  multiRoom: { labelKey: "dataCenter.family.multiRoom.tab", Page: lazy(() => import("./multi-room-tab.tsx")) },
  creator: { labelKey: "dataCenter.family.creator.tab", Page: lazy(() => import("./creator-tab.tsx")) },
  act67110: { labelKey: "dataCenter.family.act67110.tab", Page: lazy(() => import("./act67110-tab.tsx")) },
  act78062: { labelKey: "dataCenter.family.act78062.tab", Page: lazy(() => import("./act78062-tab.tsx")) },
};

/** The family tabs of an access that have a page, in its order. */
export const shownFamilyTabs = (access: FamilyAccess | null): readonly LiveDataEntry[] => (access === null ? [] : access.tabs.filter((entry) => FAMILY_TABS[entry] !== undefined));

/** Tabs built from route metadata: a tab shows only if permitted (SPEC section 2). */
import type { CanSee } from "./guard.ts";
import type { RouteLabelKey, RouteMeta } from "./route-meta.ts";
import { hasDynamicSegment } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { patternOf } from "./route-path.ts";

/** One tab: the child route's name, label key and absolute path (no base path). */
export interface TabItem {
  readonly name: RouteName;
  readonly labelKey: RouteLabelKey;
  readonly path: string;
}

/**
 * The tabs of a tab host (`tabs: true`): its children in table order, minus hidden ones (detail pages), ones with
 * dynamic segments and ones `canSee` refuses (e.g. bank-info without PaymentMethodBankInfo 18). Empty for a record
 * that is not a tab host.
 */
export function buildTabs(parent: RouteMeta, canSee: CanSee): readonly TabItem[] {
  if (parent.tabs !== true) return [];
  return (parent.children ?? [])
    .filter((child) => child.hideInMenu !== true && !hasDynamicSegment(child.path) && canSee(child))
    .map((child) => ({ name: child.name, labelKey: child.labelKey, path: patternOf(child.name) }));
}

/**
 * The screens the jump box finds (issue 25, item 3): every desktop page of the route table the
 * user may open and could land on without a parameter (leaves and tabs; no layout, no container,
 * no parametric or hidden detail page), plus the home. Each is found by its translated name, the
 * name of the section it sits in, and its aliases: its English name, its spec route name and its
 * paths (so `to-be-renewed` or `ListToBeRenewed` find it in any language).
 */
import type { CanSee } from "@agent-portal/permissions/guard";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { hasDynamicSegment, labelKeyOf } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { patternOf } from "@agent-portal/permissions/route-path";
import { allRoutes, chainOf } from "@agent-portal/permissions/route-table";

/** One screen of the jump box. */
export interface JumpScreen {
  readonly name: RouteName;
  /** The absolute path without the base path (`/broadcaster/list/list/all`). */
  readonly path: string;
  /** The translated name. */
  readonly label: string;
  /** Where it sits: the translated names of the sections above it, outermost first ("Broadcaster › List"). */
  readonly context: readonly string[];
  /** What else finds it: its English name and section names, its route name, its paths. */
  readonly keywords: readonly string[];
}

/** Pages the user may land on: not a layout, a container (has children) or a parametric page; hidden pages only when they are the home. */
function isJumpTarget(route: RouteMeta): boolean {
  if (route.name === "Welcome" || route.name === "Overview") return true;
  if (route.layout === true || route.hideInMenu === true || (route.children?.length ?? 0) > 0) return false;
  if (route.app === "mobile" || route.access === "public") return false;
  return !hasDynamicSegment(route.path);
}

/**
 * The screens `canSee` opens, in route-table order, named with `t` (the active language) and
 * `english` (the English names, kept as aliases).
 */
export function jumpScreens(canSee: CanSee, t: (key: string) => string, english: (key: string) => string): readonly JumpScreen[] {
  return allRoutes
    .filter((route) => isJumpTarget(route) && canSee(route))
    .map((route) => {
      const sections = chainOf(route.name).filter((record) => record.layout !== true && record.name !== route.name && record.hideInMenu !== true);
      const key = labelKeyOf(route.name);
      return {
        name: route.name,
        path: patternOf(route.name),
        label: t(key),
        context: sections.map((section) => t(section.labelKey)),
        keywords: [english(key), ...sections.map((section) => english(section.labelKey)), route.name, route.path, ...(route.aliases ?? [])].filter((word) => word !== ""),
      };
    });
}

import type { Breadcrumb } from "@agent-portal/permissions/titles";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { RouteHandle } from "@agent-portal/app-runtime/routes/route-handle";

const STORAGE_KEY = "previous_route";

function readStored(): Breadcrumb | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Breadcrumb>;
    return typeof value.name === "string" && typeof value.labelKey === "string" && typeof value.path === "string" ? (value as Breadcrumb) : null;
  } catch {
    return null;
  }
}

/**
 * The route the user came from, stored when entering a route marked
 * `breadcrumbFromPrevious` (SPEC section 2: "Entering broadcaster live data stores the
 * previous route for a breadcrumb"). Kept in session storage so a reload keeps the trail.
 */
export function usePreviousRouteCrumb(handle: RouteHandle | null): Breadcrumb | null {
  const location = useLocation();
  const last = useRef<{ handle: RouteHandle; href: string } | null>(null);
  const [previous, setPrevious] = useState<Breadcrumb | null>(readStored);
  const href = `${location.pathname}${location.search}`;

  useEffect(() => {
    const before = last.current;
    if (handle?.route.breadcrumbFromPrevious === true && before && before.handle.route.name !== handle.route.name) {
      const labelKey = titleKeyFor(before.handle.chain) ?? before.handle.route.labelKey;
      const crumb: Breadcrumb = { name: before.handle.route.name, labelKey, path: before.href };
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(crumb));
      } catch {
        // Storage unavailable: the breadcrumb falls back to the route's ancestors.
      }
      setPrevious(crumb);
    }
    if (handle) last.current = { handle, href };
  }, [handle, href]);

  return handle?.route.breadcrumbFromPrevious === true ? previous : null;
}

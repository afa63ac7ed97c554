/**
 * Absolute paths of named routes, without the `/agent` base path (the router's basename adds it).
 */
import type { RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { chainOf } from "./route-table.ts";

/** The base path the app is served under (SPEC sections 2 and 9). Paths in this package never include it. */
export const BASE_PATH = "/agent";

/** Route params by name (`:id` takes `params.id`, the wildcard takes `params["*"]`). */
export type RouteParams = Readonly<Record<string, string | number>>;

/** Joins a parent's absolute pattern and a child's relative path (an absolute child path replaces the parent). */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith("/")) return normalise(path);
  return normalise(`${parent}/${path}`);
}

function normalise(path: string): string {
  const segments = path.split("/").filter((segment) => segment !== "");
  return `/${segments.join("/")}`;
}

/** The absolute pattern of a chain of records (`/broadcaster/recruit/progress/:id`), using each record's `path`. */
export function patternOfChain(chain: readonly RouteMeta[]): string {
  return chain.reduce((pattern, route) => joinPath(pattern, route.path), "/");
}

/** The absolute pattern of a named route: `patternOf("RecruitProgress")` is `/broadcaster/recruit/progress/:id`. */
export function patternOf(name: RouteName): string {
  return patternOfChain(chainOf(name));
}

/**
 * The absolute path of a named route with its params filled in, without the `/agent` base path:
 * `pathOf("RecruitProgress", { id: 12 })` is `/broadcaster/recruit/progress/12`. Param values are URI-encoded
 * (a wildcard value segment by segment). Throws `RangeError` when a param of the pattern is missing or empty.
 */
export function pathOf(name: RouteName, params: RouteParams = {}): string {
  const segments = patternOf(name)
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      if (segment === "*") return fill(name, params, "*").split("/").map(encodeURIComponent).join("/");
      if (segment.startsWith(":")) return encodeURIComponent(fill(name, params, segment.slice(1)));
      return segment;
    });
  return normalise(segments.join("/"));
}

function fill(name: RouteName, params: RouteParams, key: string): string {
  const value = params[key];
  if (value === undefined || value === "") throw new RangeError(`pathOf(${name}): missing param "${key}"`);
  return String(value);
}

/**
 * Removes the `/agent` base path from a browser pathname (`/agent/broadcaster` gives `/broadcaster`); a pathname
 * outside the base path is returned unchanged.
 */
export function stripBasePath(pathname: string, basePath: string = BASE_PATH): string {
  if (pathname === basePath) return "/";
  if (pathname.startsWith(`${basePath}/`)) return pathname.slice(basePath.length);
  return pathname;
}

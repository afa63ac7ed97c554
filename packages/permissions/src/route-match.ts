/**
 * Matches a pathname (without the `/agent` base path) against the route table, aliases included, the way
 * React Router ranks routes: static segments beat dynamic ones, which beat the wildcard; an index route beats its
 * layout. Used where no router is at hand (the sandbox, tests, the mobile bundle's path split).
 */
import type { RouteMeta } from "./route-meta.ts";
import { joinPath } from "./route-path.ts";
import { getRoute, routeTable } from "./route-table.ts";

/** The result of matching a pathname: the leaf record, the chain from the top-level record, params, pattern. */
export interface RouteMatch {
  /** The matched leaf record. */
  readonly route: RouteMeta;
  /** The matched records from the top level down to the leaf (what the guard checks, SPEC section 4 step 6). */
  readonly chain: readonly RouteMeta[];
  /** Decoded params by name; the wildcard's rest is under `"*"`. */
  readonly params: Readonly<Record<string, string>>;
  /** The absolute pattern that matched (the alias one when an alias matched). */
  readonly pattern: string;
}

interface Candidate {
  readonly chain: readonly RouteMeta[];
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly order: number;
}

const STATIC_SCORE = 10;
const DYNAMIC_SCORE = 3;
const SPLAT_SCORE = -2;

function buildCandidates(routes: readonly RouteMeta[]): readonly Candidate[] {
  const candidates: Candidate[] = [];
  const visit = (route: RouteMeta, parentPatterns: readonly string[], parentChain: readonly RouteMeta[]): void => {
    const chain = [...parentChain, route];
    const patterns = parentPatterns.flatMap((parent) => [route.path, ...(route.aliases ?? [])].map((path) => joinPath(parent, path)));
    for (const pattern of patterns) {
      candidates.push({ chain, pattern, segments: splitPath(pattern), order: candidates.length });
    }
    for (const child of route.children ?? []) visit(child, patterns, chain);
  };
  for (const route of routes) visit(route, ["/"], []);
  return candidates;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function tryMatch(candidate: Candidate, segments: readonly string[]): { score: number; params: Record<string, string> } | null {
  const params: Record<string, string> = {};
  let score = 0;
  for (const [position, patternSegment] of candidate.segments.entries()) {
    if (patternSegment === "*") {
      params["*"] = segments.slice(position).map(decode).join("/");
      return { score: score + SPLAT_SCORE, params };
    }
    const segment = segments[position];
    if (segment === undefined) return null;
    if (patternSegment.startsWith(":")) {
      params[patternSegment.slice(1)] = decode(segment);
      score += DYNAMIC_SCORE;
    } else if (patternSegment.toLowerCase() === decode(segment).toLowerCase()) {
      score += STATIC_SCORE;
    } else {
      return null;
    }
  }
  return segments.length === candidate.segments.length ? { score, params } : null;
}

const candidates = buildCandidates(routeTable);

/**
 * Matches `pathname` (no base path; a query or hash is ignored; trailing slashes and letter case of static
 * segments do not matter). Anything unknown matches NotFound with the rest under `params["*"]`.
 */
export function matchPathname(pathname: string): RouteMatch {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const segments = splitPath(path);
  let best: { candidate: Candidate; score: number; params: Record<string, string> } | null = null;
  for (const candidate of candidates) {
    const result = tryMatch(candidate, segments);
    if (result === null) continue;
    if (best === null || result.score > best.score || (result.score === best.score && candidate.chain.length > best.candidate.chain.length)) {
      best = { candidate, ...result };
    }
  }
  if (best === null) {
    const notFound = getRoute("NotFound");
    return { route: notFound, chain: [notFound], params: { "*": segments.join("/") }, pattern: "/*" };
  }
  const route = best.candidate.chain.at(-1) ?? getRoute("NotFound");
  return { route, chain: best.candidate.chain, params: best.params, pattern: best.candidate.pattern };
}

/** Every absolute pattern a route answers to: its own path first, then its aliases (and its ancestors' aliases). */
export function patternsOf(route: RouteMeta): readonly string[] {
  return candidates.filter((candidate) => candidate.chain.at(-1) === route).map((candidate) => candidate.pattern);
}

// @ts-check
/**
 * Chunk groups for Rolldown's `output.codeSplitting.groups` (issue 8, performance budgets), shared
 * by the portal's and the webview's `vite.config.ts`.
 *
 * Left to itself, Rolldown makes one chunk per set of importers: the portal's first logged-in
 * page needed about 70 small files in two waves after the entry. Over HTTP/1.1 a browser opens 6
 * connections per origin, so each wave costs several round trips (Lighthouse's simulated mobile
 * network counts 150 ms each). Groups pack modules that load together into a few chunks: React,
 * what the entry loads statically (`$initial`), then each app's groups, in the order given
 * (earlier wins a module both would take; a group also takes the static imports of what it
 * captures unless an earlier group has them). Modules no group takes keep Rolldown's automatic
 * chunking (each screen's own code stays its own chunk).
 */

/** @typedef {(id: string) => boolean} ModuleTest */

/**
 * A test of module ids under `node_modules/<name>/` for any of `names`.
 * @param {readonly string[]} names
 * @returns {RegExp}
 */
export function packages(names) {
  return new RegExp(String.raw`[\\/]node_modules[\\/](?:${names.map((name) => name.replace(/[/.]/g, (c) => `\\${c}`)).join("|")})[\\/]`);
}

/**
 * A test of module ids of the repository: `paths` are folders or files relative to the
 * repository root (`packages/session/src`, `apps/portal/src/layouts`).
 * @param {readonly string[]} paths
 * @returns {RegExp}
 */
export function sources(paths) {
  const escaped = paths.map((path) =>
    path
      .split("/")
      .map((part) => part.replace(/[.]/g, "\\."))
      .join(String.raw`[\\/]`),
  );
  return new RegExp(String.raw`[\\/](?:${escaped.join("|")})(?:[\\/]|$)`);
}

/**
 * A test that holds when any of `tests` holds and none of `unless` does.
 * @param {readonly (RegExp | ModuleTest)[]} tests
 * @param {readonly (RegExp | ModuleTest)[]} [unless]
 * @returns {ModuleTest}
 */
export function anyOf(tests, unless = []) {
  /** @param {RegExp | ModuleTest} test @param {string} id */
  const holds = (test, id) => (typeof test === "function" ? test(id) : test.test(id));
  return (id) => tests.some((test) => holds(test, id)) && !unless.some((test) => holds(test, id));
}

/** React, React DOM and the scheduler: one chunk the entry loads. */
export const REACT = packages(["react", "react-dom", "scheduler"]);

/**
 * The data layer both apps load before their first logged-in screen: the api-client (transport,
 * contract, RTK Query services), the session, Redux Toolkit and its parts, zod and ky.
 */
export const DATA = anyOf([
  sources(["packages/api-client/src", "packages/session/src"]),
  packages(["@reduxjs", "react-redux", "immer", "redux", "redux-thunk", "reselect", "zod", "ky", "@standard-schema", "use-sync-external-store"]),
]);

/** The third-party part of {@link DATA}: Redux Toolkit and its parts, zod and ky. */
export const DATA_LIBS = packages(["@reduxjs", "react-redux", "immer", "redux", "redux-thunk", "reselect", "zod", "ky", "@standard-schema", "use-sync-external-store"]);

/** Radix primitives and what they need (focus lock, scroll lock, positioning). */
export const RADIX = packages([
  "@radix-ui",
  "radix-ui",
  "@floating-ui",
  "react-remove-scroll",
  "react-remove-scroll-bar",
  "aria-hidden",
  "use-sidecar",
  "use-callback-ref",
  "react-style-singleton",
  "get-nonce",
]);

/** The ui-kit's sources, its icons and class helpers. */
export const KIT = anyOf([sources(["packages/ui-kit/src"]), packages(["lucide-react", "tailwind-merge", "clsx", "class-variance-authority"])]);

/** The ui-kit's table (TanStack Table and Virtual). */
export const TABLE = anyOf([packages(["@tanstack"]), sources(["packages/ui-kit/src/components/data-table.tsx", "packages/ui-kit/src/internal"])]);

/** The ui-kit's calendars (react-day-picker, date-fns). */
export const CALENDAR = anyOf([
  packages(["react-day-picker", "date-fns", "@date-fns"]),
  sources([
    "packages/ui-kit/src/components/calendar.tsx",
    "packages/ui-kit/src/components/date-picker.tsx",
    "packages/ui-kit/src/components/range-picker.tsx",
    "packages/ui-kit/src/components/month-picker.tsx",
  ]),
]);

/**
 * Tracks the modules some module imports with `import()`: `plugin` (a Vite/Rolldown plugin)
 * records them as modules are parsed, before chunks are made; `test` holds for them. With
 * `includeDependenciesRecursively: false`, a group that takes a lazily imported module breaks
 * the chunk that imports it (its exports go missing at run time), so such a config keeps them out
 * of every group with `test`.
 * @returns {{ plugin: { name: string; moduleParsed: (info: { dynamicallyImportedIds: readonly string[] }) => void }; test: ModuleTest }}
 */
export function lazyModules() {
  /** @type {Set<string>} */
  const ids = new Set();
  return {
    plugin: {
      name: "agent-portal:lazy-modules",
      moduleParsed(info) {
        for (const id of info.dynamicallyImportedIds) ids.add(id);
      },
    },
    test: (id) => ids.has(id),
  };
}

/**
 * The `codeSplitting.groups` of an app: React, the entry's static imports, then `groups` in
 * order of precedence.
 * @param {readonly { name: string; test: RegExp | ModuleTest }[]} groups
 */
export function chunkGroups(groups) {
  const count = groups.length;
  return [
    { name: "react", test: REACT, priority: count + 2 },
    { name: "initial", tags: /** @type {["$initial"]} */ (["$initial"]), priority: count + 1 },
    ...groups.map((group, index) => ({ name: group.name, test: group.test, priority: count - index })),
  ];
}

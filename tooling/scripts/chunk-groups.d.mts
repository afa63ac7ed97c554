/** Types of `chunk-groups.mjs`: Rolldown chunk groups shared by the apps' Vite configs. */

/** Holds for the module ids a group takes. */
export type ModuleTest = (id: string) => boolean;

/** One group of `output.codeSplitting.groups`. */
export interface ChunkGroup {
  readonly name: string;
  readonly test?: RegExp | ModuleTest;
  readonly tags?: ["$initial"];
  readonly priority: number;
}

/** A test of module ids under `node_modules/<name>/` for any of `names`. */
export function packages(names: readonly string[]): RegExp;
/** A test of the repository's module ids under `paths` (folders or files from the repository root). */
export function sources(paths: readonly string[]): RegExp;
/** Holds when any of `tests` holds and none of `unless` does. */
export function anyOf(tests: readonly (RegExp | ModuleTest)[], unless?: readonly (RegExp | ModuleTest)[]): ModuleTest;
/** React, React DOM and the scheduler. */
export const REACT: RegExp;
/** The api-client, the session, Redux Toolkit and its parts, zod, ky. */
export const DATA: ModuleTest;
/** The third-party part of {@link DATA}: Redux Toolkit and its parts, zod and ky. */
export const DATA_LIBS: RegExp;
/** Radix primitives and their helpers. */
export const RADIX: RegExp;
/** The ui-kit's sources, icons and class helpers. */
export const KIT: ModuleTest;
/** The ui-kit's table (TanStack). */
export const TABLE: ModuleTest;
/** The ui-kit's calendars (react-day-picker, date-fns). */
export const CALENDAR: ModuleTest;
/**
 * Tracks the modules imported with `import()`: `plugin` records them while modules are parsed,
 * `test` holds for them (to keep them out of groups when `includeDependenciesRecursively` is false).
 */
export function lazyModules(): { plugin: { name: string; moduleParsed: (info: { dynamicallyImportedIds: readonly string[] }) => void }; test: ModuleTest };
/** React, the entry's static imports, then `groups` in order of precedence. */
export function chunkGroups(groups: readonly { name: string; test: RegExp | ModuleTest }[]): ChunkGroup[];

/**
 * Types of `chunk-report.mjs`: the chunk report a Vite build writes (issue 8, item 1).
 * Sizes are bytes; gzip is level 9 (as `@size-limit/file` measures it).
 */

/** A package's share of a chunk or a route. */
export interface PackageShare {
  /** npm package name, `@agent-portal/<dir>` for workspace packages, `app` for the app's own code. */
  readonly name: string;
  /** Rendered length of its modules (bytes, before gzip). */
  readonly rendered: number;
  /** Estimated gzip bytes: the chunk's gzip size shared in proportion to the rendered length. */
  readonly gzipEstimate: number;
}

/** One JavaScript chunk of the build. */
export interface ChunkEntry {
  /** File name relative to the output folder, e.g. `assets/login-page-Ab12.js`. */
  readonly file: string;
  readonly name: string;
  /** A static entry (referenced by index.html). */
  readonly isEntry: boolean;
  /** Loaded by a dynamic `import()`. */
  readonly isDynamicEntry: boolean;
  /** The module the chunk stands for, relative to the app root (`src/pages/login/login-page.tsx`). */
  readonly facadeModule: string | null;
  /** A dynamic entry whose facade module lies in one of the screen folders: a screen's own chunk. */
  readonly isScreen: boolean;
  /** Files this chunk imports statically (loaded with it). */
  readonly imports: readonly string[];
  /** Files this chunk may load later. */
  readonly dynamicImports: readonly string[];
  readonly raw: number;
  readonly gzip: number;
  readonly packages: readonly PackageShare[];
  /** The chunk's largest modules (at most 25) by rendered length: `<package>/<file>` or a path relative to the app root. */
  readonly modules: readonly { readonly id: string; readonly rendered: number }[];
}

/** A non-JavaScript output file (CSS, locale JSON, images). */
export interface AssetEntry {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The JavaScript loaded before something renders. */
export interface LoadSet {
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
  readonly packages: readonly PackageShare[];
}

/** `chunk-report.json`. */
export interface ChunkReport {
  readonly generatedAt: string;
  /** The output folder relative to the app root. */
  readonly outDir: string;
  /** The entry and its static imports: what index.html references. */
  readonly initial: LoadSet;
  /** Per measured route: the initial set plus the route's screen chunk and its static imports. */
  readonly routes: Readonly<Record<string, LoadSet & { readonly module: string; readonly chunk: string }>>;
  /** Every chunk, largest gzip first. */
  readonly chunks: readonly ChunkEntry[];
  readonly assets: readonly AssetEntry[];
}

/** Options of {@link chunkReportPlugin}. */
export interface ChunkReportOptions {
  /** Routes to measure: name -> the lazily imported screen module, relative to the app root. */
  readonly routes?: Readonly<Record<string, string>>;
  /** Folders (relative to the app root, trailing slash) whose lazily loaded modules are screens. Default `["src/pages/"]`. */
  readonly screenDirs?: readonly string[];
}

/** The plugin object (structurally a Vite plugin). */
export interface ChunkReportPlugin {
  readonly name: string;
  readonly apply: "build";
  configResolved(config: { root: string }): void;
  writeBundle(output: { dir?: string }, bundle: Record<string, unknown>): void;
}

/** A Vite plugin writing `chunk-report.json` and `chunk-report.md` into the output folder after the bundle is written. */
export function chunkReportPlugin(options?: ChunkReportOptions): ChunkReportPlugin;
/** The files loaded with `files` through static imports, `files` included. */
export function closureOf(chunks: ReadonlyArray<{ file: string; imports: readonly string[] }>, files: readonly string[]): string[];
/** The package a module id belongs to. */
export function packageOf(id: string): string;
/** Gzip size (level 9) in bytes. */
export function gzipSize(buffer: Uint8Array): number;
/** Builds the report from a written bundle. */
export function buildReport(input: {
  outDir: string;
  root: string;
  bundle: Record<string, unknown>;
  routes: Readonly<Record<string, string>>;
  screenDirs: readonly string[];
}): ChunkReport;
/** The readable Markdown form of a report. */
export function reportToMarkdown(report: ChunkReport): string;

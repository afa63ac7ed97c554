// @ts-check
/**
 * The chunk report of a Vite build (issue 8, item 1): every JavaScript chunk with its raw and
 * gzip size, what it imports statically and dynamically, which packages fill it, and the
 * JavaScript each measured route needs before it renders.
 *
 * - `chunkReportPlugin(options)`: a Vite plugin that writes `<outDir>/chunk-report.json` and
 *   `<outDir>/chunk-report.md` after the bundle is written (sizes of the files on disk).
 * - `closureOf(chunks, files)`: the files loaded with `files` through static imports.
 *
 * Sizes are bytes. Gzip is level 9, as `@size-limit/file` measures it, so the report and the
 * size budgets (`.size-limit.mjs` at the repository root) agree to the byte.
 *
 * "Before a route renders" = what `index.html` references (the entry and its static imports,
 * which Vite also preloads) plus the route's lazy screen chunk and its static imports.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

/** Gzip size (level 9) of a buffer, in bytes. */
export function gzipSize(/** @type {Buffer} */ buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** One KiB, for the readable report. */
const KIB = 1024;
const kib = (/** @type {number} */ bytes) => (bytes / KIB).toFixed(1);

/**
 * The package a module id belongs to: the npm package for `node_modules` paths (pnpm's
 * `.pnpm/<name>@<version>/node_modules/<name>` included), `@agent-portal/<dir>` for the
 * workspace's `packages/<dir>`, otherwise `app`.
 * @param {string} id
 * @returns {string}
 */
export function packageOf(id) {
  const clean = id.replace(/^\0+/, "").split("?")[0] ?? "";
  const nodeModules = clean.lastIndexOf("/node_modules/");
  if (nodeModules >= 0) {
    const rest = clean.slice(nodeModules + "/node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1] ?? ""}` : (rest[0] ?? "unknown");
  }
  const workspace = /\/packages\/([^/]+)\//.exec(clean);
  if (workspace?.[1]) return `@agent-portal/${workspace[1]}`;
  if (clean.includes("vite/") || clean.startsWith("vite") || clean.includes("rolldown")) return "vite runtime";
  return "app";
}

/** How many of a chunk's largest modules the JSON report lists. */
const MODULES_PER_CHUNK = 25;

/**
 * A module id for the report: pnpm's store path shortened to `<package>/<file>`, workspace
 * files relative to the app root.
 * @param {string} root
 * @param {string} id
 */
function shortModuleId(root, id) {
  const clean = id.replace(/^\0+/, "").split("?")[0] ?? "";
  const nodeModules = clean.lastIndexOf("/node_modules/");
  return nodeModules >= 0 ? clean.slice(nodeModules + "/node_modules/".length) : relative(root, clean);
}

/**
 * The files reachable from `files` through static imports (the files themselves included),
 * in a stable order.
 * @param {ReadonlyArray<{ file: string; imports: readonly string[] }>} chunks
 * @param {readonly string[]} files
 * @returns {string[]}
 */
export function closureOf(chunks, files) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) stack.push(imported);
  }
  return [...seen].sort();
}

/**
 * Sums the sizes of `files` from `chunks`.
 * @param {ReadonlyArray<{ file: string; raw: number; gzip: number }>} chunks
 * @param {readonly string[]} files
 */
function totals(chunks, files) {
  const wanted = new Set(files);
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    if (!wanted.has(chunk.file)) continue;
    raw += chunk.raw;
    gzip += chunk.gzip;
  }
  return { raw, gzip };
}

/**
 * Estimated gzip bytes per package over `files`: each chunk's gzip size shared among its
 * packages in proportion to their rendered length (an estimate: gzip is not additive).
 * @param {ReadonlyArray<import("./chunk-report.d.mts").ChunkEntry>} chunks
 * @param {readonly string[]} files
 */
function packagesOver(chunks, files) {
  const wanted = new Set(files);
  /** @type {Map<string, { raw: number; gzip: number }>} */
  const sums = new Map();
  for (const chunk of chunks) {
    if (!wanted.has(chunk.file)) continue;
    for (const entry of chunk.packages) {
      const sum = sums.get(entry.name) ?? { raw: 0, gzip: 0 };
      sum.raw += entry.rendered;
      sum.gzip += entry.gzipEstimate;
      sums.set(entry.name, sum);
    }
  }
  return [...sums.entries()].map(([name, sum]) => ({ name, rendered: sum.raw, gzipEstimate: Math.round(sum.gzip) })).sort((a, b) => b.gzipEstimate - a.gzipEstimate);
}

/**
 * The chunks `index.html` loads as module scripts (the entry, packed into the chunk groups, is no
 * chunk of its own once its modules are grouped, so `isEntry` marks none), or `null` without an
 * `index.html` or a module script in it.
 * @param {string} outDir
 * @param {readonly { file: string }[]} chunks
 * @returns {string[] | null}
 */
function htmlEntryFiles(outDir, chunks) {
  const path = join(outDir, "index.html");
  if (!existsSync(path)) return null;
  const sources = [...readFileSync(path, "utf8").matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? "");
  const files = chunks.filter((chunk) => sources.some((source) => source.endsWith(`/${chunk.file}`))).map((chunk) => chunk.file);
  return files.length > 0 ? files : null;
}

/**
 * Builds the report from the written bundle.
 * @param {{ outDir: string; root: string; bundle: Record<string, any>; routes: Record<string, string>; screenDirs: readonly string[] }} input
 * @returns {import("./chunk-report.d.mts").ChunkReport}
 */
export function buildReport({ outDir, root, bundle, routes, screenDirs }) {
  /** @type {import("./chunk-report.d.mts").ChunkEntry[]} */
  const chunks = [];
  /** @type {import("./chunk-report.d.mts").AssetEntry[]} */
  const assets = [];
  /** Which chunk holds each module (a screen captured by a chunk group has no facade chunk of its own). @type {Map<string, string>} */
  const chunkOfModule = new Map();
  for (const output of Object.values(bundle)) {
    const file = String(output.fileName);
    if (file.endsWith(".map")) continue;
    const buffer = readFileSync(join(outDir, file));
    if (output.type !== "chunk") {
      assets.push({ file, raw: buffer.length, gzip: gzipSize(buffer) });
      continue;
    }
    /** @type {Map<string, number>} */
    const rendered = new Map();
    /** @type {{ id: string; rendered: number }[]} */
    const modules = [];
    for (const [id, info] of Object.entries(output.modules ?? {})) {
      const name = packageOf(id);
      const length = Number(info?.renderedLength ?? 0);
      rendered.set(name, (rendered.get(name) ?? 0) + length);
      const short = shortModuleId(root, id);
      modules.push({ id: short, rendered: length });
      chunkOfModule.set(short, file);
    }
    modules.sort((a, b) => b.rendered - a.rendered);
    const gzip = gzipSize(buffer);
    const renderedTotal = [...rendered.values()].reduce((sum, value) => sum + value, 0) || 1;
    const facade = output.facadeModuleId ? relative(root, String(output.facadeModuleId).replace(/^\0+/, "")) : null;
    chunks.push({
      file,
      name: String(output.name),
      isEntry: Boolean(output.isEntry),
      isDynamicEntry: Boolean(output.isDynamicEntry),
      facadeModule: facade,
      isScreen: Boolean(output.isDynamicEntry) && facade !== null && screenDirs.some((dir) => facade.startsWith(dir)),
      imports: [...(output.imports ?? [])].map(String),
      dynamicImports: [...(output.dynamicImports ?? [])].map(String),
      raw: buffer.length,
      gzip,
      packages: [...rendered.entries()]
        .map(([name, length]) => ({ name, rendered: length, gzipEstimate: Math.round((gzip * length) / renderedTotal) }))
        .sort((a, b) => b.rendered - a.rendered),
      modules: modules.slice(0, MODULES_PER_CHUNK),
    });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  assets.sort((a, b) => b.gzip - a.gzip);

  const entryFiles = htmlEntryFiles(outDir, chunks) ?? chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const initialFiles = closureOf(chunks, entryFiles);
  /** @type {import("./chunk-report.d.mts").ChunkReport["routes"]} */
  const routeReports = {};
  for (const [name, module] of Object.entries(routes)) {
    const holder = chunks.find((candidate) => candidate.facadeModule === module)?.file ?? chunkOfModule.get(module);
    const chunk = chunks.find((candidate) => candidate.file === holder);
    if (!chunk) throw new Error(`chunk-report: no chunk holds the module ${module} (route ${name}); is it still in the build?`);
    const files = closureOf(chunks, [...initialFiles, chunk.file]);
    routeReports[name] = { module, chunk: chunk.file, files, ...totals(chunks, files), packages: packagesOver(chunks, files) };
  }
  return {
    generatedAt: new Date().toISOString(),
    outDir: relative(root, outDir) || ".",
    initial: { files: initialFiles, ...totals(chunks, initialFiles), packages: packagesOver(chunks, initialFiles) },
    routes: routeReports,
    chunks,
    assets,
  };
}

/**
 * The readable form of a report.
 * @param {import("./chunk-report.d.mts").ChunkReport} report
 * @returns {string}
 */
export function reportToMarkdown(report) {
  const lines = [
    `# Chunk report (${report.outDir})`,
    "",
    `Generated ${report.generatedAt} by the build (\`tooling/scripts/chunk-report.mjs\`). Sizes in KiB; gzip at level 9.`,
    "Budgets (\`.size-limit.mjs\`): JavaScript before the login route renders <= 150 KiB gzip; any chunk <= 100 KiB; a screen's own chunk <= 60 KiB.",
    "",
    "## Before a route renders",
    "",
    "| Route | Files | Raw | Gzip |",
    "| --- | ---: | ---: | ---: |",
    `| (entry: what index.html references) | ${report.initial.files.length} | ${kib(report.initial.raw)} | ${kib(report.initial.gzip)} |`,
    ...Object.entries(report.routes).map(([name, route]) => `| ${name} (\`${route.module}\`) | ${route.files.length} | ${kib(route.raw)} | ${kib(route.gzip)} |`),
    "",
  ];
  for (const [name, route] of Object.entries(report.routes)) {
    lines.push(`### ${name}: packages (gzip estimated per chunk share)`, "", "| Package | Gzip (est.) |", "| --- | ---: |");
    for (const entry of route.packages) lines.push(`| ${entry.name} | ${kib(entry.gzipEstimate)} |`);
    lines.push("");
  }
  lines.push("## Chunks", "", "| File | Kind | Facade | Raw | Gzip | Largest packages |", "| --- | --- | --- | ---: | ---: | --- |");
  for (const chunk of report.chunks) {
    const kind = chunk.isEntry ? "entry" : chunk.isScreen ? "screen" : chunk.isDynamicEntry ? "lazy" : "shared";
    const top = chunk.packages
      .slice(0, 4)
      .map((entry) => `${entry.name} ${kib(entry.gzipEstimate)}`)
      .join(", ");
    lines.push(`| ${chunk.file} | ${kind} | ${chunk.facadeModule ?? ""} | ${kib(chunk.raw)} | ${kib(chunk.gzip)} | ${top} |`);
  }
  lines.push("", "## Other assets", "", "| File | Raw | Gzip |", "| --- | ---: | ---: |");
  for (const asset of report.assets) lines.push(`| ${asset.file} | ${kib(asset.raw)} | ${kib(asset.gzip)} |`);
  lines.push("");
  return lines.join("\n");
}

/**
 * A Vite plugin writing `chunk-report.json` and `chunk-report.md` into the build's output
 * folder once the bundle is on disk.
 * @param {import("./chunk-report.d.mts").ChunkReportOptions} [options]
 * @returns {import("./chunk-report.d.mts").ChunkReportPlugin}
 */
export function chunkReportPlugin(options = {}) {
  const routes = options.routes ?? {};
  const screenDirs = options.screenDirs ?? ["src/pages/"];
  let root = process.cwd();
  return {
    name: "agent-portal:chunk-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(output, bundle) {
      const outDir = resolve(root, output.dir ?? "dist");
      const report = buildReport({ outDir, root, bundle, routes, screenDirs });
      writeFileSync(join(outDir, "chunk-report.json"), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(join(outDir, "chunk-report.md"), reportToMarkdown(report));
      const summary = Object.entries(report.routes)
        .map(([name, route]) => `${name} ${kib(route.gzip)} KiB`)
        .join(", ");
      console.info(`chunk report: entry ${kib(report.initial.gzip)} KiB gzip; before ${summary || "(no routes)"}`);
    },
  };
}

/**
 * Bundles small entry modules that import one kit component each, through the package's public
 * `exports` (as an app would), with Vite 8 (rolldown) in production mode, and reports which modules
 * ended up in each bundle and its gzip size. React is external (every app has it already).
 *
 *   node scripts/treeshake-check.mjs     # prints the table, fails if Button pulls a heavy library
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build } from "vite";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Module paths that must never reach a bundle that does not use them. */
export const HEAVY = {
  charts: /[\\/](@visx|d3-[a-z-]+|internmap)[\\/]/,
  table: /[\\/]@tanstack[\\/]/,
  calendar: /[\\/](react-day-picker|date-fns)[\\/]/,
  radix: /[\\/]@radix-ui[\\/]/,
};

/**
 * Bundles `source` (an ES module importing from `@agent-portal/ui-kit/...`) and resolves to
 * `{ modules, bytes, gzip }`: the bundled module ids and the output size in bytes.
 */
export async function bundle(source) {
  // Inside the package, so the import resolves through the package's own `exports` (self-reference).
  const cache = path.join(packageDir, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, "treeshake-"));
  const entry = path.join(dir, "entry.js");
  fs.writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      root: packageDir,
      logLevel: "silent",
      mode: "production",
      resolve: { conditions: ["browser", "import", "module", "default"] },
      build: {
        write: false,
        minify: true,
        sourcemap: false,
        lib: { entry, formats: ["es"], fileName: "entry" },
        rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
    const chunks = outputs.filter((item) => item.type === "chunk");
    const modules = chunks.flatMap((chunk) => chunk.moduleIds ?? Object.keys(chunk.modules ?? {}));
    const code = chunks.map((chunk) => chunk.code).join("\n");
    return { modules, bytes: Buffer.byteLength(code), gzip: zlib.gzipSync(code, { level: 9 }).length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Which of the {@link HEAVY} groups a module list contains. */
export function heavyGroups(modules) {
  return Object.entries(HEAVY)
    .filter(([, pattern]) => modules.some((id) => pattern.test(id)))
    .map(([name]) => name);
}

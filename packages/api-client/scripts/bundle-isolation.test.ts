/**
 * Importing one family's service must not pull the others into a bundle (issue 3: "importing
 * one family does not pull the code of the others into a bundle"). Each case bundles one
 * service file with Vite (rolldown), dependencies external, and looks for every other
 * contract file's call names and paths in the output.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import type { EndpointDeclaration } from "#contract/define.ts";
import { endpointsByFile } from "#contract/registry.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Bundles `entry` (relative to the package) and answers the code of every chunk. */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["es"], fileName: "entry" },
      rolldownOptions: { external: (id: string) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("#") && !id.startsWith("\0") },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.map((item) => (item.type === "chunk" ? item.code : ""))).join("\n");
}

/** A name as a string literal; backticks are left out because doc comments quote names in them (`reportDay`). */
const quoted = (text: string): string[] => [`"${text}"`, `'${text}'`];
const contains = (code: string, text: string): boolean => quoted(text).some((literal) => code.includes(literal));

/** The literals (names, paths) that identify a declaration in a bundle. */
const literalsOf = (declaration: EndpointDeclaration): string[] => [declaration.name, declaration.path, declaration.key];

/** What every service bundle holds anyway (base api, builder, shared schemas): not a sign of a leak. */
const baseline = await bundle("scripts/fixtures/common.ts");

describe("bundle isolation", () => {
  it.each(["broker", "union-oss-phone", "live-data-agent-oss", "act75352-actions"])(
    "services/%s.ts bundles its own declarations and none of another contract file",
    async (file) => {
      const code = await bundle(`src/services/${file}.ts`);
      const own = endpointsByFile[file] ?? [];
      expect(own.length).toBeGreaterThan(0);
      // Keys and paths built by a helper (defineLiveData, defineAct75352) are not literals; the name always is.
      for (const declaration of own)
        expect(
          literalsOf(declaration).some((literal) => contains(code, literal)),
          `own ${declaration.key}`,
        ).toBe(true);
      const ownLiterals = new Set(own.flatMap(literalsOf));
      const leaked = Object.entries(endpointsByFile)
        .filter(([other]) => other !== file)
        .flatMap(([other, declarations]) =>
          declarations
            .flatMap(literalsOf)
            .filter((literal) => !ownLiterals.has(literal) && !contains(baseline, literal) && contains(code, literal))
            .map((literal) => `${other}: ${literal}`),
        );
      expect(leaked, leaked.join(", ")).toEqual([]);
    },
    60_000,
  );

  it("would notice a leak: a bundle of two service files holds both files' declarations", async () => {
    const code = await bundle("scripts/fixtures/two-services.ts");
    expect(contains(code, "/QryAnchorList")).toBe(true);
    expect(contains(code, "/setUidHasPhone")).toBe(true);
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompilePlugin } from "./compile-hints.mjs";

/** A Vite config whose import analysis writes the preload map at the top of each chunk, as Vite does. */
function viteConfig() {
  const analysis = {
    name: "vite:build-import-analysis",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) if (output.type === "chunk") output.code = `const __vite__mapDeps=()=>[];\n${output.code}`;
      },
    },
  };
  return { analysis, config: { plugins: [analysis] } };
}

const chunk = (name, map) => ({ type: "chunk", name, fileName: `assets/${name}-x.js`, code: "export const a=1;", ...(map ? { map: { mappings: map } } : {}) });

async function build(lazy, bundle) {
  const { analysis, config } = viteConfig();
  const plugin = eagerCompilePlugin({ lazy });
  plugin.configResolved(config);
  await analysis.generateBundle.handler.call({}, {}, bundle, true);
  return bundle;
}

describe("eagerCompilePlugin", () => {
  it("puts V8's hint on the first line of each chunk, after Vite's preload map is written", async () => {
    const bundle = await build([], { "assets/kit-x.js": chunk("kit") });
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(bundle["assets/kit-x.js"].code).toBe(`${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nexport const a=1;`);
  });

  it("leaves the chunks named lazy as they are", async () => {
    const bundle = await build(["calendar"], { "assets/calendar-x.js": chunk("calendar") });
    expect(bundle["assets/calendar-x.js"].code.startsWith("const __vite__mapDeps")).toBe(true);
  });

  it("shifts the chunk's source map by the added line, in the chunk or in its emitted map asset", async () => {
    const bundle = await build([], {
      "assets/kit-x.js": chunk("kit", ";AAAA"),
      "assets/data-x.js": chunk("data"),
      "assets/data-x.js.map": { type: "asset", fileName: "assets/data-x.js.map", source: JSON.stringify({ version: 3, mappings: "AAAA;AACA" }) },
    });
    expect(bundle["assets/kit-x.js"].map.mappings).toBe(";;AAAA");
    expect(JSON.parse(bundle["assets/data-x.js.map"].source).mappings).toBe(";AAAA;AACA");
  });

  it("refuses a Vite without the import analysis step it follows", () => {
    expect(() => eagerCompilePlugin().configResolved({ plugins: [] })).toThrow(/build-import-analysis/);
  });
});

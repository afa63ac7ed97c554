/** The README documents every service file and every business-code object (its tables are written from the registry). */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpointsByFile } from "#contract/registry.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const contractDirectory = new URL("../src/contract/", import.meta.url);

describe("the README", () => {
  it("lists every service file with its call count", () => {
    for (const [file, declarations] of Object.entries(endpointsByFile)) {
      expect(readme, file).toContain(`| \`services/${file}\` |`);
      const row = readme.split("\n").find((line) => line.startsWith(`| \`services/${file}\` |`)) ?? "";
      expect(row.split("|")[3]?.trim(), file).toBe(String(declarations.length));
    }
  });

  it("lists every business-code object", async () => {
    const files = readdirSync(contractDirectory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    for (const file of files) {
      const module = (await import(new URL(file, contractDirectory).href)) as Record<string, unknown>;
      for (const name of Object.keys(module).filter((exported) => exported.endsWith("ErrorCode"))) expect(readme, name).toContain(`\`${name}\``);
    }
  });

  it("links the state machines document", () => {
    expect(readme).toContain("(./docs/state-machines.md)");
  });
});

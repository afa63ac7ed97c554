/**
 * Structural checks of the contract: every contract file is registered, paths are usable as
 * i18n keys and unique per family, business codes are documented in `*ErrorCode` objects,
 * and GET / form requests accept what arrives as text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import type { $ZodType } from "zod/v4/core";
import type { EndpointDeclaration } from "./define.ts";
import { allEndpoints, endpointsByFile } from "./registry.ts";

const directory = new URL("./", import.meta.url);
const contractFiles = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(contractFiles.map(async (file) => [file, (await import(new URL(file, directory).href)) as Record<string, unknown>] as const)),
);

/** Every `*ErrorCode` object exported by a contract file, by export name. */
const errorCodeObjects: Record<string, Record<string, number>> = Object.fromEntries(
  Object.values(modules).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, Record<string, number>] => entry[0].endsWith("ErrorCode") && typeof entry[1] === "object"),
  ),
);

/** Codes the transport or the gateway answer for every call (SPEC section 8 and the sandbox's server codes). */
const transportCodes = new Set([0, 1, 20002, 20003, 20006, 30001, 40000, 40001, 40400, 41300, 50000]);

interface SchemaDef {
  readonly type: string;
  readonly coerce?: boolean;
  readonly in?: { readonly _zod: { readonly def: SchemaDef } };
  readonly innerType?: { readonly _zod: { readonly def: SchemaDef } };
  readonly options?: readonly { readonly _zod: { readonly def: SchemaDef } }[];
  readonly element?: { readonly _zod: { readonly def: SchemaDef } };
  readonly shape?: Record<string, { readonly _zod: { readonly def: SchemaDef } }>;
}

/** Whether a request field can be read from text: strings, enums, coerced numbers, or a union of one value and a list of them. */
function readsText(def: SchemaDef): boolean {
  switch (def.type) {
    case "string":
    case "enum":
      return true;
    case "number":
      return def.coerce === true;
    case "optional":
    case "default":
      return def.innerType !== undefined && readsText(def.innerType._zod.def);
    case "pipe":
      return def.in !== undefined && readsText(def.in._zod.def);
    case "union":
      // A list field: `[item, ...]` or a single item (one repeated key arrives as a plain string).
      return (def.options ?? []).every(({ _zod: { def: option } }) =>
        option.type === "array" ? option.element !== undefined && readsText(option.element._zod.def) : readsText(option),
      );
    default:
      return false;
  }
}

const shapeOf = (declaration: EndpointDeclaration): Record<string, { readonly _zod: { readonly def: SchemaDef } }> =>
  (declaration.request as unknown as { readonly _zod: { readonly def: SchemaDef } })._zod.def.shape ?? {};

describe("the registry", () => {
  it("registers every contract file that declares endpoints, under its file name, with the very list it exports", () => {
    const declaring = contractFiles.filter((file) => /export const \w+Endpoints = /.test(readFileSync(new URL(file, directory), "utf8")));
    expect(
      Object.keys(endpointsByFile)
        .map((name) => `${name}.ts`)
        .sort(),
    ).toEqual(declaring.sort());
    for (const [name, list] of Object.entries(endpointsByFile)) {
      const exported = Object.entries(modules[`${name}.ts`] ?? {}).find(([exportName]) => exportName.endsWith("Endpoints"))?.[1];
      expect(exported, name).toBe(list);
    }
  });

  it("holds 310 declarations", () => {
    expect(allEndpoints).toHaveLength(310);
  });
});

describe("paths", () => {
  it("start with / and hold no dot, so errors.api.<path>.<code> is a valid i18n key", () => {
    for (const { key, path } of allEndpoints) expect(path, key).toMatch(/^\/[^.\s]*$/);
  });

  it("are unique within a family", () => {
    const seen = allEndpoints.map(({ family, path }) => `${family} ${path}`);
    expect(seen.filter((entry, index) => seen.indexOf(entry) !== index)).toEqual([]);
  });

  it("are shared across families only by calls answering the same codes (their i18n texts are shared)", () => {
    const byPath = new Map<string, EndpointDeclaration[]>();
    for (const declaration of allEndpoints) byPath.set(declaration.path, [...(byPath.get(declaration.path) ?? []), declaration]);
    const shared = [...byPath].filter(([, declarations]) => declarations.length > 1);
    expect(shared.map(([path]) => path).sort()).toEqual(["/checkVerifyCode", "/sendVerifyCode"]);
    for (const [path, declarations] of shared) {
      const codeSets = declarations.map((declaration) => [...declaration.errors].sort((a, b) => a - b).join(","));
      expect(new Set(codeSets).size, path).toBe(1);
    }
  });

  it("take every {param} segment from a required string field of the request", () => {
    for (const declaration of allEndpoints) {
      for (const [, name] of declaration.path.matchAll(/\{(\w+)\}/g)) {
        expect(shapeOf(declaration)[name ?? ""]?._zod.def.type, `${declaration.key} {${name ?? ""}}`).toBe("string");
      }
    }
  });
});

describe("business codes", () => {
  const documented = new Map<number, string>();
  for (const [objectName, codes] of Object.entries(errorCodeObjects)) {
    for (const [codeName, code] of Object.entries(codes)) documented.set(code, `${objectName}.${codeName}`);
  }

  it("are each documented in exactly one *ErrorCode object", () => {
    const all = Object.values(errorCodeObjects).flatMap((codes) => Object.values(codes));
    expect(all.filter((code, index) => all.indexOf(code) !== index)).toEqual([]);
    for (const { key, errors } of allEndpoints) {
      for (const code of errors) expect(documented.has(code), `${key} answers undocumented ${String(code)}`).toBe(true);
    }
  });

  it("never reuse a transport or gateway code, and are listed once per call", () => {
    for (const { key, errors } of allEndpoints) {
      expect(
        errors.filter((code) => transportCodes.has(code)),
        key,
      ).toEqual([]);
      expect(new Set(errors).size, key).toBe(errors.length);
    }
  });
});

describe("GET and form requests", () => {
  const textual = allEndpoints.filter((declaration) => declaration.method === "GET" || declaration.encoding === "form");

  it("read every field from text (strings, enums, coerced numbers, lists of those)", () => {
    expect(textual.length).toBeGreaterThan(20);
    for (const declaration of textual) {
      for (const [field, schema] of Object.entries(shapeOf(declaration))) {
        expect(readsText(schema._zod.def), `${declaration.key}.${field}`).toBe(true);
      }
    }
  });

  it("coerce numbers and accept one value or several for a list, as a query string delivers them", () => {
    const { act75352SignActList, agentOssExport } = { ...modules["act75352.ts"], ...modules["live-data-agent-oss.ts"] } as Record<string, EndpointDeclaration>;
    const list = safeParse(act75352SignActList?.request as $ZodType, { page: "2", size: "50", status: "3" });
    expect(list).toMatchObject({ success: true, data: { page: 2, size: 50, status: 3 } });
    const exportOne = safeParse(agentOssExport?.request as $ZodType, { startTime: "1700000000", endTime: "1700086400", tabs: "core" });
    expect(exportOne).toMatchObject({ success: true, data: { startTime: 1_700_000_000, tabs: ["core"], dataType: 1 } });
    const exportMany = safeParse(agentOssExport?.request as $ZodType, { startTime: "1", endTime: "2", tabs: ["core", "pk"], dataType: "2" });
    expect(exportMany).toMatchObject({ success: true, data: { tabs: ["core", "pk"], dataType: 2 } });
    expect(safeParse(act75352SignActList?.request as $ZodType, { page: "two" }).success).toBe(false);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z as zod } from "zod";
import type { z } from "zod";
import { defineEndpoint } from "#contract/define.ts";
import type { ArgOf } from "#endpoint-builder.ts";
import type { login, LoginUser, Region } from "#contract/main.ts";
import { allEndpoints, endpointsByFile } from "#contract/registry.ts";
import type { liveAgentServiceApi, useGetPermissionsQuery } from "./live-agent-service.ts";
import type { mainApi, useGetRegionsQuery, useGetUserInfoQuery, useLoginMutation } from "./main.ts";
import type { useQryAnchorRelationChgTabVisibleQuery } from "./manage-anchor.ts";
import type { useGetSelfInfoQuery } from "./union-oss.ts";
import type { useGetRecomAnchorEntryQuery } from "./live-agent-front.ts";

const directory = new URL("./", import.meta.url);
const serviceFiles = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
/** Every service module by `./<file>.ts`; importing them all also proves no two inject the same key (it would throw). */
const serviceModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(serviceFiles.map(async (file) => [`./${file}`, (await import(new URL(file, directory).href)) as Record<string, unknown>] as const)),
);

const apiOf = (file: string): { readonly endpoints: object } => {
  const module = serviceModules[`./${file}.ts`] ?? {};
  const api = Object.entries(module).find(([name]) => name.endsWith("Api"))?.[1];
  if (typeof api !== "object" || api === null || !("endpoints" in api)) throw new Error(`services/${file}.ts exports no <name>Api`);
  return api as { readonly endpoints: object };
};

describe("service files", () => {
  it("exist exactly once per contract file of the registry", () => {
    expect(serviceFiles.map((file) => file.replace(/\.ts$/, "")).sort()).toEqual(Object.keys(endpointsByFile).sort());
  });

  it.each(Object.entries(endpointsByFile))("%s injects every declaration of its contract file under its key, as the declared kind", (file, declarations) => {
    const api = apiOf(file);
    for (const declaration of declarations) {
      const endpoint: unknown = Reflect.get(api.endpoints, declaration.key);
      expect(endpoint, declaration.key).toBeDefined();
      const hookName = declaration.kind === "query" ? "useQuery" : "useMutation";
      expect(typeof Reflect.get(endpoint as object, hookName), `${declaration.key}.${hookName}`).toBe("function");
    }
  });

  it("export a hook named after each key (use<Key>Query and useLazy<Key>Query, or use<Key>Mutation)", () => {
    for (const [file, declarations] of Object.entries(endpointsByFile)) {
      const module = serviceModules[`./${file}.ts`] ?? {};
      for (const { key, kind } of declarations) {
        const Key = key.charAt(0).toUpperCase() + key.slice(1);
        const names = kind === "query" ? [`use${Key}Query`, `useLazy${Key}Query`] : [`use${Key}Mutation`];
        for (const name of names) expect(typeof module[name], `${file}: ${name}`).toBe("function");
      }
    }
  });

  it("cover every declaration of the registry", () => {
    const injected = Object.keys(endpointsByFile).flatMap((file) => Object.keys(apiOf(file).endpoints));
    expect(new Set(injected)).toEqual(new Set(allEndpoints.map((declaration) => declaration.key)));
  });

  it("each import only their own contract file, so importing one family never pulls in another", () => {
    for (const file of serviceFiles) {
      const source = readFileSync(new URL(file, directory), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
      expect(imports.sort(), file).toEqual(["#base-api.ts", `#contract/${file}`, "#endpoint-builder.ts"].sort());
    }
  });
});

describe("hook typing (checked by tsc)", () => {
  it("infers arguments from z.input of the request and data from z.output of the response", () => {
    expectTypeOf<typeof useGetUserInfoQuery>().toBeCallableWith();
    expectTypeOf<typeof useGetRegionsQuery>().toBeCallableWith();
    expectTypeOf<typeof useGetSelfInfoQuery>().toBeCallableWith();
    expectTypeOf<typeof useGetRecomAnchorEntryQuery>().toBeCallableWith();
    expectTypeOf<typeof useQryAnchorRelationChgTabVisibleQuery>().toBeCallableWith();
    expectTypeOf<typeof useGetPermissionsQuery>().toBeCallableWith({ permission_query_entry_type: 3 });
    // @ts-expect-error GetPermissions always sends entry type 3 (SPEC 9)
    expectTypeOf<typeof useGetPermissionsQuery>().toBeCallableWith({ permission_query_entry_type: 2 });
    // @ts-expect-error GetPermissions needs its argument
    expectTypeOf<typeof useGetPermissionsQuery>().toBeCallableWith();

    expectTypeOf<typeof mainApi.endpoints.getUserInfo.Types.ResultType>().toEqualTypeOf<LoginUser>();
    expectTypeOf<typeof mainApi.endpoints.getRegions.Types.ResultType>().toEqualTypeOf<Region[]>();
    expectTypeOf<typeof liveAgentServiceApi.endpoints.GetPermissions.Types.ResultType>().toEqualTypeOf<{ permissions: number[] }>();

    type LoginTrigger = ReturnType<typeof useLoginMutation>[0];
    expectTypeOf<Parameters<LoginTrigger>[0]>().toEqualTypeOf<z.input<typeof login.request>>();
    expectTypeOf<typeof mainApi.endpoints.login.Types.ResultType>().toEqualTypeOf<{ token: string; expiresIn: number }>();
  });

  it("lets the argument be left out only when the request has no required field", () => {
    const _optionalOnly = defineEndpoint({
      name: "optionalOnly",
      family: "unionOss",
      method: "GET",
      path: "/optionalOnly",
      summary: "type probe",
      request: () => zod.object({ page: zod.int().optional() }),
      response: () => zod.null(),
    });
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- `void` is the omittable argument under test
    expectTypeOf<ArgOf<typeof _optionalOnly>>().toEqualTypeOf<{ page?: number | undefined } | void>();
    expectTypeOf<ArgOf<typeof login>>().toEqualTypeOf<z.input<typeof login.request>>();
  });
});

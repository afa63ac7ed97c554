import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z as zod } from "zod";
import type { z } from "zod";
import { defineEndpoint } from "#contract/define.ts";
import type { EndpointDeclaration } from "#contract/define.ts";
import type { ArgOf } from "#endpoint-builder.ts";
import { liveAgentFrontEndpoints } from "#contract/live-agent-front.ts";
import { liveAgentServiceEndpoints } from "#contract/live-agent-service.ts";
import type { login, LoginUser, Region } from "#contract/main.ts";
import { mainEndpoints } from "#contract/main.ts";
import { manageAnchorEndpoints } from "#contract/manage-anchor.ts";
import { allEndpoints } from "#contract/registry.ts";
import { unionOssEndpoints } from "#contract/union-oss.ts";
import { liveAgentFrontApi, useGetRecomAnchorEntryQuery } from "./live-agent-front.ts";
import { liveAgentServiceApi, useGetPermissionsQuery } from "./live-agent-service.ts";
import { mainApi, useGetRegionsQuery, useGetUserInfoQuery } from "./main.ts";
import type { useLoginMutation } from "./main.ts";
import { manageAnchorApi, useQryAnchorRelationChgTabVisibleQuery } from "./manage-anchor.ts";
import { unionOssApi, useGetSelfInfoQuery } from "./union-oss.ts";

const services: readonly [string, { readonly endpoints: object }, readonly EndpointDeclaration[]][] = [
  ["main", mainApi, mainEndpoints],
  ["live-agent-service", liveAgentServiceApi, liveAgentServiceEndpoints],
  ["union-oss", unionOssApi, unionOssEndpoints],
  ["live-agent-front", liveAgentFrontApi, liveAgentFrontEndpoints],
  ["manage-anchor", manageAnchorApi, manageAnchorEndpoints],
];

describe("service files", () => {
  it.each(services)("%s injects every declaration of its family under its key, as the declared kind", (_file, api, declarations) => {
    for (const declaration of declarations) {
      const endpoint: unknown = Reflect.get(api.endpoints, declaration.key);
      expect(endpoint, declaration.key).toBeDefined();
      const hookName = declaration.kind === "query" ? "useQuery" : "useMutation";
      expect(typeof Reflect.get(endpoint as object, hookName), `${declaration.key}.${hookName}`).toBe("function");
    }
  });

  it("cover every declaration of the registry with a service file", () => {
    const injected = services.flatMap(([, , declarations]) => declarations.map((declaration) => declaration.key));
    expect(new Set(injected)).toEqual(new Set(allEndpoints.map((declaration) => declaration.key)));
  });

  it("each import only their own family's contract, so importing one family never pulls in another", () => {
    const directory = new URL("./", import.meta.url);
    const files = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(files.sort()).toEqual(services.map(([file]) => `${file}.ts`).sort());
    for (const file of files) {
      const source = readFileSync(new URL(file, directory), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
      expect(imports.sort(), file).toEqual(["#base-api.ts", `#contract/${file}`, "#endpoint-builder.ts"].sort());
    }
  });
});

describe("hook typing (checked by tsc)", () => {
  it("infers arguments from z.input of the request and data from z.output of the response", () => {
    expectTypeOf(useGetUserInfoQuery).toBeCallableWith();
    expectTypeOf(useGetRegionsQuery).toBeCallableWith();
    expectTypeOf(useGetSelfInfoQuery).toBeCallableWith();
    expectTypeOf(useGetRecomAnchorEntryQuery).toBeCallableWith();
    expectTypeOf(useQryAnchorRelationChgTabVisibleQuery).toBeCallableWith();
    expectTypeOf(useGetPermissionsQuery).toBeCallableWith({ permission_query_entry_type: 3 });
    // @ts-expect-error GetPermissions always sends entry type 3 (SPEC 9)
    expectTypeOf(useGetPermissionsQuery).toBeCallableWith({ permission_query_entry_type: 2 });
    // @ts-expect-error GetPermissions needs its argument
    expectTypeOf(useGetPermissionsQuery).toBeCallableWith();

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
      request: zod.object({ page: zod.int().optional() }),
      response: zod.null(),
    });
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- `void` is the omittable argument under test
    expectTypeOf<ArgOf<typeof _optionalOnly>>().toEqualTypeOf<{ page?: number | undefined } | void>();
    expectTypeOf<ArgOf<typeof login>>().toEqualTypeOf<z.input<typeof login.request>>();
  });
});

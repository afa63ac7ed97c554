import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "#contract/registry.ts";
import { families } from "#families.ts";
import { OPENAPI_COMMAND, OPENAPI_FILE, buildOpenApiDocument, generateOpenApi } from "./generate-openapi.ts";

interface Operation {
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly parameters?: readonly { readonly name: string; readonly in: string; readonly required: boolean }[];
  readonly requestBody?: { readonly content: Record<string, unknown> };
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema: { readonly properties: Record<string, unknown> } }> }>;
  readonly "x-business-codes"?: readonly number[];
}

const document = buildOpenApiDocument(allEndpoints, "0.0.0", null) as { openapi: string; paths: Record<string, Record<string, Operation>> };
const operationOf = (key: string): Operation | undefined => {
  const declaration = allEndpoints.find((candidate) => candidate.key === key);
  if (!declaration) return undefined;
  return document.paths[families[declaration.family].baseUrl + declaration.path]?.[declaration.method.toLowerCase()];
};

describe("the OpenAPI document", () => {
  it(`is committed and up to date (regenerate it with \`${OPENAPI_COMMAND}\`)`, async () => {
    expect(existsSync(OPENAPI_FILE), `openapi/openapi.json is missing: run ${OPENAPI_COMMAND}`).toBe(true);
    const committed = readFileSync(OPENAPI_FILE, "utf8");
    const fresh = await generateOpenApi();
    expect(committed === fresh, `openapi/openapi.json differs from the declarations: run ${OPENAPI_COMMAND} and commit it`).toBe(true);
  });

  it("is OpenAPI 3.1 with one operation per declaration, named by its key and tagged by its family", () => {
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(allEndpoints.length);
    for (const declaration of allEndpoints) {
      const operation = operationOf(declaration.key);
      expect(operation?.operationId, declaration.key).toBe(declaration.key);
      expect(operation?.tags).toEqual([declaration.family]);
      expect(Object.keys(operation?.responses["200"]?.content?.["application/json"]?.schema.properties ?? {})).toEqual(["code", "msg", "data"]);
    }
  });

  it("sends GET requests as query parameters, forms and JSON as bodies, and {param} segments in the path", () => {
    const get = operationOf("act75352SignRecordPage");
    expect(get?.requestBody).toBeUndefined();
    expect(get?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain("query:lastId");
    expect(Object.keys(operationOf("ExportRecruitRecord")?.requestBody?.content ?? {})).toEqual(["application/x-www-form-urlencoded"]);
    expect(Object.keys(operationOf("QryAnchorList")?.requestBody?.content ?? {})).toEqual(["application/json"]);
    expect(operationOf("act75352PageByToken")?.parameters).toEqual([expect.objectContaining({ name: "token", in: "path", required: true })]);
    expect(document.paths["/bigo_act_livedata_api/agentOss/queryProxyOverview"]?.post?.operationId).toBe("agentOssQueryProxyOverview");
  });

  it("lists each call's business codes", () => {
    expect(operationOf("RenewalContract")?.["x-business-codes"]).toEqual(expect.arrayContaining([31002, 31003, 31004]));
    expect(operationOf("GetAuthorizationStatus")?.["x-business-codes"]).toBeUndefined();
  });
});

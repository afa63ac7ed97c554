/**
 * Generates the OpenAPI 3.1 document of the contract from the registry (ARCHITECTURE.md,
 * "The contract"): one operation per declaration at `<family base URL><path>`, its method,
 * query parameters (GET) or request body (JSON or form), the `{ code, msg, data }` envelope
 * with the response schema as `data`, the business codes with their English texts, and one
 * tag per family. Schemas come from zod 4's JSON Schema conversion (`toJSONSchema` of
 * `zod/v4/core`, which works for the `zod/mini` schemas), draft 2020-12 as OpenAPI 3.1 expects.
 *
 *   pnpm --filter @agent-portal/api-client openapi      # writes openapi/openapi.json
 *
 * `generate-openapi.test.ts` fails when the committed document differs from a fresh one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import process from "node:process";
import { toJSONSchema } from "zod/v4/core";
import type { $ZodType } from "zod/v4/core";
import type { EndpointDeclaration } from "#contract/define.ts";
import { families, familyIds, successCodeOf } from "#families.ts";
import type { ErrorMessageTable } from "./error-strings.ts";

/** A JSON Schema object as `toJSONSchema` answers it. */
type JsonSchema = Record<string, unknown>;

/** Where the document is written, relative to the package. */
export const OPENAPI_FILE = new URL("../openapi/openapi.json", import.meta.url);

/** The command that regenerates the document. */
export const OPENAPI_COMMAND = "pnpm --filter @agent-portal/api-client openapi";

const jsonSchemaOf = (schema: $ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { target: "draft-2020-12", io }) as JsonSchema;
  return rest;
};

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  typeof schema.properties === "object" && schema.properties !== null ? (schema.properties as Record<string, JsonSchema>) : {};

const requiredOf = (schema: JsonSchema): string[] => (Array.isArray(schema.required) ? (schema.required as string[]) : []);

/** The request schema without the `{param}` fields, which travel in the path. */
function withoutPathParams(schema: JsonSchema, names: readonly string[]): JsonSchema {
  if (names.length === 0) return schema;
  const properties = Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([name]) => !names.includes(name)));
  const required = requiredOf(schema).filter((name) => !names.includes(name));
  return { ...schema, properties, ...(required.length > 0 ? { required } : { required: undefined }) };
}

/** The operation of one declaration. */
function operationOf(declaration: EndpointDeclaration, messages: ErrorMessageTable | null): Record<string, unknown> {
  const family = families[declaration.family];
  const request = jsonSchemaOf(declaration.request, "input");
  const pathNames = [...declaration.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const properties = propertiesOf(request);
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({ name, in: "path", required: true, schema: properties[name] ?? { type: "string" } }));
  const body = withoutPathParams(request, pathNames);
  let requestBody: Record<string, unknown> | undefined;
  if (declaration.method === "GET") {
    const required = requiredOf(body);
    for (const [name, schema] of Object.entries(propertiesOf(body))) {
      parameters.push({ name, in: "query", required: required.includes(name), schema, ...(JSON.stringify(schema).includes('"array"') ? { explode: true } : {}) });
    }
  } else {
    const mediaType = declaration.encoding === "form" ? "application/x-www-form-urlencoded" : "application/json";
    requestBody = { required: true, content: { [mediaType]: { schema: body } } };
  }
  const codes = declaration.errors.map((code) => {
    const text = messages?.messages[messages.codes[String(code)] ?? ""]?.en ?? "";
    return `- ${String(code)}: ${text}`;
  });
  const success = successCodeOf(family.style);
  return {
    operationId: declaration.key,
    summary: declaration.summary,
    description: [
      `SPEC section 7 call \`${declaration.name}\` of ${family.specName}${declaration.group === "" ? "" : ` (${declaration.group})`}; ${declaration.kind}.`,
      ...(codes.length > 0 ? ["", "Business codes (envelope `code`; texts under `errors.api.<path>.<code>`):", ...codes] : []),
    ].join("\n"),
    tags: [declaration.family],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      "200": {
        description: `Envelope: \`code\` ${String(success)} with \`data\` on success; any other code is an error of SPEC section 8 with \`msg\`.`,
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                code: { type: "integer", description: `${String(success)} on success (${family.style} style); else a business or SPEC 8 code.` },
                msg: { type: "string" },
                data: jsonSchemaOf(declaration.response, "output"),
              },
              required: ["code"],
            },
          },
        },
      },
      "401": { description: "Missing or invalid token (SPEC section 8: token error)." },
      "413": { description: "Request too large (SPEC section 8)." },
    },
    ...(declaration.errors.length > 0 ? { "x-business-codes": [...declaration.errors] } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of `endpoints` (the registry's `allEndpoints`), with English texts of
 * the business codes from `messages` (`i18n/error-messages.json`) when given.
 */
export function buildOpenApiDocument(endpoints: readonly EndpointDeclaration[], version: string, messages: ErrorMessageTable | null): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declaration of endpoints) {
    const url = families[declaration.family].baseUrl + declaration.path;
    (paths[url] ??= {})[declaration.method.toLowerCase()] = operationOf(declaration, messages);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Agent Portal API",
      version,
      description:
        "Every call of the agency back-office portal, generated from the declarations of @agent-portal/api-client. Responses are `{ code, msg, data }` envelopes; C++-style families answer code 1 on success and also read the X-Device-Id, X-App-Id (60) and X-Client-Lang headers.",
    },
    servers: [{ url: "/", description: "Same origin; each family's base URL is part of the path (configurable in the client)." }],
    security: [{ bearerAuth: [] }],
    tags: familyIds.map((id) => ({
      name: id,
      description: `${families[id].specName}: base ${families[id].baseUrl}, ${families[id].style} style, ${String(families[id].timeoutMs / 1000)} s budget.`,
    })),
    paths,
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The login token (`Authorization: Bearer <token>`)." } } },
  };
}

/** The document as committed: 2-space JSON with a final newline. */
export const serializeOpenApi = (document: Record<string, unknown>): string => `${JSON.stringify(document, null, 2)}\n`;

/** Builds the document from the registry, the package version and the message table. */
export async function generateOpenApi(): Promise<string> {
  const { allEndpoints } = await import("#contract/registry.ts");
  const { readErrorMessageTable } = await import("./error-strings.ts");
  const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return serializeOpenApi(buildOpenApiDocument(allEndpoints, version, readErrorMessageTable()));
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.info(`wrote ${OPENAPI_FILE.pathname}`);
}

import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";

describe("defineEndpoint", () => {
  it("builds the request and response schemas on their first read, once each", () => {
    const request = vi.fn(() => z.object({ id: z.string() }));
    const response = vi.fn(() => z.object({ ok: z.boolean() }));
    const declaration = defineEndpoint({ name: "Probe", family: "main", path: "/probe", summary: "test only", request, response });
    expect(request).not.toHaveBeenCalled();
    expect(response).not.toHaveBeenCalled();

    const schema = declaration.request;
    expect(declaration.request).toBe(schema);
    expect(request).toHaveBeenCalledTimes(1);
    expect(response).not.toHaveBeenCalled();
    expect(z.safeParse(schema, { id: "7" }).success).toBe(true);

    expect(declaration.response).toBe(declaration.response);
    expect(response).toHaveBeenCalledTimes(1);
  });

  it("keeps the defaults of a POST declaration", () => {
    const declaration = defineEndpoint({ name: "Probe", family: "main", path: "/probe", summary: "test only", request: () => z.object({}), response: () => z.null() });
    expect(declaration).toMatchObject({ key: "Probe", group: "", method: "POST", encoding: "json", kind: "mutation", idempotent: false, tags: [], errors: [] });
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseBearer } from "./bearer.ts";
import { describeIssues, findUnsafeText, toRoutePath } from "./request-input.ts";

describe("parseBearer", () => {
  it.each([
    ["Bearer abc.DEF-123_~+/=", "abc.DEF-123_~+/="],
    ["bearer token", "token"],
    ["  Bearer   token  ", "token"],
  ])("reads %j", (header, token) => {
    expect(parseBearer(header)).toBe(token);
  });

  it.each([undefined, "", "Bearer", "Bearer ", "Basic abc", "Bearer a b", "Bearer a=b", "Bearer ü"])("refuses %j", (header) => {
    expect(parseBearer(header)).toBeNull();
  });
});

describe("describeIssues", () => {
  it("names each failing field with its reason", () => {
    const schema = z.object({ username: z.string(), nested: z.object({ page: z.int() }) });
    const result = schema.safeParse({ username: 1, nested: { page: "x" } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error)).toBe("username: Invalid input: expected string, received number; nested.page: Invalid input: expected number, received string");
    }
  });

  it("labels a whole-request failure", () => {
    const result = z.object({}).safeParse([]);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toMatch(/^\(request\): /);
  });
});

describe("toRoutePath", () => {
  it("turns {param} segments into :param", () => {
    expect(toRoutePath("/api/agent/getChangePageInfo")).toBe("/api/agent/getChangePageInfo");
    expect(toRoutePath("/{token}")).toBe("/:token");
    expect(toRoutePath("/progress/{id}/step/{step_no}")).toBe("/progress/:id/step/:step_no");
  });
});

describe("findUnsafeText", () => {
  it.each([
    ["a NUL byte", { name: "a\u0000b" }, "name: control characters are not allowed"],
    ["a bell deep in a list", { list: [{ remark: "ok" }, { remark: "\u0007" }] }, "list.1.remark: control characters are not allowed"],
    ["DEL", { q: "\u007f" }, "q: control characters are not allowed"],
    ["a control character in a key", { "a\u0000": 1 }, "(key): control characters are not allowed"],
    ["a lone high surrogate", { name: "x\ud800" }, "name: the text is not valid Unicode"],
    ["a lone low surrogate", { name: "\udc00x" }, "name: the text is not valid Unicode"],
    ["a bare string", "\u0000", "(request): control characters are not allowed"],
  ])("names the field of %s", (_label, input, message) => {
    expect(findUnsafeText(input)).toBe(message);
  });

  it("lets tabs, line breaks, emoji and any script through", () => {
    expect(findUnsafeText({ remark: "line 1\r\nline 2\tend", name: "Dewi Lestari ✨ 🎤", ar: "مرحبا", n: 3, b: true, none: null })).toBeNull();
  });
});

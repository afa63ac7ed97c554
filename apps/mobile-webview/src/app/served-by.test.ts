import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { allRoutes } from "@agent-portal/permissions/route-table";
import { BASE_PATH, patternOf } from "@agent-portal/permissions/route-path";
import { WEBVIEW_PATH_PREFIXES, bundleOfPath } from "@agent-portal/permissions/routes/open";
import { describe, expect, it } from "vitest";
import { screens } from "./screens.ts";

/** The regular expression `docs/nginx.conf` maps to the mobile bundle (`map $request_uri $agent_bundle`), as a JS RegExp. */
function nginxMobilePattern(): RegExp {
  const conf = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../../../docs/nginx.conf"), "utf8");
  const match = /^\s*"~\*(\^\/agent\/[^"]+)"\s+mobile;/m.exec(conf);
  if (!match?.[1]) throw new Error("docs/nginx.conf maps no case-insensitive pattern to the mobile bundle");
  return new RegExp(match[1], "i");
}

/** A browser path of a route pattern: params filled with `7`, a wildcard with two segments. */
function samplePath(pattern: string): string {
  const filled = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "7" : segment === "*" ? "x/y" : segment))
    .join("/");
  return `${BASE_PATH}${filled === "/" ? "/" : filled}`;
}

const nginxMobile = nginxMobilePattern();
const served = (path: string): "mobile" | "desktop" => (nginxMobile.test(path) ? "mobile" : "desktop");
/** Every record of one app (Login and NotFound, declared by both, are served by the portal outside the webview's prefixes). */
const records = allRoutes.filter((route) => route.app !== "both");

describe("which bundle serves every path of the route table (SPEC section 2, issue 9)", () => {
  it.each(records.map((route) => [route.name, route.app ?? "desktop", samplePath(patternOf(route.name))] as const))(
    "%s (%s) at %s: the sandbox's rule and docs/nginx.conf agree",
    (_name, app, path) => {
      expect(bundleOfPath(path)).toBe(app);
      expect(served(path)).toBe(app);
      expect(served(`${path}?lang=ar`)).toBe(app);
    },
  );

  it("Login, the root and unknown paths go to the desktop portal, and /agent/mobile is not the webview", () => {
    for (const path of ["/agent/login", "/agent/", "/agent/unknown/page", "/agent/mobile", "/agent/apply-formx", "/agent/apply-progress/7"]) {
      expect(bundleOfPath(path)).toBe("desktop");
      expect(served(path)).toBe("desktop");
    }
  });

  it("every prefix of WEBVIEW_PATH_PREFIXES is in the nginx pattern, case-insensitively, and the webview has a screen for every mobile record", () => {
    for (const prefix of WEBVIEW_PATH_PREFIXES) {
      expect(served(`/agent/${prefix}`)).toBe("mobile");
      expect(served(`/agent/${prefix.toUpperCase()}/7`)).toBe("mobile");
    }
    for (const route of records.filter((record) => record.app === "mobile")) expect(screens[route.name]?.load).toBeTypeOf("function");
  });
});

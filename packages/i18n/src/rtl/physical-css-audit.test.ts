/**
 * The RTL audit (issue 4): no physical left/right layout in the apps and the UI packages, except
 * the reasoned entries of `physical-css-allow-list.ts`. Runs in `pnpm --filter @agent-portal/i18n test`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AUDIT_SKIPPED_FILES, PHYSICAL_ALLOW_LIST } from "./physical-css-allow-list.ts";
import { findUnmirroredIcons } from "./mirrored-icons.ts";
import { findPhysicalCss } from "./physical-css.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The audited source folders: both apps and every package that renders UI. */
const AUDITED = ["apps/portal/src", "apps/mobile-webview/src", "packages/ui-kit/src", "packages/phone-auth/src", "packages/i18n/src"];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(?:tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = AUDITED.flatMap((folder) => sourceFiles(join(root, folder)))
  .map((path) => relative(root, path))
  .filter((file) => !(file in AUDIT_SKIPPED_FILES))
  .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));

const findings = files.flatMap(({ file, text }) => findPhysicalCss(text, file.endsWith(".css") ? "css" : "code").map((finding) => ({ file, ...finding })));

const allowed = (file: string, token: string) => PHYSICAL_ALLOW_LIST.some((entry) => entry.file === file && entry.token === token);

describe("right-to-left audit", () => {
  it("audits real files", () => {
    expect(AUDITED.flatMap((folder) => sourceFiles(join(root, folder))).length).toBeGreaterThan(20);
  });

  it("finds no physical left/right property outside the allow-list", () => {
    const unexpected = findings.filter((finding) => !allowed(finding.file, finding.token)).map((f) => `${f.file}:${f.line} ${f.token} -> use ${f.use}`);
    expect(unexpected).toEqual([]);
  });

  it("mirrors every directional icon (chevrons, arrows, log in/out, panels) with rtl:-scale-x-100", () => {
    const unmirrored = files
      .filter(({ file }) => file.endsWith(".tsx"))
      .flatMap(({ file, text }) => findUnmirroredIcons(text).map((icon) => `${file}:${icon.line} <${icon.icon}> needs className "rtl:-scale-x-100"`));
    expect(unmirrored).toEqual([]);
  });

  it("has no stale allow-list entry", () => {
    const stale = PHYSICAL_ALLOW_LIST.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.token === entry.token));
    expect(stale).toEqual([]);
  });
});

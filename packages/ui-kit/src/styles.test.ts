import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Tests run from the package directory (`pnpm --filter @agent-portal/ui-kit test`).
const css = readFileSync(resolve(process.cwd(), "src/styles.css"), "utf8");

describe("theme tokens", () => {
  it("keeps the SPEC section 2 modal width (464 px) and 300 ms close animation", () => {
    expect(css).toMatch(/--width-modal:\s*464px;/);
    expect(css).toMatch(/--animate-dialog-out:\s*dialog-out 300ms/);
    expect(css).toMatch(/--animate-overlay-out:\s*overlay-out 300ms/);
  });

  it("declares the sources of both apps and phone-auth", () => {
    for (const source of ["../../../apps/portal/src", "../../../apps/mobile-webview/src", "../../phone-auth/src"]) expect(css).toContain(`@source "${source}"`);
  });

  it("overrides every colour of the light theme in the dark theme", () => {
    const theme = css.slice(css.indexOf("@theme {"), css.indexOf("@keyframes"));
    const dark = css.slice(css.indexOf('[data-theme="dark"] {'));
    const semantic = [...theme.matchAll(/(--color-(?:surface|border|fg|on-brand|focus)[\w-]*):/g)].map((match) => match[1]);
    expect(semantic.length).toBeGreaterThan(5);
    for (const token of semantic) expect(dark).toContain(`${token ?? ""}:`);
  });
});

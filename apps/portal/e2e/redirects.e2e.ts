/**
 * Issue 8 item 5 in the browser: whatever the login `redirect` query holds, a value that does
 * not resolve to a page of the portal on its own origin is ignored and the user lands on the
 * portal's home after logging in (`safeRedirect`, `@agent-portal/permissions/url-safety`, whose
 * property tests cover the rest). Same-origin deep links coming back are tested in
 * `foundation.e2e.ts`.
 */
import { expect, logInThroughForm, test } from "./fixtures.ts";

/** Off-origin and scheme tricks; `{host}` and `{origin}` are the portal's own. */
const HOSTILE = [
  "https://evil.example",
  "https://evil.example/agent/",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "https://{host}.evil.example/agent/",
  "http://{host}@evil.example/agent/",
  "{origin}.evil.example/agent/",
];

for (const template of HOSTILE) {
  test(`the redirect ${template} is ignored: the user lands on the portal's home`, async ({ page, baseURL }) => {
    const base = new URL(baseURL ?? "");
    const target = template.replaceAll("{origin}", base.origin).replaceAll("{host}", base.hostname);
    await page.goto(`/agent/login?redirect=${encodeURIComponent(target)}`);
    await logInThroughForm(page, "agency.broker");
    // Home is `/agent` (React Router drops the trailing slash of the basename), nothing else.
    await expect(page).toHaveURL(new RegExp(`^${base.origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/agent/?$`));
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(base.origin);
  });
}

/**
 * The accessibility checks of both apps (issue 8 item 3): axe with the WCAG 2 A and AA rules, and
 * the keyboard walk (every interactive element reached by Tab with a visible focus).
 */
import { createRequire } from "node:module";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** axe-core's browser script, as `@axe-core/playwright` ships it. */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core") as { source: string }).source;

/** The part of axe's browser API the checks use. */
interface AxeRunner {
  run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }>;
}

/** What a page shows while its data or a deferred part is on its way: busy regions and skeletons. */
export const LOADING_PLACEHOLDERS = '[aria-busy="true"], [data-slot="skeleton"]';

/**
 * Waits until the page shows no visible loading placeholder ({@link LOADING_PLACEHOLDERS}): the
 * content a whole-page check reads (axe, the keyboard walk) is on screen, not a skeleton of it.
 * Placeholders in hidden parts do not count: a page kept as a hidden tab of the tab bar may stay
 * mid-load until it is shown again (its loads resume then). A test that asserts on one element
 * waits for that element instead.
 */
export async function expectContentLoaded(page: Page): Promise<void> {
  await expect(page.locator(LOADING_PLACEHOLDERS).filter({ visible: true })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe with the WCAG 2 A and AA rules (`wcag2a`, `wcag2aa`) on the whole document once its content
 * has loaded ({@link expectContentLoaded});
 * violations as `rule (impact): targets` lines (empty when none). axe is evaluated into the page
 * once per document (not added as a script element, so the CSP is untouched) and kept across
 * in-app navigations; only violations are collected, which keeps a run over many routes short.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await expectContentLoaded(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: AxeRunner }).axe;
    const results = await runner.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, resultTypes: ["violations"] });
    return results.violations.map((violation) => `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  });
}

/** What the focused element is: its tag index (`data-a11y-index`, see {@link tagInteractive}), whether its focus is visible, and a label. */
export interface FocusState {
  readonly index: string | null;
  readonly visible: boolean;
  readonly label: string;
}

/**
 * The focused element's {@link FocusState}: visible means it matches `:focus-visible` and shows an
 * outline (style not `none`, width > 0) or a box-shadow ring. `index` is null on the body.
 */
export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { index: null, visible: false, label: "(body)" };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== "none";
    return {
      index: element.dataset.a11yIndex ?? null,
      visible: element.matches(":focus-visible") && (outlined || ringed),
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent).trim().slice(0, 40)}"`,
    };
  });
}

/**
 * Tags every visible interactive element of the page (links, enabled buttons, inputs other than
 * hidden ones, selects, textareas, `tabindex` other than -1; not inside `[hidden]`, `[inert]` or
 * `[aria-hidden='true']`) with `data-a11y-index` in document order, and answers their labels
 * (`tag "aria-label or text"`) in that order.
 */
export async function tagInteractive(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => element.getClientRects().length > 0 && !element.closest("[hidden], [inert], [aria-hidden='true']");
    return [...document.querySelectorAll<HTMLElement>(selector)].filter(visible).map((element, index) => {
      element.dataset.a11yIndex = String(index);
      return `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent).trim().slice(0, 40)}"`;
    });
  });
}

/** How {@link expectTabWalk} walks: more than `minimum` interactive elements must be found; Tab is pressed once per element plus `extraTabs`. */
export interface TabWalkOptions {
  readonly minimum: number;
  readonly extraTabs: number;
}

/**
 * The keyboard walk from where focus is now (a fresh load: the top of the document), once the
 * page's content has loaded ({@link expectContentLoaded}; the caller also waits for the last part
 * of the page to appear): tags the page's interactive elements ({@link tagInteractive}), expects
 * more than `minimum` of them,
 * presses Tab `count + extraTabs` times, and fails the test on any element not reached
 * ("not reachable by Tab") or focused without a visible outline ("focused without a visible
 * outline").
 */
export async function expectTabWalk(page: Page, { minimum, extraTabs }: TabWalkOptions): Promise<void> {
  await expectContentLoaded(page);
  const labels = await tagInteractive(page);
  expect(labels.length).toBeGreaterThan(minimum);
  const reached = new Set<string>();
  const invisible: string[] = [];
  for (let step = 0; step < labels.length + extraTabs; step += 1) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (state.index === null) continue;
    reached.add(state.index);
    if (!state.visible) invisible.push(state.label);
  }
  expect(
    labels.filter((_label, index) => !reached.has(String(index))),
    "not reachable by Tab",
  ).toEqual([]);
  expect(invisible, "focused without a visible outline").toEqual([]);
}

import { render, screen as view } from "@testing-library/react";
import type { ComponentType } from "react";
import { createI18n } from "@agent-portal/i18n";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppStoreLoader } from "#store/app-store.ts";
import { TestBoundary } from "#testing/boundary.tsx";
import { lazyScreen } from "./lazy-screen.tsx";
import { screen, tableScreen } from "./screen-options.ts";
import { provideScreenStrings } from "./screen-strings.ts";
import type { ScreenTableModule } from "./screen-options.ts";

/** A store loader the tests never expect to be called (no screen here provides the store). */
const noStore: AppStoreLoader = () => Promise.reject(new Error("the store was loaded"));

/** A screen module whose page shows `text`. */
function page(text: string) {
  return () => Promise.resolve({ default: (() => <p>{text}</p>) as ComponentType });
}

/** Runs a route's `lazy` and renders the component it answers. */
async function renderLazy(lazy: ReturnType<typeof lazyScreen>) {
  if (typeof lazy !== "function") throw new Error("expected a lazy function");
  const { Component } = (await lazy()) as { Component: ComponentType };
  render(
    <TestBoundary>
      <Component />
    </TestBoundary>,
  );
}

describe("tableScreen (a screen declared in a lazily loaded table)", () => {
  const fallback = screen(page("Not built yet"));

  it("renders the table's screen for the route, loading the table once per navigation", async () => {
    const loadTable = vi.fn(() => Promise.resolve<ScreenTableModule>({ screens: { RecruitList: screen(page("Recruit list")) } }));
    await renderLazy(lazyScreen(tableScreen(loadTable, "RecruitList", fallback), { loadStore: noStore, provideStore: false }));
    expect(view.getByText("Recruit list")).toBeVisible();
    expect(loadTable).toHaveBeenCalledTimes(1);
  });

  it("renders the fallback when the table has no screen for the route", async () => {
    const loadTable = () => Promise.resolve<ScreenTableModule>({ screens: {} });
    await renderLazy(lazyScreen(tableScreen(loadTable, "PaymentBlacklist", fallback), { loadStore: noStore, provideStore: false }));
    expect(view.getByText("Not built yet")).toBeVisible();
  });

  it("answers the route's error screen when the table's chunk fails to load, never a rejected lazy", async () => {
    const loadTable = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
    await renderLazy(lazyScreen(tableScreen(loadTable, "RecruitList", fallback), { loadStore: noStore, provideStore: false }));
    expect(view.getByText("boundary: Failed to fetch dynamically imported module")).toBeVisible();
  });
});

describe("lazyScreen and the split locale file's rest (route option bootStrings)", () => {
  /** An app's strings whose rest part answers only when `release` is called. */
  async function heldStrings() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const files: Record<string, object> = {
      "http://portal.test/en.json": { "@rest": "en-rest.json", login: { title: "Log in" } },
      "http://portal.test/en-rest.json": { payment: { title: "Payment" } },
    };
    const fetchFn: typeof fetch = async (input) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("en-rest.json")) await held;
      return Response.json(files[url]);
    };
    const strings = createI18n({ language: "en", fetch: fetchFn, localeUrls: { en: "http://portal.test/en.json" }, storage: null, document: null, react: false });
    provideScreenStrings(strings);
    return { release, i18n: await strings };
  }
  afterEach(() => provideScreenStrings(null));

  it("waits for the rest of the strings before a screen renders, and not for a bootStrings screen", async () => {
    const { release, i18n } = await heldStrings();
    const lazy = (options = {}) => lazyScreen(screen(page("page"), options), { loadStore: noStore, provideStore: false });
    const plain = lazy();
    const boot = lazy({ bootStrings: true });
    if (typeof plain !== "function" || typeof boot !== "function") throw new Error("expected lazy functions");
    let plainDone = false;
    const plainLoad = plain().then(() => (plainDone = true));
    await boot();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plainDone).toBe(false);
    expect(i18n.exists("payment.title")).toBe(false);
    release();
    await plainLoad;
    expect(i18n.t("payment.title")).toBe("Payment");
  });
});

describe("lazyScreen and the warmUp route option", () => {
  /** An app's strings in English, all in one file. */
  async function englishStrings() {
    const fetchFn: typeof fetch = () => Promise.resolve(Response.json({ format: { beans: "{{count}} beans" } }));
    const strings = createI18n({ language: "en", fetch: fetchFn, localeUrls: { en: "http://portal.test/en.json" }, storage: null, document: null, react: false });
    provideScreenStrings(strings);
    return strings;
  }
  afterEach(() => provideScreenStrings(null));

  it("runs the formatter calls with the active language's formatters, each in a task of its own, before the screen can render", async () => {
    await englishStrings();
    const order: string[] = [];
    const seen: string[] = [];
    const load = () => {
      order.push("module requested");
      return page("Home")();
    };
    const warmUp = [
      (format: Formatters) => {
        order.push("first call");
        seen.push(format.number(1234.5));
      },
      (format: Formatters) => {
        order.push("second call");
        seen.push(format.language);
      },
    ];
    const lazy = lazyScreen(screen(load, { warmUp, bootStrings: true }), { loadStore: noStore, provideStore: false });
    if (typeof lazy !== "function") throw new Error("expected a lazy function");
    let settled = false;
    const loading = lazy().then((route) => {
      settled = true;
      return route;
    });
    // The module is requested at once; the calls wait for a task of their own.
    await Promise.resolve();
    expect(order).toEqual(["module requested"]);
    const { Component } = (await loading) as { Component: ComponentType };
    expect(settled).toBe(true);
    expect(order).toEqual(["module requested", "first call", "second call"]);
    expect(seen).toEqual(["1,234.5", "en"]);
    render(<Component />);
    expect(view.getByText("Home")).toBeVisible();
  });

  it("renders the screen when a call throws, and makes no call when no app was started", async () => {
    await englishStrings();
    const later = vi.fn();
    const failing = [
      () => {
        throw new Error("no such format");
      },
      later,
    ];
    await renderLazy(lazyScreen(screen(page("Core tab"), { warmUp: failing, bootStrings: true }), { loadStore: noStore, provideStore: false }));
    expect(view.getByText("Core tab")).toBeVisible();
    expect(later).toHaveBeenCalledTimes(1);

    provideScreenStrings(null);
    const unused = vi.fn();
    await renderLazy(lazyScreen(screen(page("Without an app"), { warmUp: [unused] }), { loadStore: noStore, provideStore: false }));
    expect(view.getByText("Without an app")).toBeVisible();
    expect(unused).not.toHaveBeenCalled();
  });
});

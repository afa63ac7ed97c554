import { render, screen as view } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AppStoreLoader } from "#store/app-store.ts";
import { TestBoundary } from "#testing/boundary.tsx";
import { lazyScreen } from "./lazy-screen.tsx";
import { screen, tableScreen } from "./screen-options.ts";
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

import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { RouterProvider, createMemoryRouter, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRouteErrorBoundary, isChunkLoadError } from "./route-error-boundary.tsx";

async function renderRoute(loader: () => unknown, options: { touch?: boolean } = {}): Promise<void> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const NotFound = () => <p>Not found here</p>;
  const router = createMemoryRouter([
    { path: "/", loader, HydrateFallback: () => null, Component: () => <p>The screen</p>, ErrorBoundary: createRouteErrorBoundary({ NotFound, ...options }) },
  ]);
  const wrap = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  render(wrap(<RouterProvider router={router} />));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://x/agent/assets/a.js",
    "error loading dynamically imported module",
    "Importing a module script failed.",
    "Unable to preload CSS for /agent/assets/a.css",
    "Failed to load module script: Expected a JavaScript module script",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it("is false for other errors and non-errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("createRouteErrorBoundary", () => {
  it("renders the app's NotFound in place for a 404, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText("Not found here")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(log.mock.calls.some((call) => call[0] instanceof Error)).toBe(false);
  });

  it("shows the translated error with Try again, which runs the loader again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    await renderRoute(() => {
      calls += 1;
      if (calls === 1) throw new Error("the call failed");
      return null;
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.errors.screen);
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("uses 44 px buttons in the touch layout", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderRoute(
      () => {
        throw new Error("boom");
      },
      { touch: true },
    );
    await screen.findByRole("alert");
    expect(screen.getByRole("button", { name: en.common.retry })).toHaveClass("h-11");
    expect(screen.getByRole("button", { name: en.common.reload })).toHaveClass("h-11");
  });
});

import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { render, screen } from "@testing-library/react";
import { chainOf } from "@agent-portal/permissions/route-table";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppStoreLoader } from "@agent-portal/app-runtime/store/app-store";
import { bootTitleKey } from "./root-shell.tsx";
import { buildRoutes } from "./routes.tsx";
import { descriptionKeyFor } from "./page-description.ts";

// The release the build defines (vite.config.ts `define`), read by the route table's telemetry.
vi.hoisted(() => {
  Object.assign(globalThis, { __APP_VERSION__: "test" });
});

/** A store that never arrives: the first navigation stays on the boot screen. */
const neverLoaded: AppStoreLoader = () => new Promise(() => undefined);

async function boot(path: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const router = createMemoryRouter(buildRoutes(neverLoaded), { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  window.localStorage.clear();
});

describe("BootFallback (the boot screen of a first load)", () => {
  it("shows the layout's frame and the page's title while a layout page's session loads", async () => {
    await boot("/broadcaster/list/list/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Broadcaster list" })).toBeVisible();
    expect(screen.getByText(en.app.name)).toBeVisible();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: en.layout.loadingPage })).toBeInTheDocument();
  });

  it("keeps the sidebar's collapsed width and hides the name there, as the layout does", async () => {
    window.localStorage.setItem("menu_collapsed", "1");
    const { container } = await boot("/broadcaster/list/list/all");
    await screen.findByRole("heading", { level: 1, name: "Broadcaster list" }, { timeout: 10_000 });
    const sidebar = container.querySelector('[data-slot="sidebar"]');
    expect(sidebar?.className).toContain("w-sidebar-collapsed");
    expect(screen.queryByText(en.app.name)).toBeNull();
  });

  it("draws the home's description under its title, the same line the layout's header shows, before the session loads", async () => {
    await boot("/");
    expect(await screen.findByRole("heading", { level: 1, name: en.route.Welcome })).toBeVisible();
    expect(screen.getByText(en.welcome.description)).toBeVisible();
    expect(descriptionKeyFor(chainOf("Welcome"))).toBe("welcome.description");
    expect(descriptionKeyFor(chainOf("LiveDataCore"))).toBe("dataCenter.coreDescription");
    expect(descriptionKeyFor(chainOf("ListAll"))).toBeNull();
  });

  it("frames only pages of the main layout", () => {
    const list = chainOf("ListAll");
    expect(bootTitleKey(list)).toBe(titleKeyFor(list));
    expect(bootTitleKey(list)).not.toBeNull();
    expect(bootTitleKey(chainOf("Login"))).toBeNull();
  });

  it("asks for the store only once the boot screen has painted", async () => {
    const loadStore = vi.fn(neverLoaded);
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    try {
      // A fresh module: the boot paint is awaited once per page load.
      vi.resetModules();
      const fresh = await import("./routes.tsx");
      const router = createMemoryRouter(fresh.buildRoutes(loadStore), { initialEntries: ["/broadcaster/list/list/all"] });
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
      await screen.findByRole("progressbar", { name: en.layout.loadingPage });
      expect(loadStore).not.toHaveBeenCalled();
      // Two frames, then a task (no paint timing in jsdom).
      frames.shift()?.(0);
      frames.shift()?.(16);
      await vi.waitFor(() => {
        expect(loadStore).toHaveBeenCalled();
      });
    } finally {
      raf.mockRestore();
    }
  });
});

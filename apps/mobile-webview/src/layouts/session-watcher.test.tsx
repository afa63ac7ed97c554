import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { loggedIn, logout, selectTokenErrors } from "@agent-portal/session";
import { createTestTokenErrorReceived } from "@agent-portal/session/test-support";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Provider } from "react-redux";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "#app/store.ts";
import type { AppStore } from "#app/store.ts";

const host = vi.hoisted(() => ({ notifyHostLogout: vi.fn(() => Promise.resolve("standalone" as const)) }));
vi.mock("#integration/host-logout.ts", () => host);

// Leaving clears the session through the store kit (`logOut`); here, the store the watcher renders with.
const kit = vi.hoisted(() => ({ store: null as AppStore | null, logOut: vi.fn() }));
vi.mock("#app/app-store.ts", () => ({
  loadAppStore: () => Promise.resolve({ store: kit.store, logOut: kit.logOut }),
}));

const { SessionWatcher } = await import("./session-watcher.tsx");

const tokenError = createTestTokenErrorReceived();

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

beforeEach(() => {
  // No call of the watcher's refresh loops answers here.
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => undefined)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function setup() {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: "tok" }));
  kit.store = store;
  kit.logOut.mockImplementation(() => store.dispatch(logout()));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const router = createMemoryRouter(
    [
      { path: "/apply-form", element: <SessionWatcher seen={{ tokenErrors: selectTokenErrors(store.getState()), refreshFailures: 0 }} /> },
      { path: "/m/login", element: <LoginProbe /> },
    ],
    { initialEntries: ["/apply-form?step=2"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  return store;
}

describe("the webview's SessionWatcher (SPEC 4; issue 8 auth races)", () => {
  it("shows one unauthorized modal for 50 concurrent token errors, and leaves once: one host logout, one redirect, one logout", async () => {
    const store = await setup();
    expect(store.getState().session.token).toBe("tok");
    act(() => {
      for (let i = 0; i < 50; i += 1) store.dispatch(tokenError);
    });
    // The dialogs' chunk loads the first time one must open.
    await screen.findByRole("dialog", { name: "Not authorised" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    const ok = screen.getByRole("button", { name: "Go to login" });
    act(() => {
      ok.click();
      ok.click();
    });
    const login = await screen.findByTestId("login");
    expect(login.textContent).toBe(`/m/login?redirect=${encodeURIComponent(window.location.href)}`);
    await waitFor(() => expect(kit.logOut).toHaveBeenCalledTimes(1));
    expect(host.notifyHostLogout).toHaveBeenCalledTimes(1);
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

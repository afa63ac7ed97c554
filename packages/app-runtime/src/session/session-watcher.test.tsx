import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { mainApi, useGetRegionsQuery, useGetUserInfoQuery } from "@agent-portal/api-client/services/main";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import { defaultPhoneAuthController } from "@agent-portal/phone-auth/controller";
import { agencyPermissionsReceived, userInfoReceived, userInfoRefreshFailed } from "@agent-portal/session";
import { createTestLoginUser, createTestTokenErrorReceived } from "@agent-portal/session/test-support";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigate } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestKit } from "#testing/test-kit.tsx";
import SessionWatcher from "./session-watcher.tsx";

// The modals load lazily the first time one must open; load that chunk once up front, so a busy
// machine's first import does not count against the first test's wait.
beforeAll(async () => {
  await import("#components/session-dialogs.tsx");
});

afterEach(() => {
  resetApiClientConfig();
});

const tokenError = createTestTokenErrorReceived();
const refreshFailure = userInfoRefreshFailed({ kind: "network", url: "/agent/user/info", httpStatus: null, code: null, messageKeys: ["errors.network"], fallbackMessage: "" });

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

/** A screen whose regions never arrive. */
function SlowScreen() {
  useGetRegionsQuery();
  return <Link to="/broadcaster/list">to the list</Link>;
}

/** The layout's own read, still watched after the route change. */
function LayoutRead() {
  useGetUserInfoQuery();
  return null;
}

const never = () => new Promise<never>(() => undefined);

/** The layout of the test: the page, its own read, and the watcher, whose `leave` goes to login and logs out (as the portal's). */
function Layout({ watch }: { watch: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <Outlet />
      <LayoutRead />
      {watch && (
        <SessionWatcher
          leave={async (returnTo) => {
            await navigate(`/login?redirect=${encodeURIComponent(returnTo)}`, { replace: true });
            kitOfTest?.logOut();
          }}
        />
      )}
    </>
  );
}

let kitOfTest: ReturnType<typeof createTestKit>["kit"] | null = null;

async function setup(options: { initialEntry?: string; user?: boolean; watch?: boolean; listLoader?: () => null } = {}) {
  const { kit, session } = createTestKit({ "main /agent/permission/getRegions": never, "main /agent/user/info": never }, { token: "tok" });
  kitOfTest = kit;
  if (options.user !== false) session.store.dispatch(userInfoReceived(createTestLoginUser()));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const routes = (watch: boolean) => [
    {
      path: "/",
      element: <Layout watch={watch} />,
      children: [
        { path: "broadcaster/list", element: <p>list</p>, ...(options.listLoader ? { loader: options.listLoader, HydrateFallback: () => null } : {}) },
        { path: "slow", element: <SlowScreen /> },
      ],
    },
    { path: "/login", element: <LoginProbe /> },
  ];
  const router = createMemoryRouter(routes(options.watch !== false), { initialEntries: [options.initialEntry ?? "/broadcaster/list?page=2"] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <kit.StoreProvider>
        <RouterProvider router={router} />
      </kit.StoreProvider>
    </I18nextProvider>,
  );
  return { ...session, kit, router, view, i18n };
}

describe("SessionWatcher (SPEC 4; auth races)", () => {
  it("shows one unauthorized modal for 50 token errors, and leaves once: one redirect with the current URL, one logout", async () => {
    const { store } = await setup();
    act(() => {
      for (let i = 0; i < 50; i += 1) store.dispatch(tokenError);
    });
    const modal = await screen.findByRole("dialog", { name: "Not authorised" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    const ok = screen.getByRole("button", { name: "Go to login" });
    act(() => {
      ok.click();
      ok.click();
    });
    const login = await screen.findByTestId("login");
    expect(login.textContent).toBe(`/login?redirect=${encodeURIComponent(window.location.href)}`);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(modal).not.toBeInTheDocument();
  });

  it("shows a token error that happened before it mounted (the webview mounts it after its first paint)", async () => {
    const { kit, store } = await setup({ watch: false });
    act(() => {
      store.dispatch(tokenError);
    });
    expect(kit.alerts.getSnapshot().unauthorized).toBe(true);
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
    const router = createMemoryRouter([{ path: "/", element: <SessionWatcher leave={() => Promise.resolve()} /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <kit.StoreProvider>
          <RouterProvider router={router} />
        </kit.StoreProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole("dialog", { name: "Not authorised" })).toBeInTheDocument();
  });

  it("runs the guard (the route's loader) again on the page shown when the permissions change, and not when an answer repeats them", async () => {
    let guardRuns = 0;
    const { store } = await setup({
      listLoader: () => {
        guardRuns += 1;
        return null;
      },
    });
    await screen.findByText("list");
    expect(guardRuns).toBe(1);
    act(() => {
      store.dispatch(agencyPermissionsReceived([1, 2]));
    });
    await waitFor(() => expect(guardRuns).toBe(2));
    act(() => {
      store.dispatch(agencyPermissionsReceived([1, 2]));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(guardRuns).toBe(2);
    act(() => {
      store.dispatch(agencyPermissionsReceived([1]));
    });
    await waitFor(() => expect(guardRuns).toBe(3));
  });

  it("shows the re-login confirm once when the refetch fails, and not again after Stay", async () => {
    const { store } = await setup();
    act(() => {
      store.dispatch(refreshFailure);
    });
    await screen.findByRole("dialog", { name: "Session expired" });
    await userEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Session expired" })).toBeNull());
    act(() => {
      store.dispatch(refreshFailure);
      store.dispatch(refreshFailure);
    });
    expect(screen.queryByRole("dialog", { name: "Session expired" })).toBeNull();
    expect(store.getState().session.token).toBe("tok");
  });

  it("shows the unauthorized modal rather than the re-login confirm when both happen", async () => {
    const { store } = await setup();
    act(() => {
      store.dispatch(userInfoRefreshFailed({ kind: "token", url: "/agent/user/info", httpStatus: 200, code: 20003, messageKeys: [], fallbackMessage: "" }));
      store.dispatch(tokenError);
    });
    await screen.findByRole("dialog", { name: "Not authorised" });
    expect(screen.queryByRole("dialog", { name: "Session expired" })).toBeNull();
  });

  it("loads the session when phone verification is asked for and no user is loaded (the phone dialogs need the user's id)", async () => {
    const { requests } = await setup({ user: false, initialEntry: "/broadcaster/list" });
    const before = requests.filter((request) => request.path === "/agent/user/info").length;
    let waiting: Promise<boolean> = Promise.resolve(false);
    act(() => {
      waiting = defaultPhoneAuthController.request();
    });
    await waitFor(() => expect(requests.filter((request) => request.path === "/agent/user/info").length).toBeGreaterThan(before));
    act(() => {
      defaultPhoneAuthController.settle(false);
    });
    await expect(waiting).resolves.toBe(false);
  });
});

describe("SessionWatcher: a route change aborts the pending calls of the left screen (retry policy)", () => {
  it("aborts the left screen's pending read and keeps the layout's", async () => {
    const { store, requests } = await setup({ initialEntry: "/slow" });
    await waitFor(() => expect(requests.map((request) => request.path).sort()).toEqual(["/agent/permission/getRegions", "/agent/user/info"]));
    await userEvent.click(screen.getByRole("link", { name: "to the list" }));
    await screen.findByText("list");
    await waitFor(() => expect(mainApi.endpoints.getRegions.select()(store.getState()).status).toBe("rejected"));
    expect(mainApi.endpoints.getRegions.select()(store.getState()).error).toMatchObject({ name: "AbortError" });
    expect(mainApi.endpoints.getUserInfo.select()(store.getState()).status).toBe("pending");
  });
});

import { loggedIn, selectSessionStatus, sessionActions } from "@agent-portal/session";
import { act, render } from "@testing-library/react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "#app/store.ts";

// The watcher's own behaviour is the portal's and the session package's to test; here it renders nothing.
vi.mock("./session-watcher.tsx", () => ({ SessionWatcher: () => null }));

const { default: LayoutServices } = await import("./layout-services.tsx");

beforeEach(() => {
  // The session's calls never answer here: the test reads only whether the load started.
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => undefined)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderServices() {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: "t-open-page" }));
  render(
    <Provider store={store}>
      <LayoutServices seen={{ tokenErrors: 0, refreshFailures: 0 }} />
    </Provider>,
  );
  return store;
}

describe("the mobile layout's session load", () => {
  it("loads nothing for a page open to any user", async () => {
    const store = renderServices();
    await act(async () => {
      await Promise.resolve();
    });
    expect(selectSessionStatus(store.getState())).not.toBe("loading");
  });

  it("loads the session once phone verification is asked for (the dialogs need the user's id)", async () => {
    const store = renderServices();
    await act(async () => {
      store.dispatch(sessionActions.transportEventReceived({ type: "phoneAuthRequired" } as never));
      await Promise.resolve();
    });
    expect(selectSessionStatus(store.getState())).toBe("loading");
  });
});

import { describe, expect, it, vi } from "vitest";
import { hang, installFakeApi } from "#testing/fake-api.ts";
import { createTestStore as createStore, resetApiClientAfterEach } from "#testing/test-store.ts";
import { abortUnwatchedQueries } from "./base-api.ts";
import { mainApi } from "./services/main.ts";

resetApiClientAfterEach();

const loginArgs = { username: "manager", password: "pw", code: "123456" };

describe("abortUnwatchedQueries (issue 8: a route change aborts its pending calls)", () => {
  it("aborts a pending query whose screen unsubscribed, and keeps the one still watched", async () => {
    const { requests } = installFakeApi((request) => hang(request));
    const store = createStore();
    const leftScreen = store.dispatch(mainApi.endpoints.getRegions.initiate());
    const layout = store.dispatch(mainApi.endpoints.getUserInfo.initiate());
    await vi.waitFor(() => expect(requests).toHaveLength(2));

    leftScreen.unsubscribe(); // the screen unmounted on the route change
    expect(store.dispatch(abortUnwatchedQueries())).toBe(1);

    // RTK Query settles an aborted thunk at once with its own AbortError.
    await expect(leftScreen).resolves.toMatchObject({ isError: true, error: { name: "AbortError" } });
    const regionsRequest = requests.find((request) => request.url.endsWith("/getRegions"));
    const userInfoRequest = requests.find((request) => request.url.endsWith("/user/info"));
    expect(regionsRequest?.signal.aborted).toBe(true);
    expect(userInfoRequest?.signal.aborted).toBe(false);
    layout.abort();
    await layout;
  });

  it("never aborts a running mutation", async () => {
    const { requests } = installFakeApi((request) => hang(request));
    const store = createStore();
    const submit = store.dispatch(mainApi.endpoints.login.initiate(loginArgs));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(store.dispatch(abortUnwatchedQueries())).toBe(0);
    expect(requests[0]?.signal.aborted).toBe(false);
    submit.abort();
    await submit;
  });

  it("refetches an aborted query when a screen watches it again", async () => {
    let answer = false;
    const { requests } = installFakeApi((request) => (answer ? Response.json({ code: 0, msg: "", data: [] }) : hang(request)));
    const store = createStore();
    const first = store.dispatch(mainApi.endpoints.getRegions.initiate());
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    first.unsubscribe();
    store.dispatch(abortUnwatchedQueries());
    await first;
    answer = true;
    const again = store.dispatch(mainApi.endpoints.getRegions.initiate());
    await expect(again).resolves.toMatchObject({ data: [] });
    expect(requests).toHaveLength(2);
    again.unsubscribe();
  });
});

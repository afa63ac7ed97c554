import type { BaseQueryApi } from "@reduxjs/toolkit/query";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "#contract/define.ts";
import { getUserInfo, login } from "#contract/main.ts";
import { isApiError } from "#errors.ts";
import { createMockLoginUser } from "#mocks/main.ts";
import { envelope, hang, installFakeApi } from "#testing/fake-api.ts";
import { createTestStore as createStore, resetApiClientAfterEach } from "#testing/test-store.ts";
import { apiBaseQuery, baseApi } from "./base-api.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "./endpoint-builder.ts";
import { mainApi } from "./services/main.ts";

resetApiClientAfterEach();

const loginArgs = { username: "manager", password: "pw", code: "123456" };

describe("apiBaseQuery", () => {
  const queryApi = (signal: AbortSignal) => ({ signal }) as unknown as BaseQueryApi;

  it("answers { data } with the response schema's output", async () => {
    installFakeApi(() => envelope(0, createMockLoginUser()));
    const result = await apiBaseQuery({ endpoint: getUserInfo, args: undefined }, queryApi(new AbortController().signal), {});
    expect(result).toEqual({ data: createMockLoginUser() });
  });

  it("answers { error } as a plain, serialisable ApiError", async () => {
    installFakeApi(() => envelope(10001, null, "Wrong password"));
    const result = await apiBaseQuery({ endpoint: login, args: loginArgs }, queryApi(new AbortController().signal), {});
    expect("error" in result && isApiError(result.error)).toBe(true);
    expect("error" in result && Object.getPrototypeOf(result.error)).toBe(Object.prototype);
    expect("error" in result && structuredClone(result.error)).toEqual("error" in result && result.error);
    expect("error" in result && JSON.parse(JSON.stringify(result.error))).toEqual("error" in result && result.error);
  });

  it("passes RTK Query's signal to the call", async () => {
    const { requests } = installFakeApi((request) => hang(request));
    const controller = new AbortController();
    const pending = apiBaseQuery({ endpoint: getUserInfo, args: undefined }, queryApi(controller.signal), {});
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ error: { kind: "aborted" } });
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});

describe("baseApi in a store", () => {
  it("stores a query's data under reducerPath 'api'", async () => {
    installFakeApi(() => envelope(0, createMockLoginUser({ username: "boss" })));
    const store = createStore();
    const result = await store.dispatch(mainApi.endpoints.getUserInfo.initiate());
    expect(result.data?.username).toBe("boss");
    expect(mainApi.endpoints.getUserInfo.select()(store.getState()).data?.username).toBe("boss");
  });

  it("takes no argument and {} as one request: one call, one cache entry", async () => {
    const { requests } = installFakeApi(() => envelope(0, createMockLoginUser({ username: "boss" })));
    const store = createStore();
    const [bare, empty] = await Promise.all([store.dispatch(mainApi.endpoints.getUserInfo.initiate()), store.dispatch(mainApi.endpoints.getUserInfo.initiate({}))]);
    expect(bare.data?.username).toBe("boss");
    expect(empty.data?.username).toBe("boss");
    expect(requests).toHaveLength(1);
    expect(Object.keys(store.getState().api.queries)).toEqual(["getUserInfo({})"]);
  });

  it("stores a failed mutation's ApiError without tripping the serialisability check", async () => {
    const consoleError = vi.spyOn(console, "error");
    installFakeApi(() => envelope(10003, null, "Account disabled"));
    const store = createStore();
    const result = await store.dispatch(mainApi.endpoints.login.initiate(loginArgs));
    expect("error" in result && result.error).toEqual({
      kind: "business",
      url: "/agent/user/login",
      httpStatus: 200,
      code: 10003,
      messageKeys: ["errors.api./agent/user/login.10003"],
      fallbackMessage: "Account disabled",
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("aborts the call when RTK Query's request is aborted", async () => {
    const { requests } = installFakeApi((request) => hang(request));
    const store = createStore();
    const pending = store.dispatch(mainApi.endpoints.getRegions.initiate());
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    pending.abort();
    await pending;
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it("refetches a query when a successful mutation invalidates its tag, and not after a failed one", async () => {
    let failMutation = false;
    const { requests } = installFakeApi((request) => {
      if (request.url.endsWith("/touch")) return failMutation ? envelope(9, null, "no") : envelope(0, null);
      return envelope(0, createMockLoginUser());
    });
    const touchUser = defineEndpoint({
      name: "touchUser",
      family: "main",
      path: "/touch",
      summary: "test mutation invalidating UserInfo",
      request: () => z.object({}),
      response: () => z.null(),
      tags: ["UserInfo"],
    });
    const testApi = baseApi.injectEndpoints({
      overrideExisting: endpointInjectionMode(),
      endpoints: (build) => ({ touchUserForTagTest: mutationFrom(build, touchUser) }),
    });
    const store = createStore();
    const subscription = store.dispatch(mainApi.endpoints.getUserInfo.initiate());
    await subscription;
    const userInfoCalls = () => requests.filter((request) => request.url.endsWith("/agent/user/info")).length;
    expect(userInfoCalls()).toBe(1);

    await store.dispatch(testApi.endpoints.touchUserForTagTest.initiate());
    await vi.waitFor(() => expect(userInfoCalls()).toBe(2));

    failMutation = true;
    await store.dispatch(testApi.endpoints.touchUserForTagTest.initiate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(userInfoCalls()).toBe(2);
    subscription.unsubscribe();
  });
});

describe("endpoint injection", () => {
  it("throws when an endpoint key is injected twice", () => {
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: endpointInjectionMode(),
        endpoints: (build) => ({ getUserInfo: queryFrom(build, getUserInfo) }),
      }),
    ).toThrow(/getUserInfo/);
  });

  it("overrides instead when strict endpoint names are turned off", async () => {
    const { configureApiClient } = await import("#transport/config.ts");
    expect(endpointInjectionMode()).toBe("throw");
    configureApiClient({ strictEndpointNames: false });
    expect(endpointInjectionMode()).toBe(true);
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: endpointInjectionMode(),
        endpoints: (build) => ({ getUserInfo: queryFrom(build, getUserInfo) }),
      }),
    ).not.toThrow();
  });

  it("refuses to build a declaration as the wrong kind", () => {
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: endpointInjectionMode(),
        endpoints: (build) => ({ loginAsQuery: queryFrom(build, login) }),
      }),
    ).toThrow(/declared as a mutation/);
  });
});

/**
 * Per-entity cache tags in a real store (README "Cache tags"): a mutation refetches the queries
 * showing the entities it changed and the lists it adds to, and leaves every other query alone.
 */
import { describe, expect, it, vi } from "vitest";
import { AnchorListTab, ContractStatus } from "#enums/index.ts";
import { createMockBroadcaster, createMockBrokerRecord, createMockRenewalRecord } from "#mocks/broker.ts";
import { createMockByBeansMethod, createMockPaymentBroadcaster, createMockPkCandidate } from "#mocks/live-agent-service.ts";
import { envelope, installFakeApi } from "#testing/fake-api.ts";
import { createTestStore as createStore, resetApiClientAfterEach } from "#testing/test-store.ts";
import { brokerApi } from "./services/broker.ts";
import { followStoreApi } from "./services/follow-store.ts";
import { liveAgentServiceByBeansApi } from "./services/live-agent-service-by-beans.ts";
import { liveAgentServicePaymentApi } from "./services/live-agent-service-payment.ts";
import { liveAgentServicePkApi } from "./services/live-agent-service-pk.ts";

resetApiClientAfterEach();

const A = "3000000001";
const B = "3000000002";
const C = "3000000003";

/** A fake backend answering each call from `routes` (by path, with the JSON body), counting the calls per path and body. */
function backend(routes: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: string[] = [];
  installFakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/[^/]+/, "");
    const body = (await request.clone().json()) as Record<string, unknown>;
    calls.push(`${path} ${JSON.stringify(body)}`);
    const route = routes[path];
    return route === undefined ? envelope(404404, null, `no route ${path}`) : envelope(1, route(body));
  });
  /** How often `path` was called (with a body containing `fields`, when given). */
  const count = (path: string, fields: Record<string, unknown> = {}) =>
    calls.filter((call) => call.startsWith(`${path} `) && Object.entries(fields).every(([key, value]) => call.includes(`${JSON.stringify(key)}:${JSON.stringify(value)}`))).length;
  return { count };
}

/** Waits long enough for any refetch a mutation triggered to have been sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("cache tags of the broker family", () => {
  const routes = {
    "/QryAnchorList": (body: Record<string, unknown>) =>
      body.tab === AnchorListTab.Terminated
        ? { list: [createMockBroadcaster({ anchor_uid: C, contract_status: ContractStatus.Terminated })], total: 1 }
        : { list: [createMockBroadcaster({ anchor_uid: A }), createMockBroadcaster({ anchor_uid: B })], total: 2 },
    "/QryAgentListTab": () => ({ tabs: [{ tab: AnchorListTab.All, count: 2 }] }),
    "/QrySetBrokerRecords": () => ({ list: [createMockBrokerRecord()], total: 1 }),
    "/QryRenewalContractRecords": () => ({ list: [createMockRenewalRecord({ renewal_id: "17", anchor_uid: B })], total: 1 }),
    "/SetBroker": () => ({ results: [{ anchor_uid: A, code: 0 }] }),
    "/RemindRenewalContract": () => ({ next_remind_time: 1_800_000_000 }),
  };

  it("SetBroker refetches the lists showing the broadcaster and the broker history, nothing else", async () => {
    const { count } = backend(routes);
    const store = createStore();
    const subscriptions = [
      store.dispatch(brokerApi.endpoints.QryAnchorList.initiate({ tab: AnchorListTab.All, page: 1, page_size: 20 })),
      store.dispatch(brokerApi.endpoints.QryAnchorList.initiate({ tab: AnchorListTab.Terminated, page: 1, page_size: 20 })),
      store.dispatch(brokerApi.endpoints.QryAgentListTab.initiate()),
      store.dispatch(brokerApi.endpoints.QrySetBrokerRecords.initiate({ page: 1, page_size: 20 })),
      store.dispatch(brokerApi.endpoints.QryRenewalContractRecords.initiate({ page: 1, page_size: 20 })),
    ];
    await Promise.all(subscriptions);

    await store.dispatch(brokerApi.endpoints.SetBroker.initiate({ anchor_uids: [A], broker_uid: "2000000004" }));
    await vi.waitFor(() => expect(count("/QryAnchorList", { tab: AnchorListTab.All })).toBe(2));
    await vi.waitFor(() => expect(count("/QrySetBrokerRecords")).toBe(2));
    await settle();

    expect(count("/QryAnchorList", { tab: AnchorListTab.Terminated })).toBe(1);
    expect(count("/QryAgentListTab")).toBe(1);
    expect(count("/QryRenewalContractRecords")).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it("a reminder refetches the renewal's records only, and a failed call refetches nothing", async () => {
    let failRemind = false;
    const { count } = backend({ ...routes, "/RemindRenewalContract": () => (failRemind ? null : routes["/RemindRenewalContract"]()) });
    const store = createStore();
    const subscriptions = [
      store.dispatch(brokerApi.endpoints.QryAnchorList.initiate({ tab: AnchorListTab.All, page: 1, page_size: 20 })),
      store.dispatch(brokerApi.endpoints.QryRenewalContractRecords.initiate({ page: 1, page_size: 20 })),
      store.dispatch(brokerApi.endpoints.QryRenewalContractRecords.initiate({ anchor_uid: A, page: 1, page_size: 20 })),
    ];
    await Promise.all(subscriptions);

    await store.dispatch(brokerApi.endpoints.RemindRenewalContract.initiate({ renewal_id: "17" }));
    await vi.waitFor(() => expect(count("/QryRenewalContractRecords")).toBe(4));
    await settle();
    expect(count("/QryAnchorList")).toBe(1);

    failRemind = true;
    await store.dispatch(brokerApi.endpoints.RemindRenewalContract.initiate({ renewal_id: "17" }));
    await settle();
    expect(count("/QryRenewalContractRecords")).toBe(4);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe("cache tags across families", () => {
  it("a follow refetches the followed user's rows and the following list, not the other candidate lists", async () => {
    const { count } = backend({
      "/QryAnchorList": () => ({ list: [createMockBroadcaster({ anchor_uid: A }), createMockBroadcaster({ anchor_uid: B })], total: 2 }),
      "/GetPkCandAgencyAnchorList": () => ({ list: [createMockPkCandidate({ anchor_uid: C })], total: 1 }),
      "/GetPkCandFollowingAnchorList": () => ({ list: [], total: 0 }),
      "/AddFollowUser": () => ({}),
    });
    const store = createStore();
    const subscriptions = [
      store.dispatch(brokerApi.endpoints.QryAnchorList.initiate({ tab: AnchorListTab.All, page: 1, page_size: 20 })),
      store.dispatch(liveAgentServicePkApi.endpoints.GetPkCandAgencyAnchorList.initiate({ anchor_uid: A, page: 1, page_size: 20 })),
      store.dispatch(liveAgentServicePkApi.endpoints.GetPkCandFollowingAnchorList.initiate({ anchor_uid: A, page: 1, page_size: 20 })),
    ];
    await Promise.all(subscriptions);

    await store.dispatch(followStoreApi.endpoints.AddFollowUser.initiate({ follow_uid: B }));
    await vi.waitFor(() => expect(count("/QryAnchorList")).toBe(2));
    await vi.waitFor(() => expect(count("/GetPkCandFollowingAnchorList")).toBe(2));
    await settle();
    expect(count("/GetPkCandAgencyAnchorList")).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it("editing a by-beans method refetches the method and the payment rows it covers, not the others", async () => {
    const { count } = backend({
      "/PaymentAgencyByBeansMethodList": () => ({ list: [createMockByBeansMethod({ method_id: "m1" }), createMockByBeansMethod({ method_id: "m2" })], total: 2 }),
      "/PaymentAgencyBroadcastList": (body) =>
        body.bigo_id === "covered"
          ? { list: [createMockPaymentBroadcaster({ anchor_uid: A, by_beans_method_id: "m1" })], total: 1 }
          : { list: [createMockPaymentBroadcaster({ anchor_uid: C, by_beans_method_id: "m2" })], total: 1 },
      "/PaymentAgencyByBeansMethodEdit": () => createMockByBeansMethod({ method_id: "m1", anchor_uids: [B] }),
    });
    const store = createStore();
    const subscriptions = [
      store.dispatch(liveAgentServiceByBeansApi.endpoints.PaymentAgencyByBeansMethodList.initiate({ page: 1, page_size: 20 })),
      store.dispatch(liveAgentServicePaymentApi.endpoints.PaymentAgencyBroadcastList.initiate({ bigo_id: "covered", page: 1, page_size: 20 })),
      store.dispatch(liveAgentServicePaymentApi.endpoints.PaymentAgencyBroadcastList.initiate({ bigo_id: "other", page: 1, page_size: 20 })),
    ];
    await Promise.all(subscriptions);

    await store.dispatch(
      liveAgentServiceByBeansApi.endpoints.PaymentAgencyByBeansMethodEdit.initiate({ method_id: "m1", name: "Weekly", min_beans: 0, fee_bp: 0, anchor_uids: [B] }),
    );
    await vi.waitFor(() => expect(count("/PaymentAgencyByBeansMethodList")).toBe(2));
    await vi.waitFor(() => expect(count("/PaymentAgencyBroadcastList", { bigo_id: "covered" })).toBe(2));
    await settle();
    expect(count("/PaymentAgencyBroadcastList", { bigo_id: "other" })).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

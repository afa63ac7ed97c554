import { describe, expect, it } from "vitest";
import type { ApiEndpointBuilder } from "./base-api.ts";
import { QryAgentListTab, QryAnchorList, SetBroker } from "#contract/broker.ts";
import { AddFollowUser } from "#contract/follow-store.ts";
import { getUserInfo } from "#contract/main.ts";
import { AnchorListTab } from "#enums/index.ts";
import { createMockBroadcaster } from "#mocks/broker.ts";
import { mutationFrom, queryFrom } from "./endpoint-builder.ts";

/** A builder that hands back the definitions it is given, so their tag functions can be called. */
const build = { query: (definition: unknown) => definition, mutation: (definition: unknown) => definition } as unknown as ApiEndpointBuilder;

type TagFn = (result: unknown, error: unknown, arg: unknown) => unknown;
const providesOf = (definition: unknown) => (definition as { providesTags: TagFn }).providesTags;
const invalidatesOf = (definition: unknown) => (definition as { invalidatesTags: TagFn }).invalidatesTags;

describe("the tags an endpoint provides and invalidates", () => {
  it("a list query provides its list tag and one id tag per row", () => {
    const page = { list: [createMockBroadcaster({ anchor_uid: "1" }), createMockBroadcaster({ anchor_uid: "2" })], total: 2 };
    expect(providesOf(queryFrom(build, QryAnchorList))(page, undefined, { tab: AnchorListTab.All })).toEqual([
      { type: "Broadcaster", id: "LIST" },
      { type: "Broadcaster", id: "1" },
      { type: "Broadcaster", id: "2" },
    ]);
  });

  it("a failed query, or one declaring no per-entity tags, provides the list tag of each of its types", () => {
    expect(providesOf(queryFrom(build, QryAnchorList))(undefined, { kind: "network" }, { tab: AnchorListTab.All })).toEqual([{ type: "Broadcaster", id: "LIST" }]);
    expect(providesOf(queryFrom(build, QryAgentListTab))({ tabs: [] }, undefined, undefined)).toEqual([{ type: "BroadcasterTab", id: "LIST" }]);
    expect(providesOf(queryFrom(build, getUserInfo))({}, undefined, undefined)).toEqual([{ type: "UserInfo", id: "LIST" }]);
  });

  it("a mutation invalidates the changed entities' tags on success, and nothing when it failed", () => {
    const setBroker = invalidatesOf(mutationFrom(build, SetBroker));
    const request = { anchor_uids: ["1", "2"], broker_uid: "9" };
    expect(setBroker({ results: [] }, undefined, request)).toEqual([
      { type: "Broadcaster", id: "1" },
      { type: "Broadcaster", id: "2" },
      { type: "BrokerRecord", id: "LIST" },
    ]);
    expect(setBroker(undefined, { kind: "business" }, request)).toEqual([]);
    expect(invalidatesOf(mutationFrom(build, AddFollowUser))({}, undefined, { follow_uid: "7" })).toEqual([
      { type: "Broadcaster", id: "7" },
      { type: "PkCandidate", id: "7" },
      { type: "Follow", id: "LIST" },
    ]);
  });
});

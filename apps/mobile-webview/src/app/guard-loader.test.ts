import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { routeTable } from "@agent-portal/permissions/route-table";
import { describe, expect, it, vi } from "vitest";
import { runGuard } from "./guard-loader.ts";
import type { GuardShortcut, GuardStore } from "./guard-loader.ts";

function route(name: string): RouteMeta {
  const found = routeTable.find((entry) => entry.name === name);
  if (!found) throw new Error(`No route ${name}`);
  return found;
}

const URL = "http://localhost/agent/apply-form";
/** A store getter that proves the store path was taken: it rejects with a marker. */
const storeMarker = new Error("the store was asked for");
const storePath = () => vi.fn<() => Promise<GuardStore>>(() => Promise.reject(storeMarker));
const shortcut = (storeCreated: boolean, token: string | null): GuardShortcut => ({ storeCreated: () => storeCreated, storedToken: () => token });

describe("runGuard's shortcut for pages open to any user", () => {
  it("allows an open page on the first navigation with a stored token, without the store", async () => {
    const getStore = storePath();
    await expect(runGuard(getStore, [route("ApplyForm")], URL, undefined, shortcut(false, "t-1"))).resolves.toBeUndefined();
    expect(getStore).not.toHaveBeenCalled();
  });

  it.each([
    ["the store exists already (a user may be loaded)", true, "t-1"],
    ["no token is stored (the host's token exchange runs)", false, null],
  ])("asks the store when %s", async (_case, storeCreated, token) => {
    const getStore = storePath();
    await expect(runGuard(getStore, [route("ApplyForm")], URL, undefined, shortcut(storeCreated, token))).rejects.toBe(storeMarker);
    expect(getStore).toHaveBeenCalledTimes(1);
  });

  it("asks the store for a page that lists permissions, and without a shortcut", async () => {
    const guarded = routeTable.find((entry) => (entry.permissions ?? []).length > 0 && entry.access !== "public");
    if (!guarded) throw new Error("The route table has no page with permissions");
    await expect(runGuard(storePath(), [guarded], URL, undefined, shortcut(false, "t-1"))).rejects.toBe(storeMarker);
    await expect(runGuard(storePath(), [route("ApplyForm")], URL)).rejects.toBe(storeMarker);
  });

  it("needs neither store nor token for a public page", async () => {
    const getStore = storePath();
    await expect(runGuard(getStore, [route("MobileLogin")], URL, undefined, shortcut(false, null))).resolves.toBeUndefined();
    expect(getStore).not.toHaveBeenCalled();
  });
});

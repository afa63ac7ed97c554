import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { routeTable } from "@agent-portal/permissions/route-table";
import { describe, expect, it, vi } from "vitest";
import { runGuard } from "./guard-loader.ts";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";

function route(name: string): RouteMeta {
  const found = routeTable.find((entry) => entry.name === name);
  if (!found) throw new Error(`No route ${name}`);
  return found;
}

const URL = "http://localhost/agent/apply-form";
/** A store getter that proves the store path was taken: it rejects with a marker. */
const storeMarker = new Error("the store was asked for");
const storePath = () => vi.fn<() => Promise<GuardStore>>(() => Promise.reject(storeMarker));

describe("runGuard", () => {
  it("needs neither store nor token for a public page", async () => {
    const getStore = storePath();
    await expect(runGuard(getStore, [route("MobileLogin")], URL)).resolves.toBeUndefined();
    expect(getStore).not.toHaveBeenCalled();
  });

  it("asks the store for a page open to any user (letting it in before the store is the route binding's shortcut)", async () => {
    const getStore = storePath();
    await expect(runGuard(getStore, [route("ApplyForm")], URL)).rejects.toBe(storeMarker);
    expect(getStore).toHaveBeenCalledTimes(1);
  });
});

import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRY_CACHE_TTL_MS } from "./country-cache.ts";
import { createTestSessionStore } from "./test-store.ts";
import { loadVisitorCountry, resetVisitorCountry, useVisitorCountry } from "./visitor-country.ts";

const COUNTRY_PATH = "siteBackend /official_website/usercenter/queryCountry";

afterEach(() => {
  resetVisitorCountry();
  resetApiClientConfig();
  vi.useRealTimers();
});

describe("loadVisitorCountry (SPEC 7 site backend queryCountry, SPEC 9 cache 1 hour)", () => {
  it("asks queryCountry once, stores { country, setTime } under country_cache, then answers from it for an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 });
    const { storage, backend, requests } = createTestSessionStore({ [COUNTRY_PATH]: { code: 0, data: { country: "ID" } } });
    const [first, second] = await Promise.all([loadVisitorCountry(storage), loadVisitorCountry(storage)]);
    expect([first, second]).toEqual(["ID", "ID"]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(JSON.parse(backend.getItem("country_cache") ?? "null")).toEqual({ country: "ID", setTime: 1_700_000_000_000 });
    vi.setSystemTime(1_700_000_000_000 + COUNTRY_CACHE_TTL_MS - 1);
    expect(await loadVisitorCountry(storage)).toBe("ID");
    expect(requests).toHaveLength(1);
    vi.setSystemTime(1_700_000_000_000 + COUNTRY_CACHE_TTL_MS);
    expect(await loadVisitorCountry(storage)).toBe("ID");
    expect(requests).toHaveLength(2);
  });

  it("answers null on a failure or an unknown country, caches nothing and raises no event", async () => {
    const { storage, backend, events } = createTestSessionStore({ [COUNTRY_PATH]: { code: 0, status: 401 } });
    expect(await loadVisitorCountry(storage)).toBeNull();
    expect(backend.getItem("country_cache")).toBeNull();
    expect(events).toEqual([]);
    const unknown = createTestSessionStore({ [COUNTRY_PATH]: { code: 0, data: { country: "OTHER" } } });
    expect(await loadVisitorCountry(unknown.storage)).toBeNull();
    expect(unknown.backend.getItem("country_cache")).toBeNull();
  });
});

describe("useVisitorCountry", () => {
  function Picker({ enabled }: { enabled: boolean }) {
    const { storage } = harness;
    const country = useVisitorCountry(enabled, storage);
    return <p data-testid="country">{country ?? "none"}</p>;
  }
  let harness: ReturnType<typeof createTestSessionStore>;

  it("asks nothing while not enabled, then gives the loaded country", async () => {
    harness = createTestSessionStore({ [COUNTRY_PATH]: { code: 0, data: { country: "SA" } } });
    const view = render(<Picker enabled={false} />);
    expect(screen.getByTestId("country").textContent).toBe("none");
    expect(harness.requests).toHaveLength(0);
    view.rerender(<Picker enabled />);
    expect(await screen.findByText("SA")).toBeTruthy();
    expect(harness.requests).toHaveLength(1);
  });
});

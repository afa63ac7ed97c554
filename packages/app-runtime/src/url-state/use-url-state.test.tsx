import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { intParam, textParam } from "./param-codecs.ts";
import { useUrlState } from "./use-url-state.ts";
import type { UrlStateUpdate } from "./use-url-state.ts";

const spec = { page: intParam(1, { min: 1 }), q: textParam() };
const handle: { update: UrlStateUpdate<typeof spec> } = { update: () => undefined };

function Probe() {
  const [values, set] = useUrlState(spec);
  useEffect(() => {
    handle.update = set;
  }, [set]);
  return <p data-testid="values">{`${String(values.page)}|${values.q}`}</p>;
}

function setup(entry: string) {
  const router = createMemoryRouter([{ path: "/list", element: <Probe /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useUrlState", () => {
  it("reads the view from the URL, so a shared link reproduces it", () => {
    setup("/list?page=4&q=maya");
    expect(screen.getByTestId("values").textContent).toBe("4|maya");
  });

  it("sends a filter change back to page 1 and keeps other keys", () => {
    const router = setup("/list?page=4&lang=ar");
    act(() => {
      handle.update({ q: "rizky" });
    });
    expect(screen.getByTestId("values").textContent).toBe("1|rizky");
    expect(router.state.location.search).toBe("?lang=ar&q=rizky");
  });

  it("replaces the history entry for filters and pushes one for a page change", () => {
    const router = setup("/list");
    act(() => {
      handle.update({ q: "a" });
    });
    expect(router.state.historyAction).toBe("REPLACE");
    act(() => {
      handle.update({ page: 2 }, { push: true });
    });
    expect(router.state.historyAction).toBe("PUSH");
    expect(router.state.location.search).toBe("?q=a&page=2");
  });
});

import { act, render, screen } from "@testing-library/react";
import { Outlet, RouterProvider, createMemoryRouter, data } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteErrorBoundary } from "./components/route-error-boundary.tsx";
import { usePageFrame, useSetPageFrame } from "./page-frame.ts";

/** A layout that shows what the frame says: the declared title or route name, else the route's own label. */
function Layout() {
  const frame = usePageFrame();
  return (
    <>
      <p data-testid="frame">{frame?.title ?? frame?.routeName ?? "route label"}</p>
      <Outlet />
    </>
  );
}

function NotFound() {
  useSetPageFrame({ routeName: "NotFound", ownHeading: true });
  return <p>Not found here</p>;
}

function Named({ name }: { name: string }) {
  useSetPageFrame({ title: name });
  return <p>About {name}</p>;
}

function renderApp(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Layout,
        HydrateFallback: () => null,
        ErrorBoundary: createRouteErrorBoundary({ NotFound }),
        children: [
          { path: "plain", Component: () => <p>Plain page</p> },
          { path: "named/:name", Component: () => <Named name="Ana" /> },
          {
            path: "denied",
            loader: () => {
              throw data(null, { status: 404 });
            },
            Component: () => <p>Secret page</p>,
            ErrorBoundary: createRouteErrorBoundary({ NotFound }),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("page frame (issue 26 items 4 and 8)", () => {
  it("a denied route's NotFound makes the frame NotFound's, not the route's", async () => {
    renderApp("/denied");
    expect(await screen.findByText("Not found here")).toBeInTheDocument();
    expect(screen.getByTestId("frame")).toHaveTextContent("NotFound");
    expect(screen.queryByText("Secret page")).not.toBeInTheDocument();
  });

  it("a page names its own frame, and the next page starts from the route table again", async () => {
    const router = renderApp("/named/ana");
    expect(await screen.findByText("About Ana")).toBeInTheDocument();
    expect(screen.getByTestId("frame")).toHaveTextContent("Ana");
    await act(() => router.navigate("/plain"));
    expect(await screen.findByText("Plain page")).toBeInTheDocument();
    expect(screen.getByTestId("frame")).toHaveTextContent("route label");
    await act(() => router.navigate("/denied"));
    expect(await screen.findByText("Not found here")).toBeInTheDocument();
    expect(screen.getByTestId("frame")).toHaveTextContent("NotFound");
    await act(() => router.navigate("/plain"));
    expect(screen.getByTestId("frame")).toHaveTextContent("route label");
  });
});

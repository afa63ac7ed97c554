import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb.tsx";

describe("Breadcrumb", () => {
  it("links every crumb but the last, which is the current page", () => {
    render(<Breadcrumb label="Breadcrumb" items={[{ label: "Broadcaster", href: "/broadcaster" }, { label: "Container" }, { label: "Live data" }]} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Broadcaster" })).toHaveAttribute("href", "/broadcaster");
    expect(within(nav).queryByRole("link", { name: "Container" })).toBeNull();
    expect(within(nav).getByText("Live data")).toHaveAttribute("aria-current", "page");
  });

  it("renders links through renderLink", () => {
    render(
      <Breadcrumb
        label="Trail"
        items={[{ label: "Home", href: "/" }, { label: "Here" }]}
        renderLink={({ href, children, ...rest }) => (
          <a {...rest} href={`/agent${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(link).toHaveAttribute("href", "/agent/");
    expect(link).toHaveAttribute("data-router", "yes");
  });

  it("renders nothing without items", () => {
    const { container } = render(<Breadcrumb label="Trail" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

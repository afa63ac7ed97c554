import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RouteTab, RouteTabs, Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const items = [
  { key: "day", label: "Day", href: "/stats/day" },
  { key: "month", label: "Month", href: "/stats/month" },
];

describe("RouteTabs", () => {
  it("marks the tab of the current path, including its sub-paths", () => {
    render(<RouteTabs label="Sections" items={items} currentPath="/stats/month/2024-04" />);
    const nav = screen.getByRole("navigation", { name: "Sections" });
    expect(within(nav).getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Day" })).not.toHaveAttribute("aria-current");
  });

  it("renders links through renderLink (e.g. a router Link)", () => {
    render(
      <RouteTabs
        label="Sections"
        items={items}
        currentPath="/stats/day"
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Day" })).toHaveAttribute("href", "#/stats/day");
  });

  it("lets a hand-built tab render the app's own link", () => {
    render(
      <RouteTab asChild active>
        <a href="/x">X</a>
      </RouteTab>,
    );
    expect(screen.getByRole("link", { name: "X" })).toHaveAttribute("aria-current", "page");
  });
});

describe("Tabs", () => {
  it("switches panels with the arrow keys", async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Sections">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    screen.getByRole("tab", { name: "A" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "B" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "B" })).toHaveTextContent("Panel B");
  });
});

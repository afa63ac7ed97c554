import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Sidebar } from "./sidebar.tsx";
import { SidebarMenu } from "./sidebar-menu.tsx";

const items = [
  { key: "overview", label: "Overview", href: "/", icon: <svg /> },
  {
    key: "broadcaster",
    label: "Broadcaster",
    icon: <svg />,
    children: [
      { key: "recruit", label: "Recruit", href: "/broadcaster/recruit" },
      { key: "list", label: "List", children: [{ key: "all", label: "All", href: "/broadcaster/list/all" }] },
    ],
  },
  { key: "payment", label: "Payment", icon: <svg />, children: [{ key: "blacklist", label: "Blacklist", href: "/payment/blacklist" }] },
];

describe("SidebarMenu", () => {
  it("opens the groups above the current page and marks it", () => {
    render(<SidebarMenu label="Main navigation" items={items} currentPath="/broadcaster/list/all" />);
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Broadcaster" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Payment" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Blacklist" })).toBeNull();
  });

  it("toggles a group by click", async () => {
    render(<SidebarMenu label="Main navigation" items={items} currentPath="/" />);
    await userEvent.click(screen.getByRole("button", { name: "Payment" }));
    expect(screen.getByRole("link", { name: "Blacklist" })).toBeVisible();
  });

  it("moves with Up/Down and opens and closes groups with Right/Left", async () => {
    render(<SidebarMenu label="Main navigation" items={items} currentPath="/" />);
    screen.getByRole("link", { name: "Overview" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const broadcaster = screen.getByRole("button", { name: "Broadcaster" });
    expect(broadcaster).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(broadcaster).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("link", { name: "Recruit" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(broadcaster).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(broadcaster).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Payment" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("link", { name: "Overview" })).toHaveFocus();
  });

  it("shows only named icons when collapsed; a group opens a flyout menu", async () => {
    render(<SidebarMenu label="Main navigation" items={items} currentPath="/" collapsed />);
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("title", "Overview");
    const trigger = screen.getByRole("button", { name: "Broadcaster" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.click(trigger);
    expect(await screen.findByRole("menuitem", { name: "Recruit" })).toBeInTheDocument();
  });
});

describe("Sidebar", () => {
  it("toggles collapse through a named button", async () => {
    let collapsed = false;
    const { rerender } = render(
      <Sidebar collapsed={collapsed} onCollapsedChange={(next) => (collapsed = next)} header="Portal">
        <p>menu</p>
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Collapse menu" }));
    expect(collapsed).toBe(true);
    rerender(
      <Sidebar collapsed={collapsed} onCollapsedChange={(next) => (collapsed = next)} header="Portal">
        <p>menu</p>
      </Sidebar>,
    );
    expect(screen.getByRole("button", { name: "Expand menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Portal")).toBeNull();
  });
});

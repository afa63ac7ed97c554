import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { SidebarDrawer } from "./sidebar-drawer.tsx";
import { SidebarMenu } from "./sidebar-menu.tsx";

function Drawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <SidebarDrawer open={open} onOpenChange={setOpen} title="Agent Portal" footer={<span>agency.owner</span>} labels={{ open: "Open menu", close: "Close menu" }}>
      <SidebarMenu label="Main navigation" currentPath="/" items={[{ key: "overview", label: "Overview", href: "/" }]} />
    </SidebarDrawer>
  );
}

describe("SidebarDrawer", () => {
  it("mounts the menu only while open, in a modal dialog named by its title", async () => {
    const user = userEvent.setup();
    render(<Drawer />);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Agent Portal" });
    expect(drawer).toContainElement(screen.getByRole("navigation", { name: "Main navigation" }));
    expect(drawer).toHaveTextContent("agency.owner");
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and on its close button, giving focus back to the menu button", async () => {
    const user = userEvent.setup();
    render(<Drawer />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(trigger).toHaveFocus();
  });
});

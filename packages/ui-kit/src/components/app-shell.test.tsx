import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppShell } from "./app-shell.tsx";

describe("AppShell", () => {
  it("has a skip link to the main region and the layout landmarks", () => {
    render(
      <AppShell skipLinkLabel="Skip to content" sidebar={<aside>menu</aside>} headerStart="crumbs" headerEnd="user">
        <p>page</p>
      </AppShell>,
    );
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveTextContent("page");
    expect(screen.getByRole("banner")).toHaveTextContent("crumbsuser");
    expect(screen.getByRole("complementary")).toHaveTextContent("menu");
  });
});

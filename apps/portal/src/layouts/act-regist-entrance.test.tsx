/**
 * The activity registration entrance (act75352 `entrance`) in the sidebar: the answer decides
 * whether the entry shows and whether it carries the "new" badge; the call is made only when the
 * user's menu holds the entry.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { buildMenu } from "@agent-portal/permissions/menu";
import type { MenuItem } from "@agent-portal/permissions/menu";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import { withoutEntry } from "./act-regist-entrance.ts";
import { PortalMenu } from "./sidebar.tsx";

/** The operate section as a user with every permission sees it. */
const operate = buildMenu(() => true).filter((section) => section.name === "Operate");
const actLabel = en.route.ActRegist;

const renderMenu = (menu: readonly MenuItem[], answer: { code: number; data?: unknown }) =>
  // Opened on a page of the section, so the section is expanded.
  renderWithBackend(<PortalMenu menu={menu} collapsed={false} />, { "act75352 /entrance": answer }, "/broadcaster-operate/assign-pk/list");

describe("the activity registration entrance", () => {
  it("shows the entry with a 'new' badge naming the open activities while some are open", async () => {
    const { requests } = await renderMenu(operate, { code: 0, data: { show: 1, openCount: 2 } });
    expect(await screen.findByText(en.layout.newActivities.replace("{{count}}", "2"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: new RegExp(`^${actLabel}`) })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/entrance")).toHaveLength(1);
  });

  it("shows the entry without a badge when nothing is open", async () => {
    const { requests } = await renderMenu(operate, { code: 0, data: { show: 1, openCount: 0 } });
    await waitFor(() => expect(requests.some((r) => r.path === "/entrance")).toBe(true));
    expect(screen.getByRole("link", { name: actLabel })).toBeInTheDocument();
    expect(screen.queryByText(en.layout.newBadge)).toBeNull();
  });

  it("takes the entry out of the menu when the server says not to show it, and keeps the other entries", async () => {
    await renderMenu(operate, { code: 0, data: { show: 0, openCount: 3 } });
    await waitFor(() => expect(screen.queryByRole("link", { name: new RegExp(`^${actLabel}`) })).toBeNull());
    expect(screen.getByRole("link", { name: en.route.AssignPk })).toBeInTheDocument();
    expect(screen.queryByText(en.layout.newBadge)).toBeNull();
  });

  it("keeps the entry, without a badge, when the call fails (the page's own guard still applies)", async () => {
    const { requests } = await renderMenu(operate, { code: 500, status: 500 } as { code: number });
    await waitFor(() => expect(requests.some((r) => r.path === "/entrance")).toBe(true));
    expect(screen.getByRole("link", { name: actLabel })).toBeInTheDocument();
  });

  it("asks nothing when the menu has no activity registration entry", async () => {
    const { requests } = await renderMenu(withoutEntry(operate, "ActRegist"), { code: 0, data: { show: 1, openCount: 2 } });
    expect(await screen.findByRole("link", { name: en.route.AssignPk })).toBeInTheDocument();
    expect(requests.some((r) => r.path === "/entrance")).toBe(false);
  });
});

describe("withoutEntry", () => {
  it("drops the entry, and a section left empty", () => {
    const only = operate.map((section) => ({ ...section, children: section.children.filter((child) => child.name === "ActRegist") }));
    expect(withoutEntry(only, "ActRegist")).toEqual([]);
    const names = withoutEntry(operate, "ActRegist").flatMap((section) => section.children.map((child) => child.name));
    expect(names).not.toContain("ActRegist");
    expect(names).toContain("AssignPk");
  });
});

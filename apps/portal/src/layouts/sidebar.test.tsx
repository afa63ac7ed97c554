import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { buildMenu } from "@agent-portal/permissions/menu";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { APPLY_DOT_POLL_MS, PortalMenu } from "./sidebar.tsx";

// The red dot's call (agentGetIfHasDot), answered per test: what the server says now, and the options the menu asks with.
const dot = vi.hoisted(() => ({ answer: { has_dot: 0, count: 0 }, options: [] as unknown[] }));
vi.mock("@agent-portal/api-client/services/union-oss-apply", () => ({
  useAgentGetIfHasDotQuery: (_request: unknown, options: unknown) => {
    dot.options.push(options);
    return { data: dot.answer };
  },
}));

// The activity entrance (act75352 entrance): no answer yet, so the entry shows as permissions allow.
vi.mock("@agent-portal/api-client/services/act75352", () => ({
  useAct75352EntranceQuery: () => ({ data: undefined }),
}));

// Every entry visible: the sub-agent applications among them.
const menu = buildMenu(() => true);
const newApplications = () => screen.queryByText(en.layout.newApplications);

beforeEach(() => {
  dot.answer = { has_dot: 0, count: 0 };
  dot.options = [];
});

describe("PortalMenu's red dot of the sub-agent applications", () => {
  it("asks every minute, hides the dot once the list was opened, and shows it again when a new application arrives", async () => {
    dot.answer = { has_dot: 1, count: 2 };
    const view = await renderScreen(<PortalMenu menu={menu} collapsed={false} />);
    expect(newApplications()).toBeInTheDocument();
    expect(dot.options.at(-1)).toMatchObject({ pollingInterval: APPLY_DOT_POLL_MS, refetchOnFocus: true });

    // The list was opened (agentClickDot): the next answer has no dot.
    dot.answer = { has_dot: 0, count: 0 };
    view.rerender(<PortalMenu menu={menu} collapsed={false} />);
    expect(newApplications()).toBeNull();

    // A new application: the next poll's answer has the dot again.
    dot.answer = { has_dot: 1, count: 1 };
    view.rerender(<PortalMenu menu={menu} collapsed={false} />);
    expect(newApplications()).toBeInTheDocument();
  });
});

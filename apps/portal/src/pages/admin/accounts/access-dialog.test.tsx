import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { AccessDialog } from "./access-dialog.tsx";

// The dialog's one call, answered per test.
const calls = vi.hoisted(() => ({
  access: { isLoading: false, isFetching: false, isError: false, data: undefined, error: undefined, refetch: vi.fn() },
}));
vi.mock("@agent-portal/api-client/services/admin-permissions", () => ({ useGetAccountAccessQuery: () => calls.access }));

const texts = en.admin.access;
const access = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  username: "agency.owner",
  role: 3,
  sub_role: 1,
  status: 0,
  permissions: [
    { id: 3, sources: ["user_info"] },
    { id: 22, sources: ["get_permissions"] },
    { id: 26, sources: ["relation_tab"] },
  ],
  relation: { transfer: 1, cancel: 1 },
  ...overrides,
});
const open = () => renderScreen(<AccessDialog account={{ id: 7, username: "agency.owner" }} onClose={vi.fn()} />);
const rowOf = (table: HTMLElement, text: RegExp) => within(table).getByRole("row", { name: text });

beforeEach(() => {
  Object.assign(calls.access, { isLoading: false, isError: false, error: undefined, data: undefined });
  calls.access.refetch.mockReset();
});

describe("AccessDialog", () => {
  it("shows loading, then a failed load with Try again", async () => {
    Object.assign(calls.access, { isLoading: true });
    const first = await open();
    expect(screen.getByRole("status", { name: en.common.loading })).toBeInTheDocument();
    first.unmount();
    Object.assign(calls.access, { isLoading: false, isError: true, error: { kind: "network" } });
    await open();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(calls.access.refetch).toHaveBeenCalledTimes(1);
  });

  it("tags each permission with its source and says what would open a closed page", async () => {
    Object.assign(calls.access, { data: access() });
    await open();
    const dialog = screen.getByRole("dialog", { name: "What agency.owner can open" });
    const permissions = within(dialog).getByRole("table", { name: texts.permissions });
    expect(rowOf(permissions, /ModifySubAccount · 3/)).toHaveTextContent(texts.source.user_info);
    expect(rowOf(permissions, /AgencyGuildTeam · 22/)).toHaveTextContent(texts.source.get_permissions);
    expect(rowOf(permissions, /TransferRelation · 26/)).toHaveTextContent(texts.source.relation_tab);
    const pages = within(dialog).getByRole("table", { name: texts.pages });
    expect(rowOf(pages, /Guild › Team/)).toHaveTextContent(texts.opens);
    expect(rowOf(pages, /Administration › Permissions/)).toHaveTextContent(`Needs one of: ${en.permission.BatchAuth}`);
  });

  it("says an admin opens everything and a disabled account nothing", async () => {
    Object.assign(calls.access, { data: access({ role: 1, permissions: [] }) });
    const first = await open();
    expect(screen.getByText(texts.admin)).toBeInTheDocument();
    expect(screen.getByText(texts.none)).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: texts.pages })).queryByText(texts.closed)).toBeNull();
    first.unmount();
    Object.assign(calls.access, { data: access({ status: -1 }) });
    await open();
    expect(screen.getByText(texts.disabled)).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: texts.pages })).queryByText(texts.opens)).toBeNull();
  });
});

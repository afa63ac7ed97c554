import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { AccountFormDialog } from "./account-form-dialog.tsx";
import type { AdminAccountsRow } from "./accounts-params.ts";

// The dialog's calls: the edit, and the list read again after a stale refusal.
const calls = vi.hoisted(() => ({ update: vi.fn(), read: vi.fn(), success: vi.fn(), create: vi.fn(), createSub: vi.fn() }));
vi.mock("@agent-portal/api-client/services/admin-accounts", () => ({
  useCreateAccountMutation: () => [calls.create, { isLoading: false }],
  useCreateSubAccountMutation: () => [calls.createSub, { isLoading: false }],
  useUpdateAccountMutation: () => [calls.update, { isLoading: false }],
  useLazyGetAccountListQuery: () => [calls.read],
}));
vi.mock("#shared/feedback/use-notify.ts", () => ({ useNotify: () => ({ success: calls.success, failure: vi.fn() }) }));

const texts = en.admin.accounts;
const row = (overrides: Partial<AdminAccountsRow> = {}): AdminAccountsRow => ({
  id: 5,
  username: "agency.manager",
  bigo_id: "agency_manager",
  nick_name: "Manager",
  role: 3,
  sub_role: 3,
  status: 0,
  status_reason: "",
  permissions: [6],
  scope_kind: "agency",
  scope_names: ["Nusantara Stars"],
  agency_name: "Nusantara Stars",
  last_login_time: 0,
  created_by: "",
  create_time: 1_700_000_000,
  version: 2,
  updated_by: "",
  update_time: 0,
  ...overrides,
});
// An ApiError as the transport classifies a 47006 answer (an Error carrying the classification).
const stale = Object.assign(new Error("The account changed since you opened it"), {
  kind: "business",
  httpStatus: 200,
  code: 47006,
  url: "/agent/account/update",
  messageKeys: ["errors.api./agent/account/update.47006"],
  fallbackMessage: "The account changed since you opened it",
});
const actor = { permissions: [1, 6, 10], isAdmin: false, username: "op.editor", role: 2, subRole: 0 };

beforeEach(() => {
  calls.update.mockReset();
  calls.read.mockReset();
  calls.success.mockReset();
  calls.create.mockReset();
  calls.createSub.mockReset();
});

describe("AccountFormDialog, edited by two admins at once", () => {
  it("says who changed the account and when, keeps what was typed, and saves again only after Reload, with the new version", async () => {
    const newer = row({ nick_name: "Manager (renamed)", version: 3, updated_by: "other.admin", update_time: 1_800_000_000 });
    calls.update.mockReturnValueOnce({ unwrap: () => Promise.reject(stale) }).mockReturnValue({ unwrap: () => Promise.resolve(newer) });
    calls.read.mockReturnValue({ unwrap: () => Promise.resolve({ list: [newer], total: 1 }) });
    const onClose = vi.fn();
    await renderScreen(<AccountFormDialog account={row()} actor={actor} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Edit agency.manager" });
    const name = within(dialog).getByRole("textbox", { name: new RegExp(texts.name) });
    await userEvent.clear(name);
    await userEvent.type(name, "Mine");
    await userEvent.click(within(dialog).getByRole("button", { name: texts.save }));

    const notice = await within(dialog).findByText(/^Changed by other\.admin at /);
    expect(notice).toBeInTheDocument();
    expect(calls.read).toHaveBeenCalledWith({ keyword: "agency.manager", page: 1, page_size: 20 }, false);
    expect(name).toHaveValue("Mine");
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(calls.update.mock.calls[0]?.[0]).toMatchObject({ id: 5, version: 2, nick_name: "Mine" });

    await userEvent.click(within(dialog).getByRole("button", { name: texts.reload }));
    // The form is built again from the account as it is now.
    const reloaded = () => screen.getByRole("dialog", { name: "Edit agency.manager" });
    await waitFor(() => expect(within(reloaded()).getByRole("textbox", { name: new RegExp(texts.name) })).toHaveValue("Manager (renamed)"));
    expect(within(reloaded()).queryByText(/^Changed by other\.admin at /)).toBeNull();
    await userEvent.click(within(reloaded()).getByRole("button", { name: texts.save }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(2));
    expect(calls.update.mock.calls[1]?.[0]).toMatchObject({ id: 5, version: 3, nick_name: "Manager (renamed)" });
    expect(onClose).toHaveBeenCalled();
  });
});

describe("AccountFormDialog, for a user who manages sub-accounts only (ModifySubAccount)", () => {
  // An agency super admin (sub-role 1) holding ModifySubAccount 3 and AgencyStat 6, not ModifyAccount.
  const owner = { permissions: [3, 6], isAdmin: false, username: "agency.owner", role: 3, subRole: 1 };

  it("creates a sub-account: an Agency account with a sub-role below the user's, through createSubAccount, and shows its one-time password", async () => {
    const made = row({ id: 9, username: "sub.one", sub_role: 2, permissions: [6] });
    calls.createSub.mockReturnValue({ unwrap: () => Promise.resolve({ account: made, one_time_password: "once-only-secret" }) });
    await renderScreen(<AccountFormDialog account={null} actor={owner} onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: texts.newSub });
    expect(within(dialog).getByRole("combobox", { name: new RegExp(texts.column.role) })).toHaveTextContent(en.admin.role["3"]);
    await userEvent.click(within(dialog).getByRole("combobox", { name: new RegExp(texts.subRole) }));
    const choices = screen.getAllByRole("option").map((option) => option.textContent);
    expect(choices).toEqual([en.admin.subRole["2"], en.admin.subRole["3"]]);
    await userEvent.click(screen.getByRole("option", { name: en.admin.subRole["2"] }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: new RegExp(texts.column.username) }), " Sub.One ");
    await userEvent.type(within(dialog).getByRole("textbox", { name: new RegExp(texts.column.bigoId) }), "sub.one");
    await userEvent.type(within(dialog).getByRole("textbox", { name: new RegExp(texts.name) }), "Sub One");
    await userEvent.click(within(dialog).getByRole("button", { name: texts.create }));
    await waitFor(() => expect(calls.createSub).toHaveBeenCalledTimes(1));
    expect(calls.createSub.mock.calls[0]?.[0]).toEqual({ username: "Sub.One", bigo_id: "sub.one", nick_name: "Sub One", sub_role: 2, permissions: [] });
    expect(calls.create).not.toHaveBeenCalled();
    expect(await screen.findByDisplayValue("once-only-secret")).toBeInTheDocument();
  });
});

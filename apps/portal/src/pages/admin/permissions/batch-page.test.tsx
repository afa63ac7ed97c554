import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import AdminPermissionsPage from "./batch-page.tsx";

// The page's calls, answered per test: the account list, the preview and the apply.
const calls = vi.hoisted(() => ({
  list: { isLoading: false, isFetching: false, isError: false, data: undefined, currentData: undefined, error: undefined, refetch: vi.fn() },
  preview: vi.fn(),
  apply: vi.fn(),
  success: vi.fn(),
}));
vi.mock("@agent-portal/api-client/services/admin-accounts", () => ({ useGetAccountListQuery: () => calls.list }));
vi.mock("@agent-portal/api-client/services/admin-permissions", () => ({
  usePreviewBatchAuthMutation: () => [calls.preview, { isLoading: false }],
  useApplyBatchAuthMutation: () => [calls.apply, { isLoading: false }],
}));
// The session: a BatchAuth holder (not an admin) holding ActionLog and PaymentBlacklist too.
vi.mock("@agent-portal/session", () => ({ selectIsAdmin: "isAdmin", selectEffectivePermissions: "permissions" }));
vi.mock("@agent-portal/app-runtime/store/hooks", () => ({ useAppSelector: (selector: string) => (selector === "isAdmin" ? false : [4, 5, 10]) }));
vi.mock("#shared/feedback/use-notify.ts", () => ({ useNotify: () => ({ success: calls.success, failure: vi.fn() }) }));

const texts = en.admin.batch;
const row = (id: number, username: string, role = 2) => ({ id, username, role, sub_role: 0, permissions: [] });
const rows = [row(11, "operator"), row(12, "agency.manager", 3)];
const line = (id: number, username: string, outcome: "changed" | "unchanged" | "refused", before: number[], after: number[], code = 0) => ({
  id,
  username,
  outcome,
  code,
  before,
  after,
});
const answer = (lines: ReturnType<typeof line>[]) => ({
  accounts: lines,
  changed: lines.filter((l) => l.outcome === "changed").length,
  unchanged: lines.filter((l) => l.outcome === "unchanged").length,
  refused: lines.filter((l) => l.outcome === "refused").length,
});
const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: Error) => ({ unwrap: () => Promise.reject(error) });

const grant = async (name: string) => userEvent.click(within(screen.getByRole("radiogroup", { name })).getByRole("radio", { name: texts.grant }));
const previewButton = () => screen.getByRole("button", { name: texts.preview });

beforeEach(() => {
  Object.assign(calls.list, { isLoading: false, isError: false, error: undefined, data: { list: rows, total: 2 }, currentData: { list: rows, total: 2 } });
  calls.preview.mockReset();
  calls.apply.mockReset();
  calls.success.mockReset();
});

describe("AdminPermissionsPage", () => {
  it("shows the accounts as loading, and a failed load with Try again", async () => {
    Object.assign(calls.list, { isLoading: true, data: undefined, currentData: undefined });
    const first = await renderScreen(<AdminPermissionsPage />);
    expect(screen.getByRole("status", { name: en.common.loading })).toBeInTheDocument();
    first.unmount();
    Object.assign(calls.list, { isLoading: false, isError: true, error: { kind: "network" } });
    await renderScreen(<AdminPermissionsPage />);
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(calls.list.refetch).toHaveBeenCalled();
  });

  it("refuses a batch with no account, then one with no change, without calling the server", async () => {
    await renderScreen(<AdminPermissionsPage />);
    await userEvent.click(previewButton());
    expect(await screen.findByText(texts.noAccount)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Choose operator" }));
    await userEvent.click(previewButton());
    expect(await screen.findByText(texts.noChange)).toBeInTheDocument();
    expect(calls.preview).not.toHaveBeenCalled();
  });

  it("lets the user grant only permissions they hold", async () => {
    await renderScreen(<AdminPermissionsPage />);
    const held = screen.getByRole("radiogroup", { name: en.permission.PaymentBlacklist });
    const unheld = screen.getByRole("radiogroup", { name: en.permission.ModifyAccount });
    expect(within(held).getByRole("radio", { name: texts.grant })).toBeEnabled();
    expect(within(unheld).getByRole("radio", { name: texts.grant })).toBeDisabled();
    expect(within(unheld).getByRole("radio", { name: texts.revoke })).toBeEnabled();
  });

  it("previews the difference per account, applies the same request with one batch id, and shows each result", async () => {
    calls.preview.mockReturnValue(resolved(answer([line(12, "agency.manager", "changed", [6], [6, 10]), line(11, "operator", "unchanged", [10], [10])])));
    calls.apply
      .mockReturnValueOnce(rejected(new Error("Service unavailable")))
      .mockReturnValue(resolved(answer([line(12, "agency.manager", "changed", [6], [6, 10]), line(11, "operator", "unchanged", [10], [10])])));
    await renderScreen(<AdminPermissionsPage />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Choose operator" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Choose agency.manager" }));
    await grant(en.permission.PaymentBlacklist);
    await userEvent.click(previewButton());
    expect(calls.preview).toHaveBeenCalledWith({ account_ids: [11, 12], filter: null, grant: [10], revoke: [] });
    const preview = await screen.findByRole("table", { name: texts.preview });
    expect(within(preview).getByRole("row", { name: /agency\.manager/ })).toHaveTextContent(texts.outcome.willChange);
    expect(within(preview).getByRole("row", { name: /operator/ })).toHaveTextContent(texts.outcome.unchanged);
    expect(screen.getByText(`Accounts gaining ${en.permission.PaymentBlacklist}: 1`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: texts.apply }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/.+/);
    await userEvent.click(screen.getByRole("button", { name: texts.apply }));
    const result = await screen.findByRole("table", { name: texts.result });
    expect(within(result).getByRole("row", { name: /agency\.manager/ })).toHaveTextContent(texts.outcome.changed);
    const [first, second] = calls.apply.mock.calls.map((call) => call[0] as { batch_id: string; grant: number[] });
    expect(first?.batch_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second?.batch_id).toBe(first?.batch_id);
    expect(second?.grant).toEqual([10]);
    expect(calls.success).toHaveBeenCalledWith("Applied: 1 changed, 1 unchanged, 0 refused.");
  });

  it("says why a refused account is unchanged", async () => {
    calls.preview.mockReturnValue(resolved(answer([line(11, "operator", "refused", [4], [4], 47002)])));
    await renderScreen(<AdminPermissionsPage />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Choose operator" }));
    await userEvent.click(within(screen.getByRole("radiogroup", { name: en.permission.BatchAuth })).getByRole("radio", { name: texts.revoke }));
    await userEvent.click(previewButton());
    const preview = await screen.findByRole("table", { name: texts.preview });
    expect(within(preview).getByRole("row", { name: /operator/ })).toHaveTextContent(texts.reason["47002"]);
    expect(screen.getByText("Refused: 1")).toBeInTheDocument();
  });

  it("asks for a new preview when the choice changes after one, and sends every matching account by filter", async () => {
    calls.preview.mockReturnValue(resolved(answer([line(11, "operator", "unchanged", [10], [10])])));
    await renderScreen(<AdminPermissionsPage />);
    await userEvent.click(screen.getByRole("checkbox", { name: "All 2 accounts that match this filter" }));
    expect(screen.getByText("Chosen: 2")).toBeInTheDocument();
    await grant(en.permission.PaymentBlacklist);
    await userEvent.click(previewButton());
    expect(calls.preview).toHaveBeenCalledWith({ account_ids: [], filter: {}, grant: [10], revoke: [] });
    await screen.findByRole("table", { name: texts.preview });
    await grant(en.permission.ActionLog);
    expect(screen.getByText(texts.outdated)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.apply })).toBeDisabled();
    await waitFor(() => expect(calls.apply).not.toHaveBeenCalled());
  });
});

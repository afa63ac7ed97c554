/**
 * Removing a region from the data scopes, and the list's export, on the Data permissions screen
 * against MSW (the real store, transport and hooks): the accounts whose scope uses the region are
 * listed with links before anything changes; a region that is some scope's only entry (47012) is
 * refused with those accounts marked; a confirmed removal sends `confirm` and closes; the export
 * sends the list's filters.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockAccountRow } from "@agent-portal/api-client/mocks/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import AdminDataPermissionsPage from "./data-permissions-page.tsx";

vi.mock("@agent-portal/app-runtime/store/hooks", () => ({ useAppSelector: () => ({ username: "boss", role: 1 }) }));

const texts = en.admin.dataScope.removal;
const BASE = "http://api.test/api/agent";
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
type Body = Record<string, unknown>;

const regions = [
  { id: 1, name: "Indonesia", shortName: "ID" },
  { id: 2, name: "Philippines", shortName: "PH" },
];
const operator = { id: 2, username: "operator", nick_name: "Rosa Operator", role: 2, left_empty: false };
const solo = { id: 7, username: "op.manila", nick_name: "Manila Desk", role: 2, left_empty: true };

const sent: { path: string; body: Body }[] = [];
let removal: (body: Body) => Response = () => ok({});
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  window.sessionStorage.clear();
  server.use(
    http.get(`${BASE}/permission/getRegions`, () => ok(regions)),
    http.post(`${BASE}/account/:call`, async ({ request, params }) => {
      const body = (await request.json()) as Body;
      sent.push({ path: String(params.call), body });
      if (params.call === "list") return ok({ list: [createMockAccountRow({ id: 2, username: "operator", role: 2 })], total: 1 });
      if (params.call === "exportDataScope") return ok({ url: "http://api.test/files/x.csv", expire_time: 1_900_000_000 });
      return removal(body);
    }),
  );
});
const calls = (path: string) => sent.filter((s) => s.path === path);

async function chooseRegion(name: string) {
  await userEvent.click(await screen.findByRole("button", { name: texts.open }));
  const dialog = await screen.findByRole("dialog", { name: texts.title });
  await userEvent.click(within(dialog).getByRole("combobox", { name: new RegExp(texts.region) }));
  await userEvent.click(await screen.findByRole("option", { name }));
  return within(dialog);
}

describe("removing a region from the data scopes", () => {
  it("lists the accounts whose scope uses the region, with links, and refuses while it is a scope's only region (47012)", async () => {
    removal = (body) => ok({ region_id: body.region_id, outcome: "preview", code: 47012, accounts: [solo, operator] });
    await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions");
    const dialog = await chooseRegion("Philippines (PH)");
    expect(await dialog.findByText(/^Philippines is the only region of the scopes marked below/)).toBeInTheDocument();
    expect(calls("removeScopeRegion")).toEqual([{ path: "removeScopeRegion", body: { region_id: 2, confirm: false } }]);
    const listed = within(dialog.getByRole("list", { name: texts.accounts }));
    expect(listed.getByRole("link", { name: "op.manila" })).toHaveAttribute("href", expect.stringMatching(/\/admin\/data-permissions\?q=op\.manila$/));
    expect(listed.getByRole("link", { name: "operator" })).toHaveAttribute("href", expect.stringMatching(/\/admin\/data-permissions\?q=operator$/));
    expect(listed.getAllByText(new RegExp(texts.onlyRegion))).toHaveLength(1);
    expect(dialog.getByRole("button", { name: "Remove from the scopes (2)" })).toBeDisabled();
  });

  it("removes the region from every listed scope once confirmed, then closes", async () => {
    removal = (body) => ok({ region_id: body.region_id, outcome: body.confirm === true ? "removed" : "preview", code: 0, accounts: [operator] });
    await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions");
    const dialog = await chooseRegion("Indonesia (ID)");
    expect(await dialog.findByText("Accounts whose data scope uses Indonesia: 1. Their scopes will no longer include it.")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Remove from the scopes (1)" }));
    await waitFor(() => expect(calls("removeScopeRegion")).toHaveLength(2));
    expect(calls("removeScopeRegion")[1]?.body).toEqual({ region_id: 1, confirm: true });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: texts.title })).toBeNull());
  });

  it("says when no scope uses the region, and offers nothing to remove", async () => {
    removal = (body) => ok({ region_id: body.region_id, outcome: "preview", code: 0, accounts: [] });
    await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions");
    const dialog = await chooseRegion("Indonesia (ID)");
    expect(await dialog.findByText("No data scope uses Indonesia.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Remove from the scopes (0)" })).toBeDisabled();
  });
});

describe("the data-permissions export", () => {
  it("sends the list's filters, not its page", async () => {
    await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions?q=%20op%20&page=2");
    await userEvent.click(await screen.findByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(calls("exportDataScope")).toHaveLength(1));
    expect(calls("exportDataScope")[0]?.body).toEqual({ keyword: "op" });
  });
});

/**
 * The Data permissions screen against MSW (the real store, transport and hooks; only the network
 * is answered here): scopes in words and who may be edited, setting a scope of chosen agencies
 * found by search, an empty choice kept from the server, a concurrent change (47006) with Reload,
 * a scope wider than the user's own (47009) refused with its message, and a scope that failed to load.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockAccountRow, createMockDataScope, createMockScopeAgency } from "@agent-portal/api-client/mocks/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import AdminDataPermissionsPage from "./data-permissions-page.tsx";

// The session: the user is `boss`, an admin.
vi.mock("@agent-portal/app-runtime/store/hooks", () => ({ useAppSelector: () => ({ username: "boss", role: 1 }) }));

const texts = en.admin.dataScope;
const BASE = "http://api.test/api/agent";
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
const refused = (code: number) => HttpResponse.json({ code, msg: "refused" });
type Body = Record<string, unknown>;

const boss = createMockAccountRow({ id: 1, username: "boss", role: 1, sub_role: 0, scope_kind: "all", scope_names: [], agency_name: "" });
const operator = createMockAccountRow({
  id: 2,
  username: "operator",
  role: 2,
  sub_role: 0,
  scope_kind: "regions",
  scope_names: ["Indonesia", "Philippines"],
  agency_name: "",
  version: 4,
});
const manager = createMockAccountRow({ id: 3, username: "agency.manager", role: 3, sub_role: 3 });
const regions = [
  { id: 1, name: "Indonesia", shortName: "ID" },
  { id: 2, name: "Philippines", shortName: "PH" },
];
const manila = createMockScopeAgency({ id: 4, name: "Manila Stars", bigo_id: "manila.stars", region_id: 2 });
const nusantara = createMockScopeAgency();

const sent: { path: string; body: Body }[] = [];
let accounts = [boss, operator, manager];
let setAnswer: () => Response = () => ok(operator);
let scopeAnswer: () => Response = () => ok(createMockDataScope({ id: 2 }));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  accounts = [boss, operator, manager];
  setAnswer = () => ok(operator);
  scopeAnswer = () => ok(createMockDataScope({ id: 2 }));
  window.sessionStorage.clear();
  server.use(
    http.get(`${BASE}/permission/getRegions`, () => ok(regions)),
    http.post(`${BASE}/account/:call`, async ({ request, params }) => {
      const body = (await request.json()) as Body;
      sent.push({ path: String(params.call), body });
      if (params.call === "list") return ok({ list: accounts, total: accounts.length });
      if (params.call === "dataScope") return scopeAnswer();
      if (params.call === "scopeAgencies") return ok({ list: [manila, nusantara] });
      return setAnswer();
    }),
  );
});

const calls = (path: string) => sent.filter((s) => s.path === path);
const openEditor = async () => {
  await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions");
  await userEvent.click(await screen.findByRole("button", { name: "Edit the data scope of operator" }));
  return screen.findByRole("dialog", { name: "Data scope of operator" });
};

describe("AdminDataPermissionsPage", () => {
  it("says what each account sees, and offers Edit only on admins and operators other than the user", async () => {
    await renderWithApi(<AdminDataPermissionsPage />, "/admin/data-permissions");
    const table = await screen.findByRole("table", { name: en.route.AdminDataPermissions });
    const rowOf = (name: string) => within(within(table).getByRole("row", { name: new RegExp(`^${name.replace(".", "\\.")}\\b`) }));
    await waitFor(() => expect(rowOf("operator").getByText("Sees 2 regions: Indonesia, Philippines")).toBeInTheDocument());
    expect(rowOf("operator").getByRole("button", { name: "Edit the data scope of operator" })).toBeInTheDocument();
    expect(rowOf("agency.manager").getByText("Own agency: Nusantara Star Agency")).toBeInTheDocument();
    expect(rowOf("agency.manager").getByText(texts.followsAgency)).toBeInTheDocument();
    expect(rowOf("agency.manager").queryByRole("button", { name: /data scope/ })).toBeNull();
    expect(rowOf("boss").queryByRole("button", { name: /data scope/ })).toBeNull();
  });

  it("sets a scope of agencies found by search, showing the scope after saving in words, and sends only their ids at the version read", async () => {
    const dialog = within(await openEditor());
    // Now (with the agencies it reaches) and, until something changes, the same after saving.
    expect(await dialog.findByTestId("scope-now")).toHaveTextContent("Sees 2 regions: Indonesia, Philippines · agencies reached: 3");
    expect(dialog.getByRole("status")).toHaveTextContent(/^Sees 2 regions: Indonesia, Philippines$/);
    expect(dialog.getByRole("checkbox", { name: "Indonesia (ID)" })).toBeChecked();
    await userEvent.click(dialog.getByRole("radio", { name: texts.kind.agencies }));
    await userEvent.type(dialog.getByRole("searchbox", { name: texts.agencySearch }), "MANILA");
    await userEvent.click(await dialog.findByRole("checkbox", { name: /Manila Stars/ }));
    expect(dialog.queryByRole("checkbox", { name: /Nusantara/ })).toBeNull();
    expect(dialog.getByRole("status")).toHaveTextContent("Sees 1 agencies: Manila Stars");
    await userEvent.click(dialog.getByRole("button", { name: en.admin.accounts.save }));
    await waitFor(() => expect(calls("setDataScope")).toHaveLength(1));
    expect(calls("setDataScope")[0]?.body).toEqual({ id: 2, version: 4, kind: "agencies", region_ids: [], agency_ids: [4] });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Data scope of operator" })).toBeNull());
  });

  it("keeps an empty choice from the server with a message, and offers own agency only to a member of one", async () => {
    const dialog = within(await openEditor());
    expect(await dialog.findByRole("radio", { name: texts.kind.agency })).toBeDisabled();
    expect(dialog.getByText(texts.noOwnAgency)).toBeInTheDocument();
    await userEvent.click(await dialog.findByRole("checkbox", { name: "Indonesia (ID)" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Philippines (PH)" }));
    await userEvent.click(dialog.getByRole("button", { name: en.admin.accounts.save }));
    expect(await dialog.findByText(texts.error.noRegion)).toBeInTheDocument();
    expect(calls("setDataScope")).toHaveLength(0);
  });

  it("says who changed the account meanwhile, and saves again after Reload with the new version", async () => {
    const newer = { ...operator, version: 5, updated_by: "other.admin", update_time: 1_800_000_000 };
    setAnswer = () => refused(47006);
    const dialog = within(await openEditor());
    await userEvent.click(await dialog.findByRole("radio", { name: texts.kind.all }));
    accounts = [boss, newer, manager];
    await userEvent.click(dialog.getByRole("button", { name: en.admin.accounts.save }));
    expect(await dialog.findByText(/^Changed by other\.admin at /)).toBeInTheDocument();
    setAnswer = () => ok(newer);
    await userEvent.click(dialog.getByRole("button", { name: en.admin.accounts.reload }));
    const reloaded = within(await screen.findByRole("dialog", { name: "Data scope of operator" }));
    await waitFor(() => expect(reloaded.queryByText(/^Changed by other\.admin at /)).toBeNull());
    await userEvent.click(reloaded.getByRole("radio", { name: texts.kind.all }));
    await userEvent.click(reloaded.getByRole("button", { name: en.admin.accounts.save }));
    await waitFor(() => expect(calls("setDataScope")).toHaveLength(2));
    expect(calls("setDataScope")[1]?.body).toMatchObject({ id: 2, version: 5, kind: "all" });
  });

  it("shows the server's refusal of a scope wider than the user's own and keeps the choice", async () => {
    setAnswer = () => refused(47009);
    const dialog = within(await openEditor());
    await userEvent.click(await dialog.findByRole("radio", { name: texts.kind.all }));
    await userEvent.click(dialog.getByRole("button", { name: en.admin.accounts.save }));
    expect(await dialog.findByText(en.errors.api["/agent/account/setDataScope"]["47009"])).toBeInTheDocument();
    expect(dialog.getByRole("radio", { name: texts.kind.all })).toBeChecked();
  });

  it("shows a scope that failed to load with Try again", async () => {
    scopeAnswer = () => HttpResponse.json({ code: 500, msg: "boom" }, { status: 500 });
    const dialog = within(await openEditor());
    const retry = await dialog.findByRole("button", { name: en.common.retry });
    scopeAnswer = () => ok(createMockDataScope({ id: 2 }));
    await userEvent.click(retry);
    expect(await screen.findByRole("radio", { name: texts.kind.regions })).toBeChecked();
  });
});

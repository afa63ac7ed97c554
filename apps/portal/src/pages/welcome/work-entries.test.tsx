/**
 * The home's entries added for issue 25 (sign-up deadlines within 48 hours, broadcasters with no
 * live for three days, statements waiting for a signature): each counts with its call's filter
 * and shows the server's total, and each shows only to a user who may open its screen.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createCanSee } from "@agent-portal/permissions/guard";
import { PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes, SeenRequest } from "@agent-portal/session/test-store";
import { render, within } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WORK_ENTRIES } from "./work-entries.ts";
import { WorkListView, visibleEntries } from "./work-list.tsx";

const NEW_ENTRIES = ["signUpClosing", "noLive", "statementsToSign"] as const;
const entryOf = (id: string) => {
  const found = WORK_ENTRIES.find((e) => e.id === id);
  if (found === undefined) throw new Error(`No entry ${id}`);
  return found;
};

async function renderEntry(id: string, routes: FakeRoutes) {
  const { store, requests } = createTestSessionStore(routes, { token: "t-1" });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  render(<WorkListView entries={[entryOf(id)]} />, { wrapper });
  const row = within(document.querySelector<HTMLElement>(`[data-entry="${id}"]`) ?? document.body);
  return { row, requests };
}

const query = (request: SeenRequest | undefined) => new URLSearchParams(request?.search ?? "");
const body = (request: SeenRequest | undefined): unknown => JSON.parse(request?.body ?? "null");

describe("the entries with a count of their own", () => {
  it("signUpClosing counts the open activities closing within 48 hours and lands on that tab and filter", async () => {
    const { row, requests } = await renderEntry("signUpClosing", { "act75352 /sign_act_list": { code: 0, data: { list: [], total: 2 } } });
    expect(await row.findByText("2 waiting")).toBeInTheDocument();
    const sent = query(requests.find((r) => r.path === "/sign_act_list"));
    expect(Object.fromEntries(sent)).toMatchObject({ status: "2", closingWithin: "48" });
    expect(row.getByRole("link", { name: en.welcome.work.entry.signUpClosing })).toHaveAttribute("href", "/broadcaster-operate/act-regist/list?status=2&closing=48");
  });

  it("noLive counts the broadcasters of the all tab with no live on the last 3 days and lands on the filtered list", async () => {
    const { row, requests } = await renderEntry("noLive", { "broker /QryAnchorList": { code: 1, data: { list: [], total: 5 } } });
    expect(await row.findByText("5 waiting")).toBeInTheDocument();
    expect(body(requests.find((r) => r.path === "/QryAnchorList"))).toMatchObject({ tab: 1, no_live_days: 3 });
    expect(row.getByRole("link")).toHaveAttribute("href", "/broadcaster/list/list/all?noLive=3");
  });

  it("statementsToSign counts the statements waiting for a signature, and says when none waits", async () => {
    const { row, requests } = await renderEntry("statementsToSign", { "liveData /agentOss/invoiceList": { code: 0, data: { list: [], total: 0 } } });
    expect(await row.findByText(en.welcome.work.nothingWaiting)).toBeInTheDocument();
    expect(body(requests.find((r) => r.path === "/agentOss/invoiceList"))).toMatchObject({ status: 1 });
    expect(row.getByRole("link")).toHaveAttribute("href", "/data-center/broadcaster-data/proxy?status=1");
  });

  it("shows a failed count's error in place", async () => {
    const { row } = await renderEntry("noLive", { "broker /QryAnchorList": { code: 500, status: 500 } });
    expect(await row.findByRole("alert")).not.toBeEmptyDOMElement();
  });
});

describe("who sees them", () => {
  const idsFor = (profile: keyof typeof PROFILES) =>
    visibleEntries(WORK_ENTRIES, createCanSee(guardUserOf(PROFILES[profile]), "standard"), guardUserOf(PROFILES[profile]).permissions)
      .map((e) => e.id)
      .filter((id) => (NEW_ENTRIES as readonly string[]).includes(id));

  it("lists each only for a user who may open its screen", () => {
    expect(idsFor("agencySuperAdmin")).toEqual([...NEW_ENTRIES]);
    expect(idsFor("agencyManager")).toEqual([...NEW_ENTRIES]);
    expect(idsFor("normalUser")).toEqual([]);
  });

  it("lists a broker's idle broadcasters, not the statements: the broker may open the settlement route but not its call", () => {
    expect(idsFor("broker")).toEqual(["noLive"]);
  });
});

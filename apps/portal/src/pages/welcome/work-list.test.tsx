import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createCanSee } from "@agent-portal/permissions/guard";
import { PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { act, render, screen, within } from "@testing-library/react";
import { ScreenFrame } from "@agent-portal/app-runtime/routes/screen-frame";
import { FakeIntersectionObserver, installFakeIntersectionObserver } from "@agent-portal/app-runtime/testing/fake-intersection-observer";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkCount, WorkEntry } from "./work-entries.ts";
import { WORK_ENTRIES, answeringInitiator, countOf } from "./work-entries.ts";
import { WorkListView, visibleEntries } from "./work-list.tsx";
import { TransferDirection, TransferInitiator } from "@agent-portal/api-client/enums";

const texts = en.welcome.work;
const base = { count: undefined, atLeast: false, isError: false, error: undefined, refetch: () => undefined } satisfies WorkCount;
const entry = (id: keyof typeof texts.entry, state: Partial<WorkCount>, route: WorkEntry["route"] = "RecheckList", search = ""): WorkEntry => ({
  id,
  route,
  search,
  useCount: () => ({ ...base, ...state }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderList(entries: readonly WorkEntry[], options: { readonly offscreenWhenVisible?: boolean } = {}) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );
  if (options.offscreenWhenVisible !== true) return render(<WorkListView entries={entries} />, { wrapper });
  // As the home renders it: in the shell's screen frame, with its route option.
  const Screen = () => <WorkListView entries={entries} />;
  return render(<ScreenFrame Screen={Screen} options={{ offscreenWhenVisible: true }} />, { wrapper });
}

const rowOf = (id: string) => within(document.querySelector<HTMLElement>(`[data-entry="${id}"]`) ?? document.body);

describe("WorkListView", () => {
  it("shows each entry's state: loading, nothing waiting, a count with a link to the filtered screen, a lower bound", async () => {
    await renderList([
      entry("unfinishedKyc", {}),
      entry("toBeRenewed", { count: 0 }, "ListToBeRenewed"),
      entry("transfersIn", { count: 2 }, "ModifyRelation", "?view=in&status=1"),
      entry("transfersOut", { count: 100, atLeast: true }, "ModifyRelation", "?view=out&status=1"),
    ]);
    expect(screen.getByRole("heading", { name: texts.title })).toBeInTheDocument();
    expect(rowOf("unfinishedKyc").getByRole("status", { name: en.common.loading })).toHaveAttribute("aria-busy", "true");
    expect(rowOf("toBeRenewed").getByText(texts.nothingWaiting)).toBeInTheDocument();
    expect(rowOf("transfersIn").getByText("2 waiting")).toBeInTheDocument();
    expect(rowOf("transfersIn").getByRole("link", { name: texts.entry.transfersIn })).toHaveAttribute("href", "/broadcaster/modify/modify?view=in&status=1");
    expect(rowOf("toBeRenewed").getByRole("link")).toHaveAttribute("href", "/broadcaster/list/list/to-be-renewed");
    expect(rowOf("transfersOut").getByText("100+ waiting")).toBeInTheDocument();
  });

  it("on the home, an entry asks for its count only once near the viewport, showing its link alone meanwhile, and stays the same element", async () => {
    installFakeIntersectionObserver();
    const asked: boolean[] = [];
    const kyc: WorkEntry = {
      id: "unfinishedKyc",
      route: "RecheckList",
      search: "",
      useCount: (skip) => {
        asked.push(!skip);
        return { ...base, count: skip ? undefined : 4 };
      },
    };
    await renderList([kyc], { offscreenWhenVisible: true });
    const link = rowOf("unfinishedKyc").getByRole("link", { name: texts.entry.unfinishedKyc });
    const row = link.closest("li");
    expect(asked.every((value) => !value)).toBe(true);
    expect(row?.querySelector('[aria-busy="true"], [data-slot="skeleton"]')).toBeNull();
    link.focus();

    act(() => FakeIntersectionObserver.instances[0]?.report(true));
    expect(await rowOf("unfinishedKyc").findByText("4 waiting")).toBeInTheDocument();
    expect(asked.at(-1)).toBe(true);
    expect(document.querySelector('[data-entry="unfinishedKyc"]')).toBe(row);
    expect(link).toHaveFocus();
  });

  it("shows a failed count's message with Try again, which asks again", async () => {
    const refetch = vi.fn();
    await renderList([entry("subAgentApplications", { isError: true, error: { kind: "network" }, refetch }, "ApplySubAgentList")]);
    const row = rowOf("subAgentApplications");
    expect(row.getByRole("alert")).not.toBeEmptyDOMElement();
    await userEvent.click(row.getByRole("button", { name: `Try again: ${texts.entry.subAgentApplications}` }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("renders nothing without entries", async () => {
    const { container } = await renderList([]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("visibleEntries", () => {
  const idsFor = (profile: keyof typeof PROFILES) =>
    visibleEntries(WORK_ENTRIES, createCanSee(guardUserOf(PROFILES[profile]), "standard"), guardUserOf(PROFILES[profile]).permissions).map((e) => e.id);

  it("keeps only the entries whose screen the user may open", () => {
    expect(idsFor("broker")).toEqual(["toBeRenewed", "unfinishedKyc", "noLive"]);
    expect(idsFor("agencySuperAdmin")).toEqual(expect.arrayContaining(["toBeRenewed", "unfinishedKyc", "subAgentApplications", "recruitReview"]));
    expect(idsFor("agencyManager")).toContain("unreadNotifications");
    expect(idsFor("normalUser")).toEqual([]);
  });
});

describe("counts", () => {
  it("counts the transfers the caller answers: the source agency's in the in view, the target agency's in the out view", () => {
    expect(answeringInitiator(TransferDirection.In)).toBe(TransferInitiator.SourceAgency);
    expect(answeringInitiator(TransferDirection.Out)).toBe(TransferInitiator.TargetAgency);
  });

  it("has no count before the answer, and maps the answer once it came", () => {
    const query = { isError: false, refetch: () => undefined };
    expect(countOf({ ...query, data: undefined }, (n: number) => n).count).toBeUndefined();
    expect(countOf({ ...query, data: { total: 7 } }, (page) => page.total)).toMatchObject({ count: 7, atLeast: false });
  });
});

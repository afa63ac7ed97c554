/**
 * Saved views in the list frame (issue 25, item 4): the "Views" menu of `ListPage` saves the URL's
 * query (not its page) under a name per user, opens a view by navigating to it, renames, deletes
 * and copies a view's link, refuses an empty or repeated name with a message, and is usable from
 * the keyboard alone. Views live in local storage (no call), so no request is mocked.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { userInfoReceived } from "@agent-portal/session";
import { createTestLoginUser } from "@agent-portal/session/test-support";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savedViewsKey } from "#list/saved-views.ts";
import { createTestKit } from "#testing/test-kit.tsx";
import { ListPage } from "./list-page.tsx";

const texts = en.shared.views;

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderList(url: string, username = "agency.manager") {
  const { kit, session } = createTestKit({});
  session.store.dispatch(userInfoReceived({ ...createTestLoginUser(), username }));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const router = createMemoryRouter(
    [
      {
        path: "/list",
        element: (
          <ListPage label="Broadcasters">
            <Where />
          </ListPage>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <kit.StoreProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </kit.StoreProvider>,
  );
  return router;
}

const where = () => screen.getByRole("status", { name: "where" });
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: texts.button }));
  return screen.findByRole("dialog", { name: texts.title });
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the Views menu", () => {
  it("saves the current filters and sort (not the page) under a name, for this user and list only", async () => {
    const user = userEvent.setup();
    await renderList("/list?broker=0&sort=beans&page=3");
    const menu = await openMenu(user);
    expect(within(menu).getByText(texts.none)).toBeInTheDocument();
    await user.click(within(menu).getByRole("button", { name: texts.saveCurrent }));
    const dialog = await screen.findByRole("dialog", { name: texts.saveTitle });
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: new RegExp(texts.name) })).toHaveFocus());
    await user.keyboard("  No broker  ");
    await user.click(within(dialog).getByRole("button", { name: texts.saveButton }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: texts.saveTitle })).not.toBeInTheDocument());
    expect(screen.getByText("View No broker saved")).toBeInTheDocument();
    const stored: unknown = JSON.parse(localStorage.getItem(savedViewsKey("agency.manager", "/list")) ?? "[]");
    expect(stored).toEqual([expect.objectContaining({ name: "No broker", query: "?broker=0&sort=beans" })]);
  });

  it("refuses an empty name and a name the list already has, with a message, keeping what was typed", async () => {
    localStorage.setItem(savedViewsKey("agency.manager", "/list"), JSON.stringify([{ id: "v1", name: "Idle", query: "?noLive=3" }]));
    const user = userEvent.setup();
    await renderList("/list");
    await user.click(within(await openMenu(user)).getByRole("button", { name: texts.saveCurrent }));
    const dialog = await screen.findByRole("dialog", { name: texts.saveTitle });
    await user.click(within(dialog).getByRole("button", { name: texts.saveButton }));
    expect(await within(dialog).findByText(texts.problem.required)).toBeInTheDocument();
    const field = within(dialog).getByRole("textbox", { name: new RegExp(texts.name) });
    await user.type(field, "idle");
    await user.click(within(dialog).getByRole("button", { name: texts.saveButton }));
    expect(await within(dialog).findByText(texts.problem.taken)).toBeInTheDocument();
    expect(field).toHaveValue("idle");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("opens a view by navigating to its query, from the keyboard alone", async () => {
    localStorage.setItem(savedViewsKey("agency.manager", "/list"), JSON.stringify([{ id: "v1", name: "Idle", query: "?noLive=3" }]));
    const user = userEvent.setup();
    await renderList("/list?page=2");
    screen.getByRole("button", { name: texts.button }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("dialog", { name: texts.title });
    const link = within(menu).getByRole("link", { name: "Idle" });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    link.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(where()).toHaveTextContent("/list?noLive=3"));
    expect(screen.queryByRole("dialog", { name: texts.title })).not.toBeInTheDocument();
  });

  it("renames and deletes a view, and copies its link", async () => {
    localStorage.setItem(savedViewsKey("agency.manager", "/list"), JSON.stringify([{ id: "v1", name: "Idle", query: "?noLive=3" }]));
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await renderList("/list");
    let menu = await openMenu(user);
    await user.click(within(menu).getByRole("button", { name: "Copy link to Idle" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/list?noLive=3`);
    expect(await screen.findByText("Link to Idle copied")).toBeInTheDocument();

    await user.click(within(menu).getByRole("button", { name: "Rename Idle" }));
    const dialog = await screen.findByRole("dialog", { name: texts.renameTitle });
    const field = within(dialog).getByRole("textbox", { name: new RegExp(texts.name) });
    expect(field).toHaveValue("Idle");
    await user.clear(field);
    await user.type(field, "Quiet hosts{Enter}");
    expect(await screen.findByText("View renamed to Quiet hosts")).toBeInTheDocument();

    menu = await openMenu(user);
    await user.click(within(menu).getByRole("button", { name: "Delete Quiet hosts" }));
    expect(await screen.findByText("View Quiet hosts deleted")).toBeInTheDocument();
    expect(within(menu).getByText(texts.none)).toBeInTheDocument();
    expect(localStorage.getItem(savedViewsKey("agency.manager", "/list"))).toBe("[]");
  });

  it("shows another user none of this user's views", async () => {
    localStorage.setItem(savedViewsKey("agency.manager", "/list"), JSON.stringify([{ id: "v1", name: "Idle", query: "?noLive=3" }]));
    const user = userEvent.setup();
    await renderList("/list", "agency.broker");
    expect(within(await openMenu(user)).getByText(texts.none)).toBeInTheDocument();
  });
});

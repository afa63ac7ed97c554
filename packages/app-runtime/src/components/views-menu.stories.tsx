import type { Meta, StoryObj } from "@storybook/react-vite";
import { configureStore } from "@reduxjs/toolkit";
import { sessionReducer, userInfoReceived } from "@agent-portal/session";
import { createTestLoginUser } from "@agent-portal/session/test-support";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { savedViewsKey } from "#list/saved-views.ts";
import type { SavedView } from "#list/saved-views.ts";
import { ListPage } from "./list-page.tsx";

const PATH = "/broadcaster/list/list/all";

/** A list frame inside an app (a router and a store with a logged-in user), its views stored first. */
function ListWithViews({ views }: { readonly views: readonly SavedView[] }) {
  localStorage.setItem(savedViewsKey("agency.manager", PATH), JSON.stringify(views));
  const store = configureStore({ reducer: { session: sessionReducer } });
  store.dispatch(userInfoReceived(createTestLoginUser({ username: "agency.manager" })));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${PATH}?noLive=3`]}>
        <ListPage label="Broadcasters">
          <p className="text-sm text-fg-muted">The list's table.</p>
        </ListPage>
      </MemoryRouter>
    </Provider>
  );
}

/** "Views" in the list frame (issue 25, item 4): the user's saved views of the list, each a named URL query. */
const meta = {
  title: "App shell/Saved views",
  component: ListWithViews,
  parameters: { layout: "padded" },
  args: { views: [] },
} satisfies Meta<typeof ListWithViews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No view saved yet: the menu offers "Save current view as…". */
export const NoViews: Story = {};
/** Two saved views; the first is the current URL's. */
export const WithViews: Story = {
  args: {
    views: [
      { id: "a", name: "Idle hosts", query: "?noLive=3" },
      { id: "b", name: "No broker, most beans", query: "?broker=0&sort=beans" },
    ],
  },
};

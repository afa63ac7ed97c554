import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { useKitLabels } from "#kit-labels.ts";
import { ListTable } from "./list-table.tsx";
import type { ListQueryView } from "#list/use-list-query.ts";

// The phone dialog's controller, as the session watcher's host would answer it.
const phone = vi.hoisted(() => ({ request: vi.fn(() => Promise.resolve(true)) }));
vi.mock("@agent-portal/phone-auth/controller", () => ({ defaultPhoneAuthController: { request: phone.request } }));

// Counts the table's renders: it asks for the kit's texts once per render.
vi.mock("#kit-labels.ts", async (importOriginal) => {
  const actual = await importOriginal<{ useKitLabels: typeof useKitLabels }>();
  return { useKitLabels: vi.fn(actual.useKitLabels) };
});

interface Row {
  readonly id: string;
  readonly name: string;
}

const columns: DataTableColumn<Row>[] = [{ id: "name", header: "Name", accessor: (row) => row.name }];
const state = { sorting: [], onSortingChange: () => undefined, pagination: { pageIndex: 0, pageSize: 20 }, onPaginationChange: () => undefined };
const rowId = (row: Row) => row.id;
const viewOf = (total: number): ListQueryView<Row> => ({ status: "ready", rows: [{ id: "1", name: "Maya" }], total, errorMessage: null, retry: () => undefined });
const first = viewOf(1);

/** A list page: something of its own (`other`, like another call's answer) and the table's view. */
function Page({ view, other }: { view: ListQueryView<Row>; other: number }) {
  return (
    <>
      <output>{other}</output>
      <ListTable caption="Broadcasters" columns={columns} view={view} state={state} getRowId={rowId} />
    </>
  );
}

/** Renders the page; the answer renders it again with other props. */
async function renderPage(): Promise<(props: { view: ListQueryView<Row>; other: number }) => void> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { rerender } = render(<Page view={first} other={0} />, { wrapper });
  return (props) => {
    rerender(<Page {...props} />);
  };
}

describe("ListTable", () => {
  it("is not rendered again when the page renders with the same props", async () => {
    const setPage = await renderPage();
    const renders = vi.mocked(useKitLabels).mock.calls.length;
    expect(renders).toBeGreaterThan(0);
    setPage({ view: first, other: 1 });
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("1");
    expect(vi.mocked(useKitLabels).mock.calls.length).toBe(renders);
  });

  it("renders a new view once, in the background render only", async () => {
    const setPage = await renderPage();
    expect(screen.getByText(en.kit.pagination.total.replace("{{total}}", "1"))).toBeInTheDocument();
    const renders = vi.mocked(useKitLabels).mock.calls.length;
    setPage({ view: viewOf(42), other: 0 });
    expect(await screen.findByText(en.kit.pagination.total.replace("{{total}}", "42"))).toBeInTheDocument();
    // The urgent render still has the old (deferred) view and skips the table; the deferred one renders it.
    expect(vi.mocked(useKitLabels).mock.calls.length).toBe(renders + 1);
  });
});

describe("ListTable's states in place of the rows", () => {
  async function renderView(view: ListQueryView<Row>) {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
    render(
      <I18nextProvider i18n={i18n}>
        <ListTable caption="Broadcasters" columns={columns} view={view} state={state} getRowId={rowId} />
      </I18nextProvider>,
    );
  }
  const total = (n: number) => en.kit.pagination.total.replace("{{total}}", String(n));

  it("shows no total before the first answer, and the last known total while a new page loads", async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
    const table = (view: ListQueryView<Row>) => (
      <I18nextProvider i18n={i18n}>
        <ListTable caption="Broadcasters" columns={columns} view={view} state={state} getRowId={rowId} />
      </I18nextProvider>
    );
    const { rerender } = render(table({ status: "loading", rows: [], total: undefined, errorMessage: null, retry: () => undefined }));
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText(/^Total: \d+$/)).toBeNull();
    rerender(table(viewOf(110)));
    expect(await screen.findByText(total(110))).toBeInTheDocument();
    rerender(table({ status: "loading", rows: [], total: 110, errorMessage: null, retry: () => undefined }));
    await waitFor(() => expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true"));
    expect(screen.getByText(total(110))).toBeInTheDocument();
  });

  it("shows a failed load's translated error and Try again, without the table, a pager or a total", async () => {
    const retry = vi.fn();
    await renderView({ status: "error", rows: [], total: 0, errorMessage: "The server could not complete the request.", retry });
    expect(screen.getByRole("alert")).toHaveTextContent("The server could not complete the request.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(total(0))).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("region", { name: "Broadcasters" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says a verified phone is needed when the phone dialog was cancelled: no error text, no Try again, no total; its button opens the dialog and reloads once verified", async () => {
    const retry = vi.fn();
    await renderView({ status: "phoneRequired", rows: [], total: 0, errorMessage: null, retry });
    expect(screen.getByText(en.shared.phoneRequired.title)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(en.errors.phoneAuth)).toBeNull();
    expect(screen.queryByRole("button", { name: en.common.retry })).toBeNull();
    expect(screen.queryByText(total(0))).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.shared.phoneRequired.action }));
    expect(phone.request).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
  });
});

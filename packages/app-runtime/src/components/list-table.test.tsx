import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { useKitLabels } from "../kit-labels.ts";
import { ListTable } from "./list-table.tsx";
import type { ListQueryView } from "../list/use-list-query.ts";

// Counts the table's renders: it asks for the kit's texts once per render.
vi.mock("../kit-labels.ts", async (importOriginal) => {
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

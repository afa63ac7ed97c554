import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { ListQueryView } from "#list/use-list-query.ts";
import { FilterBar, ListPage } from "./list-page.tsx";
import { ListTable } from "./list-table.tsx";

/** A broadcaster row, as the list frame shows it. */
interface Row {
  readonly uid: string;
  readonly name: string;
  readonly bigoId: string;
  readonly broker: string;
}

const columns: readonly DataTableColumn<Row>[] = [
  { id: "name", header: "Broadcaster", width: 220, accessor: (row) => row.name },
  { id: "bigoId", header: "Bigo ID", width: 180, accessor: (row) => row.bigoId },
  { id: "broker", header: "Broker", width: 180, accessor: (row) => row.broker },
];
const rows: Row[] = Array.from({ length: 8 }, (_, index) => ({
  uid: String(index),
  name: `Broadcaster ${String(index + 1)}`,
  bigoId: `anchor.${String(index + 1)}`,
  broker: index % 2 === 0 ? "Sinta Wijaya" : "",
}));
const state = { sorting: [], onSortingChange: () => undefined, pagination: { pageIndex: 0, pageSize: 20 }, onPaginationChange: () => undefined };
const view = (overrides: Partial<ListQueryView<Row>>): ListQueryView<Row> => ({ status: "ready", rows, total: 110, errorMessage: null, retry: () => undefined, ...overrides });

/**
 * The app shell's list frame (`ListPage`, `FilterBar`, `ListTable`) in each of its states: rows,
 * loading, empty, a failed load (its translated error and Try again in place of the table, without
 * a pager or a total) and a call whose phone dialog was cancelled.
 */
function ListFrame({ view: shown }: { view: ListQueryView<Row> }) {
  return (
    <ListPage
      label="Broadcaster list"
      filters={
        <FilterBar label="Filter broadcasters" onSubmit={() => undefined}>
          <label className="flex flex-col gap-1 text-sm">
            Bigo ID
            <input className="h-9 rounded-md border border-border px-2" type="search" />
          </label>
        </FilterBar>
      }
    >
      <ListTable caption="All" columns={columns} view={shown} state={state} getRowId={(row) => row.uid} />
    </ListPage>
  );
}

const meta = {
  title: "App shell/List frame",
  component: ListFrame,
  parameters: { layout: "padded" },
  args: { view: view({}) },
} satisfies Meta<typeof ListFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of rows, with its pager and total. */
export const Rows: Story = {};
/** The first load: skeleton rows, the table busy. */
export const Loading: Story = { args: { view: view({ status: "loading", rows: [], total: 0 }) } };
/** Nothing matches: the empty state in place of the rows. */
export const Empty: Story = { args: { view: view({ rows: [], total: 0 }) } };
/** A failed load: the translated error and Try again, in view, without a pager or a total. */
export const Failed: Story = { args: { view: view({ status: "error", rows: [], total: 0, errorMessage: "The server could not complete the request. Please try again later." }) } };
/** The phone dialog was cancelled: a verified phone is needed, and a button opens the dialog again. */
export const PhoneRequired: Story = { args: { view: view({ status: "phoneRequired", rows: [], total: 0 }) } };
/** Right to left (Arabic), failed. */
export const FailedRightToLeft: Story = { ...Failed, globals: { locale: "ar" } };

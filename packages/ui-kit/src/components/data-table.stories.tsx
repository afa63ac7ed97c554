import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { sampleBroadcasters } from "#stories/sample-broadcasters.ts";
import type { SampleBroadcaster } from "#stories/sample-broadcasters.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Badge } from "./badge.tsx";
import { Button } from "./button.tsx";
import { DataTable } from "./data-table.tsx";
import type { ColumnFiltersState, DataTableColumn, DataTableProps, PaginationState, RowSelectionState, SortingState } from "./data-table.tsx";

const tones = { signed: "success", renewal: "warning", terminated: "danger" } as const;
const statusText = { signed: "Signed", renewal: "To be renewed", terminated: "Terminated" } as const;
const number = new Intl.NumberFormat("en");

const columns: DataTableColumn<SampleBroadcaster>[] = [
  { id: "uid", header: "Broadcaster ID", accessor: (row) => row.uid, width: 140, hideable: false },
  { id: "nickname", header: "Nickname", accessor: (row) => row.nickname, sortable: true, filter: { type: "text" } },
  {
    id: "agency",
    header: "Agency",
    accessor: (row) => row.agency,
    filter: { type: "select", options: ["Star Guild", "Nova Agency", "Sunrise Media", "Blue Wave"].map((value) => ({ value, label: value })) },
  },
  { id: "status", header: "Contract", accessor: (row) => statusText[row.status], cell: (row) => <Badge tone={tones[row.status]}>{statusText[row.status]}</Badge>, width: 140 },
  { id: "liveHours", header: "Live hours", accessor: (row) => row.liveHours, sortable: true, align: "end", width: 120 },
  { id: "beans", header: "Beans", accessor: (row) => row.beans, cell: (row) => number.format(row.beans), sortable: true, align: "end", width: 120 },
  { id: "joinedAt", header: "Joined", accessor: (row) => row.joinedAt, sortable: true, width: 130 },
];

const all = sampleBroadcasters(253);

/** A stand-in server: filters, sorts and pages the sample rows after a short delay. */
function useFakeServer(sorting: SortingState, filters: ColumnFiltersState, pagination: PaginationState) {
  const [state, setState] = React.useState<{ rows: SampleBroadcaster[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: true });
  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      let rows = all.filter((row) =>
        filters.every((filter) => {
          const value = String(filter.value).toLowerCase();
          return filter.id === "nickname" ? row.nickname.toLowerCase().includes(value) : filter.id === "agency" ? row.agency.toLowerCase() === value : true;
        }),
      );
      const sort = sorting[0];
      if (sort) {
        const key = sort.id as keyof SampleBroadcaster;
        rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1));
      }
      const start = pagination.pageIndex * pagination.pageSize;
      setState({ rows: rows.slice(start, start + pagination.pageSize), total: rows.length, loading: false });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [sorting, filters, pagination]);
  return state;
}

function ServerTable() {
  const kit = useKitLabels();
  const [sorting, setSorting] = React.useState<SortingState>([{ id: "beans", desc: true }]);
  const [filters, setFilters] = React.useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = React.useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const server = useFakeServer(sorting, filters, pagination);
  return (
    <DataTable
      caption="Broadcasters"
      columns={columns}
      data={server.rows}
      getRowId={(row) => row.uid}
      status={server.loading && server.rows.length === 0 ? "loading" : "ready"}
      sorting={sorting}
      onSortingChange={setSorting}
      columnFilters={filters}
      onColumnFiltersChange={setFilters}
      pagination={pagination}
      onPaginationChange={setPagination}
      rowCount={server.total}
      rowSelection={selection}
      onRowSelectionChange={setSelection}
      toolbar={<Button size="sm">Invite</Button>}
      labels={kit.dataTable}
      paginationLabels={kit.pagination}
    />
  );
}

const tenThousand = sampleBroadcasters(10_000);

function StaticTable(props: Partial<DataTableProps<SampleBroadcaster>>) {
  const kit = useKitLabels();
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  return (
    <DataTable
      caption="Broadcasters"
      columns={columns}
      data={tenThousand.slice(0, 12)}
      getRowId={(row) => row.uid}
      rowSelection={selection}
      onRowSelectionChange={setSelection}
      labels={kit.dataTable}
      {...props}
    />
  );
}

const meta = {
  title: "Data display/Data table",
  component: DataTable,
  args: { caption: "Broadcasters", columns: [], data: [], getRowId: () => "" },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: "Server-side (sorting, filters, pages, selection)", render: () => <ServerTable /> };
export const TenThousandRows: Story = { name: "Ten thousand rows", render: () => <StaticTable data={tenThousand} height={560} /> };
export const HiddenColumns: Story = { render: () => <StaticTable columnVisibility={{ agency: false, joinedAt: false }} /> };
export const Loading: Story = { render: () => <StaticTable status="loading" data={[]} /> };
export const Empty: Story = { render: () => <StaticTable data={[]} /> };
export const ErrorState: Story = { name: "Error", render: () => <StaticTable status="error" data={[]} onRetry={() => undefined} /> };
export const RightToLeft: Story = { render: () => <ServerTable />, globals: rtl };
/** A column header with an action after its text (here a help link, as the live-data tables' metric definitions); the header keeps its text as its name. */
export const HeaderAction: Story = {
  render: () => (
    <StaticTable
      columns={columns.map((column) =>
        column.id === "beans"
          ? {
              ...column,
              headerAction: (
                <a
                  href="#beans-definition"
                  aria-label="What is Beans?"
                  title="What is Beans?"
                  className="grid size-6 shrink-0 place-items-center rounded text-fg-muted hover:text-brand-700"
                >
                  ?
                </a>
              ),
            }
          : column,
      )}
    />
  ),
};
export const Mobile: Story = { render: () => <StaticTable height={420} />, globals: mobile };

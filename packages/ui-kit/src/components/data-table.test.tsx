import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable, rowCountOf } from "./data-table.tsx";
import type { ColumnFiltersState, DataTableColumn, DataTableProps, SortingState } from "./data-table.tsx";

interface Row {
  id: string;
  name: string;
  beans: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: "name", header: "Name", accessor: (row) => row.name, sortable: true, filter: { type: "text" } },
  { id: "beans", header: "Beans", accessor: (row) => row.beans, align: "end" },
  { id: "action", header: "Action", accessor: () => null, cell: () => <button type="button">Edit</button>, excludeFromExport: true },
];
const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({ id: String(index), name: index === 1 ? "=cmd|' /C calc'!A0" : `Name ${String(index)}`, beans: index * 10 }));
const few = rows.slice(0, 3);

// happy-dom has no layout: give elements the size a browser would, so the virtualizer sees a viewport.
const sizes = { clientHeight: 480, clientWidth: 960, offsetHeight: 480, offsetWidth: 960 } as const;
const originals = Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, key);
  }
});

function Table(props: Partial<DataTableProps<Row>>) {
  return <DataTable caption="Broadcasters" columns={columns} data={few} getRowId={(row) => row.id} {...props} />;
}

describe("DataTable", () => {
  it("is a named table with column headers and one row per item", () => {
    render(<Table />);
    const table = screen.getByRole("table", { name: "Broadcasters" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toContain("Beans");
    expect(
      within(table)
        .getAllByRole("row")
        .filter((row) => row.getAttribute("data-slot") === "data-table-row"),
    ).toHaveLength(3);
    expect(table).toHaveAttribute("aria-rowcount", "5");
  });

  it("shows a header's action after its text, the header keeping its own name (and sorting)", async () => {
    const onSortingChange = vi.fn();
    const withAction: DataTableColumn<Row>[] = [{ ...columns[0]!, headerAction: <a href="#what-is-name">What is Name?</a> }, ...columns.slice(1)];
    render(<Table columns={withAction} onSortingChange={onSortingChange} />);
    const header = screen.getByRole("columnheader", { name: "Name" });
    expect(within(header).getByRole("link", { name: "What is Name?" })).toHaveAttribute("href", "#what-is-name");
    await userEvent.click(within(header).getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);
    expect(screen.getByRole("columnheader", { name: "Beans" })).not.toHaveAttribute("aria-label");
  });

  it("keeps fewer than 100 row elements for 10,000 rows and tells the real count", () => {
    render(<Table data={rows} height={480} />);
    const rendered = document.querySelectorAll('[data-slot="data-table-row"]');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", String(10_000 + 2));
  });

  it("reports sorting as controlled state and shows aria-sort", async () => {
    const onSortingChange = vi.fn();
    function Controlled() {
      const [sorting, setSorting] = React.useState<SortingState>([]);
      return (
        <Table
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next);
            onSortingChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);
    expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: true }]);
  });

  it("selects rows and all rows of the page", async () => {
    const onRowSelectionChange = vi.fn();
    render(<Table onRowSelectionChange={onRowSelectionChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ "1": true });
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ "0": true, "1": true, "2": true });
    expect(screen.getByText("3 selected")).toBeInTheDocument();
  });

  it("hides a column from the columns menu", async () => {
    render(<Table />);
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    await userEvent.click(await screen.findByRole("menuitemcheckbox", { name: "Beans" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("columnheader", { name: "Beans" })).toBeNull();
  });

  it("shows loading, empty and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Table status="loading" data={[]} />);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    rerender(<Table data={[]} labels={{ empty: "Belum ada data" }} />);
    expect(screen.getByRole("cell", { name: "Belum ada data" })).toBeInTheDocument();
    rerender(<Table status="error" data={[]} onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The data could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("does not render unchanged rows again when the screen re-renders, and does when the data changes", () => {
    const cell = vi.fn((row: Row) => row.name);
    const counted: DataTableColumn<Row>[] = [{ id: "name", header: "Name", accessor: (row) => row.name, cell }];
    const { rerender } = render(<Table columns={counted} toolbar={<span>first</span>} />);
    expect(cell).toHaveBeenCalledTimes(3);
    cell.mockClear();
    // A new toolbar and a new getRowId: the screen re-rendered, its rows did not change.
    rerender(<Table columns={counted} toolbar={<span>second</span>} />);
    expect(screen.getByText("second")).toBeInTheDocument();
    expect(cell).not.toHaveBeenCalled();
    rerender(<Table columns={counted} data={[{ ...few[0], name: "Renamed" }, ...few.slice(1)] as Row[]} />);
    expect(screen.getByText("Renamed")).toBeInTheDocument();
    expect(cell).toHaveBeenCalled();
  });

  it("takes the scroll area's size from a ResizeObserver, without reading its layout or scrolling it while the rows mount", () => {
    const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
    class FakeResizeObserver {
      readonly record: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    // Reading a box's size or writing a scroll position forces a layout: neither on the scroll area while mounting.
    const measured = [
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect"),
      vi.spyOn(HTMLElement.prototype, "clientHeight", "get"),
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get"),
      vi.spyOn(HTMLElement.prototype, "scrollTo"),
    ];
    try {
      render(<Table data={rows} height={120} rowHeight={40} />);
      const scroll = screen.getByRole("region", { name: "Broadcasters" });
      for (const spy of measured) expect(spy.mock.contexts).not.toContain(scroll);
      const before = document.querySelectorAll('[data-slot="data-table-row"]').length;
      // The browser's first layout reports a taller area: the virtualizer renders more rows.
      const observer = observers.find((record) => record.targets.includes(scroll));
      expect(observer).toBeDefined();
      const entry = { target: scroll, contentRect: { width: 960, height: 800 } } as unknown as ResizeObserverEntry;
      act(() => observer?.callback([entry], {} as ResizeObserver));
      expect(document.querySelectorAll('[data-slot="data-table-row"]').length).toBeGreaterThan(before + 10);
    } finally {
      for (const spy of measured) spy.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("mounts only the rows in view first, and the rows around them after that frame is painted", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    try {
      // 120 px of 40 px rows: 3 rows in view.
      render(<Table data={rows} height={120} rowHeight={40} />);
      const mounted = () => [...document.querySelectorAll('[data-slot="data-table-row"]')].map((row) => row.getAttribute("aria-rowindex"));
      // Header rows take aria-rowindex 1 and 2 (names and filters): the first body row is 3.
      expect(mounted()).toEqual(["3", "4", "5"]);
      // The frame paints; the task it queued renders the 8 rows below the view.
      act(() => vi.advanceTimersToNextFrame());
      expect(mounted()).toHaveLength(3);
      act(() => vi.runOnlyPendingTimers());
      expect(mounted()).toHaveLength(3 + 8);
    } finally {
      vi.useRealTimers();
    }
  });

  it("pages through the server's rows", async () => {
    const onPaginationChange = vi.fn();
    render(<Table pagination={{ pageIndex: 0, pageSize: 20 }} onPaginationChange={onPaginationChange} rowCount={95} />);
    expect(screen.getByText("95 items")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 4, pageSize: 20 });
  });

  it("shows no pager and no total while the server's total is unknown (rowCountOf)", () => {
    expect(rowCountOf(undefined)).toEqual({});
    const { rerender } = render(<Table status="loading" pagination={{ pageIndex: 0, pageSize: 20 }} {...rowCountOf(undefined)} />);
    expect(screen.queryByText(/items$/)).toBeNull();
    rerender(<Table pagination={{ pageIndex: 0, pageSize: 20 }} {...rowCountOf(0)} />);
    expect(screen.getByText("0 items")).toBeInTheDocument();
  });
});

describe("DataTable filters", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reports a text filter 300 ms after typing stops, and returns to the first page", async () => {
    const onFilters = vi.fn();
    const onPagination = vi.fn();
    function Controlled() {
      const [filters, setFilters] = React.useState<ColumnFiltersState>([]);
      return (
        <Table
          columnFilters={filters}
          onColumnFiltersChange={(next) => {
            setFilters(next);
            onFilters(next);
          }}
          pagination={{ pageIndex: 3, pageSize: 20 }}
          onPaginationChange={onPagination}
          rowCount={200}
        />
      );
    }
    render(<Controlled />);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByRole("searchbox", { name: "Filter by Name" }), "luna");
    expect(onFilters).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onFilters).toHaveBeenCalledTimes(1);
    expect(onFilters).toHaveBeenLastCalledWith([{ id: "name", value: "luna" }]);
    expect(onPagination).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20 });
  });
});

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "#components/data-table.tsx";
import type { ColumnVisibilityState, DataTableColumn } from "#components/data-table.tsx";
import { autoHiddenColumns, userChoices } from "./data-table-fit.ts";
import { stubResizeObserver } from "#testing/resize-observer.ts";

const fit = [
  { id: "name", width: 200 },
  { id: "bigoId", width: 150, priority: 1 },
  { id: "country", width: 130, priority: 6 },
  { id: "lastLive", width: 150, priority: 2 },
  { id: "grade", width: 90, priority: 7 },
  { id: "actions", width: 120 },
];

describe("autoHiddenColumns (issue 26 item 9: lists fit the screen)", () => {
  it("hides the highest priority numbers first until the rest fit, never a column without a priority", () => {
    // 44 + 200 + 150 + 130 + 150 + 90 + 120 = 884 px.
    expect(autoHiddenColumns(fit, {}, 884, true)).toEqual({});
    expect(autoHiddenColumns(fit, {}, 800, true)).toEqual({ grade: false });
    expect(autoHiddenColumns(fit, {}, 700, true)).toEqual({ grade: false, country: false });
    expect(autoHiddenColumns(fit, {}, 100, true)).toEqual({ grade: false, country: false, lastLive: false, bigoId: false });
  });

  it("keeps what the user chose, and hides nothing before the width is known", () => {
    // Grade, shown by the user, comes on top of what fits (884 - 90 = 794 fits 800).
    expect(autoHiddenColumns(fit, { grade: true }, 800, true)).toEqual({});
    expect(autoHiddenColumns(fit, { grade: true }, 700, true)).toEqual({ country: false });
    expect(autoHiddenColumns(fit, { country: false }, 800, true)).toEqual({});
    expect(autoHiddenColumns(fit, {}, null, true)).toEqual({});
  });

  it("keeps a column hidden only for want of room out of the user's choices, unless shown", () => {
    expect(userChoices({ grade: false, country: false, kyc: false }, { grade: false, country: false })).toEqual({ kyc: false });
    expect(userChoices({ grade: true, country: false }, { grade: false, country: false })).toEqual({ grade: true });
  });
});

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: "name", header: "Name", accessor: (row) => row.name, width: 200, hideable: false },
  { id: "country", header: "Country", accessor: () => "Indonesia", width: 300, priority: 2 },
  { id: "grade", header: "Grade", accessor: () => "A", width: 300, priority: 3 },
  { id: "actions", header: "Actions", accessor: () => null, cell: () => <button type="button">Edit</button>, width: 120, hideable: false },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const headers = () =>
  within(screen.getByRole("table", { hidden: true }))
    .getAllByRole("columnheader", { hidden: true })
    .map((cell) => cell.textContent);

describe("DataTable fitted to its width", () => {
  it("shows the columns that fit, keeps the last column, and lets the columns menu show the others", async () => {
    stubResizeObserver(700);
    function Controlled() {
      const [visibility, setVisibility] = React.useState<ColumnVisibilityState>({});
      return (
        <DataTable
          caption="List"
          columns={columns}
          data={[{ id: "1", name: "Ana" }]}
          getRowId={(row) => row.id}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
        />
      );
    }
    render(<Controlled />);
    await act(() => Promise.resolve());
    // 200 + 300 + 300 + 120 = 920 > 700: Grade (3) gives way, then 620 fits.
    expect(headers()).toEqual(["Name", "Country", "Actions"]);
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    const grade = await screen.findByRole("menuitemcheckbox", { name: "Grade" });
    expect(grade).toHaveAttribute("aria-checked", "false");
    await userEvent.click(grade);
    expect(headers()).toEqual(["Name", "Country", "Grade", "Actions"]);
  });

  it("shows an error inside the visible part of the table, and no pager under it", async () => {
    stubResizeObserver(700);
    render(<DataTable caption="List" columns={columns} data={[]} getRowId={(row) => row.id} status="error" pagination={{ pageIndex: 0, pageSize: 20 }} rowCount={110} />);
    await act(() => Promise.resolve());
    const message = screen.getByRole("alert").closest('[data-slot="data-table-message"]');
    expect(message).toHaveClass("sticky");
    expect(screen.getByRole("table").style.getPropertyValue("--dt-view")).toBe("700px");
    expect(screen.queryByText(/110/)).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "#components/data-table.tsx";
import type { DataTableColumn } from "#components/data-table.tsx";

interface Row {
  id: string;
  name: string;
  beans: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: "name", header: "Name", accessor: (row) => row.name },
  { id: "beans", header: "Beans, total", accessor: (row) => row.beans },
  { id: "action", header: "Action", accessor: () => "x", excludeFromExport: true },
];
const data: Row[] = [
  { id: "a", name: '=HYPERLINK("http://evil")', beans: 10 },
  { id: "b", name: 'Sari "the star"', beans: -5 },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CSV export", () => {
  it("exports the visible columns and current rows, quoted and formula-safe", async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), "blob:x"), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    render(<DataTable caption="Broadcasters" columns={columns} data={data} getRowId={(row) => row.id} columnVisibility={{ beans: true }} exportFileName="broadcasters" />);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]?.text();
    expect(text).toBe('\uFEFFName,"Beans, total"\r\n"\'=HYPERLINK(""http://evil"")",10\r\n"Sari ""the star""",-5');
  });
});

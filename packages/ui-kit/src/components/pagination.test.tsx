import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination.tsx";

describe("Pagination", () => {
  it("marks the current page and moves with previous and next", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(within(nav).getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole("button", { name: "Page 20" }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("changes the page size with translated labels", async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={3}
        onPageChange={() => undefined}
        pageSize={20}
        onPageSizeChange={onPageSizeChange}
        labels={{ pageSize: "Baris per halaman", perPage: (size) => `${String(size)} per halaman` }}
      />,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Baris per halaman" }), "50 per halaman");
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});

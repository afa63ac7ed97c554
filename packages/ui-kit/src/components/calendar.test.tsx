import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Calendar } from "./calendar.tsx";

describe("Calendar", () => {
  it("labels days with today and selected in the given language", () => {
    render(<Calendar mode="single" selected={new Date(2024, 3, 12)} defaultMonth={new Date(2024, 3, 1)} labels={{ selected: "dipilih", nextMonth: "Bulan berikutnya" }} />);
    expect(screen.getByRole("button", { name: /April 12th, 2024, dipilih/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bulan berikutnya" })).toBeInTheDocument();
  });

  it("moves focus between days with the arrow keys", async () => {
    const onSelect = vi.fn();
    render(<Calendar mode="single" defaultMonth={new Date(2024, 3, 1)} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("button", { name: /April 10th, 2024/ }));
    await userEvent.keyboard("{ArrowRight}{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2024, 3, 11), expect.anything(), expect.anything(), expect.anything());
  });
});

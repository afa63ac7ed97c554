import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MonthPicker } from "./month-picker.tsx";

describe("MonthPicker", () => {
  it("picks a month within the bounds and moves by year", async () => {
    const onValueChange = vi.fn();
    render(<MonthPicker aria-label="Month" value={new Date(2024, 2, 1)} onValueChange={onValueChange} minDate={new Date(2023, 5, 1)} maxDate={new Date(2024, 4, 31)} />);
    const trigger = screen.getByRole("button", { name: "Month" });
    expect(trigger).toHaveTextContent("March 2024");
    await userEvent.click(trigger);
    expect(screen.getByRole("button", { name: "March 2024" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "June 2024" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next year" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous year" }));
    expect(screen.getByRole("button", { name: "May 2023" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "July 2023" }));
    expect(onValueChange).toHaveBeenCalledWith(new Date(2023, 6, 1));
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { DatePicker } from "./date-picker.tsx";

function Controlled({ onChange, initial }: { onChange: (value: Date | null) => void; initial: Date | null }) {
  const [value, setValue] = React.useState(initial);
  return (
    <DatePicker
      aria-label="Interview date"
      value={value}
      clearable
      placeholder="Choose a date"
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("DatePicker", () => {
  it("opens a calendar and picks a day, showing it in the trigger", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={new Date(2024, 3, 12)} />);
    const trigger = screen.getByRole("button", { name: "Interview date" });
    expect(trigger).toHaveTextContent("Apr 12, 2024");
    await userEvent.click(trigger);
    expect(screen.getByRole("grid")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /April 20th, 2024/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 3, 20));
    expect(screen.queryByRole("grid")).toBeNull();
    expect(trigger).toHaveTextContent("Apr 20, 2024");
  });

  it("navigates months with translated labels and clears", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={new Date(2024, 3, 12)} />);
    await userEvent.click(screen.getByRole("button", { name: "Interview date" }));
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid")).toHaveAccessibleName(/May 2024/);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: "Interview date" })).toHaveTextContent("Choose a date");
  });
});

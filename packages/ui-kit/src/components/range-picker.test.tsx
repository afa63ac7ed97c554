import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import type { DateRange } from "./calendar.tsx";
import { RangePicker } from "./range-picker.tsx";

function Controlled({ onChange }: { onChange: (value: DateRange | null) => void }) {
  const [value, setValue] = React.useState<DateRange | null>({ from: new Date(2024, 3, 1), to: new Date(2024, 3, 3) });
  return (
    <RangePicker
      aria-label="Period"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("RangePicker", () => {
  it("starts a new range on the first click after a full one and closes once both ends are set", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: "Period" });
    expect(trigger).toHaveTextContent("Apr 1, 2024 – Apr 3, 2024");
    await userEvent.click(trigger);
    expect(screen.getAllByRole("grid")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: /April 10th, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2024, 3, 10), to: undefined });
    expect(trigger).toHaveTextContent("Apr 10, 2024 – …");
    await userEvent.click(screen.getByRole("button", { name: /April 15th, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2024, 3, 10), to: new Date(2024, 3, 15) });
    expect(screen.queryByRole("grid")).toBeNull();
  });
});

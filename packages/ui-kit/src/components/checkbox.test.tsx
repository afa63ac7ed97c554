import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox.tsx";

describe("Checkbox", () => {
  it("is named by its label, described by its description and toggles", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" description="For 7 days" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    expect(box).toHaveAccessibleDescription("For 7 days");
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("Remember me"));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).toBeChecked();
  });

  it("shows the mixed state", () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    expect(screen.getByRole("checkbox", { name: "Select all" })).toHaveAttribute("aria-checked", "mixed");
  });

  it("does not toggle when disabled", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Locked" }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

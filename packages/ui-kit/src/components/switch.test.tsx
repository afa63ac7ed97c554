import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./switch.tsx";

describe("Switch", () => {
  it("is a named switch that turns on and off with the keyboard", async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Email notifications" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole("switch", { name: "Email notifications" });
    expect(control).toHaveAttribute("aria-checked", "false");
    control.focus();
    await userEvent.keyboard(" ");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).toHaveAttribute("aria-checked", "true");
  });
});

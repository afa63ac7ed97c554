import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "./icon-button.tsx";

describe("IconButton", () => {
  it("is named by its label and shows it as a tooltip", async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close" icon={<svg aria-hidden="true" />} onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveAttribute("title", "Close");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("cannot be clicked while loading", async () => {
    const onClick = vi.fn();
    render(<IconButton label="Refresh" icon={<svg aria-hidden="true" />} loading onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Refresh" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

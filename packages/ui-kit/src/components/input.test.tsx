import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Input } from "./input.tsx";

describe("Input", () => {
  it("is a text box by default that takes typing", async () => {
    render(<Input aria-label="Account" />);
    const box = screen.getByRole("textbox", { name: "Account" });
    expect(box).toHaveAttribute("type", "text");
    await userEvent.type(box, "admin");
    expect(box).toHaveValue("admin");
  });

  it("passes the native size attribute through and keeps its own height option apart", () => {
    render(<Input aria-label="Code" size={6} inputSize="sm" />);
    expect(screen.getByRole("textbox", { name: "Code" })).toHaveAttribute("size", "6");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Badge, Tag } from "./badge.tsx";

describe("Badge and Tag", () => {
  it("shows the state as text", () => {
    render(<Badge tone="danger">Terminated</Badge>);
    expect(screen.getByText("Terminated")).toHaveAttribute("data-slot", "badge");
  });

  it("removes a tag through its named button", async () => {
    const onRemove = vi.fn();
    render(
      <Tag onRemove={onRemove} removeLabel="Remove Jakarta">
        Jakarta
      </Tag>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Jakarta" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("has no remove button without onRemove, and a disabled one when disabled", () => {
    const { rerender } = render(<Tag>Manila</Tag>);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(
      <Tag onRemove={() => undefined} removeLabel="Remove Manila" disabled>
        Manila
      </Tag>,
    );
    expect(screen.getByRole("button", { name: "Remove Manila" })).toBeDisabled();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

describe("ConfirmDialog", () => {
  it("asks with OK and Cancel and reports the choice", async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Session expired" description="Log in again" okLabel="Log in" cancelLabel="Cancel" onOk={onOk} onCancel={onCancel} />);
    expect(screen.getByRole("dialog", { name: "Session expired" })).toHaveAccessibleDescription("Log in again");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("ignores Escape unless dismissible", async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Re-login" okLabel="OK" onOk={vi.fn()} onCancel={onCancel} />);
    await userEvent.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Re-login" })).toBeInTheDocument();
  });
});

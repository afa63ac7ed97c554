import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./dialog.tsx";

describe("Modal", () => {
  it("is named by its title and closes on Escape when dismissible", async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Bind phone">
        <input aria-label="Phone" />
      </Modal>,
    );
    expect(screen.getByRole("dialog", { name: "Bind phone" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("ignores Escape and outside clicks when not dismissible", async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Validate phone" dismissible={false}>
        <input aria-label="Code" />
      </Modal>,
    );
    await userEvent.keyboard("{Escape}");
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Validate phone" })).toBeInTheDocument();
  });

  it("uses the 464 px default width", () => {
    render(<Modal open onOpenChange={() => undefined} title="Width" />);
    expect(screen.getByRole("dialog")).toHaveStyle({ maxWidth: "464px" });
  });

  it("gives focus back to the element focused before it opened, without a trigger", async () => {
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Log out</button>
          <Modal open={open} onOpenChange={() => undefined} title="Session expired">
            <button type="button">Stay</button>
          </Modal>
        </>
      );
    }
    const { rerender } = render(<Page open={false} />);
    const before = screen.getByRole("button", { name: "Log out" });
    before.focus();
    rerender(<Page open />);
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
    });
    rerender(<Page open={false} />);
    await waitFor(() => {
      expect(before).toHaveFocus();
    });
  });
});

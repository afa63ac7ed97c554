import * as React from "react";
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

  it("puts focus on `initialFocus` when it opens, also over another open modal", async () => {
    function Boxes({ second }: { second: boolean }) {
      const field = React.useRef<HTMLInputElement>(null);
      return (
        <>
          <Modal open onOpenChange={() => undefined} title="First" closeLabel="Close first">
            <button type="button">Inside first</button>
          </Modal>
          <Modal open={second} onOpenChange={() => undefined} title="Jump" closeLabel="Close jump" initialFocus={field}>
            <input ref={field} aria-label="Search" />
          </Modal>
        </>
      );
    }
    const { rerender } = render(<Boxes second={false} />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Close first" })).toHaveFocus());
    rerender(<Boxes second />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Search" })).toHaveFocus());
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

describe("Modal, closed, on mount", () => {
  it("leaves the commit's passive effects to a later task (no update scheduled from its layout effects)", async () => {
    // React runs a commit's passive effects inside the commit's own task when a layout effect
    // schedules an update. Radix's Presence did so for every closed overlay on mount (a no-op
    // "ANIMATION_END"), so a screen's effects (its queries starting) ran in the same long task as
    // its mount. The patch of @radix-ui/react-presence (patches/) keeps them apart.
    const { createRoot } = await import("react-dom/client");
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const seen: { passiveRanWithCommit?: boolean } = {};
    let passiveRan = false;
    let committed: () => void = () => undefined;
    const commit = new Promise<void>((resolve) => {
      committed = resolve;
    });
    function Probe() {
      React.useLayoutEffect(() => {
        // Microtasks run once the commit's task is over: by then, passive effects flushed with
        // the commit have run; those React scheduled for later have not.
        queueMicrotask(() => {
          seen.passiveRanWithCommit = passiveRan;
          committed();
        });
      }, []);
      React.useEffect(() => {
        passiveRan = true;
      }, []);
      return null;
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    try {
      React.startTransition(() => {
        root.render(
          <>
            <Modal open={false} onOpenChange={() => undefined} title="Closed">
              <p>Body</p>
            </Modal>
            <Probe />
          </>,
        );
      });
      await commit;
      expect(seen.passiveRanWithCommit).toBe(false);
      await waitFor(() => expect(passiveRan).toBe(true));
    } finally {
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});

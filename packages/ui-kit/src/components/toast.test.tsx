import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster, toast } from "./toast.tsx";

afterEach(() => {
  act(() => toast.dismiss());
});

describe("toast", () => {
  it("shows a toast in the region and closes it through its named button", async () => {
    render(<Toaster labels={{ close: "Dismiss", region: "Alerts ({hotkey})" }} />);
    act(() => {
      toast.success("Saved", { description: "Contract renewed" });
    });
    expect(screen.getByRole("region", { name: "Alerts (F8)" })).toBeInTheDocument();
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(screen.getByText("Contract renewed")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("replaces a toast that reuses an id and keeps at most five", () => {
    render(<Toaster />);
    act(() => {
      toast.info("Saving…", { id: "save" });
      toast.success("Saved", { id: "save" });
    });
    expect(screen.queryByText("Saving…")).toBeNull();
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => {
      for (let i = 1; i <= 6; i += 1) toast.info(`Message ${String(i)}`);
    });
    expect(screen.queryByText("Message 1")).toBeNull();
    expect(screen.getByText("Message 6")).toBeInTheDocument();
  });
});

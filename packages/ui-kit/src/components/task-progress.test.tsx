import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaskProgress } from "./task-progress.tsx";

describe("TaskProgress", () => {
  it("shows the progress while running and no action", () => {
    render(<TaskProgress state="running" message="Writing 20 of 100 rows" value={20} max={100} progressLabel="Export progress" action={<button type="button">Download</button>} />);
    const bar = screen.getByRole("progressbar", { name: "Export progress" });
    expect(bar).toHaveAttribute("value", "20");
    expect(bar).toHaveAttribute("max", "100");
    expect(screen.getByRole("status")).toHaveTextContent("Writing 20 of 100 rows");
    expect(screen.queryByRole("button", { name: "Download" })).toBeNull();
  });

  it("is indeterminate until the total is known", () => {
    render(<TaskProgress state="running" message="Starting" progressLabel="Export progress" />);
    expect(screen.getByRole("progressbar", { name: "Export progress" })).not.toHaveAttribute("value");
  });

  it("offers the action once done, and announces a failure at once", () => {
    const { rerender } = render(<TaskProgress state="done" message="Ready" progressLabel="Export progress" action={<button type="button">Download</button>} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    rerender(<TaskProgress state="failed" message="Failed" progressLabel="Export progress" action={<button type="button">Retry</button>} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  it("shows its texts and action with a decorative image", () => {
    render(<EmptyState title="No data" description="Nothing here" action={<button type="button">Retry</button>} />);
    expect(screen.getByText("No data")).toBeInTheDocument();
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("takes a custom image", () => {
    render(<EmptyState title="No data" image={<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Empty box" />} />);
    expect(screen.getByRole("img", { name: "Empty box" })).toBeInTheDocument();
  });
});

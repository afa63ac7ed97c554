import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./page-header.tsx";

describe("PageHeader", () => {
  it("renders the title as the page heading with its actions", () => {
    render(<PageHeader title="Payments" description="By beans" actions={<button type="button">Export</button>} />);
    expect(screen.getByRole("heading", { level: 1, name: "Payments" })).toBeInTheDocument();
    expect(screen.getByText("By beans")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument();
  });

  it("can be a second-level heading", () => {
    render(<PageHeader title="Bank info" level={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Bank info" })).toBeInTheDocument();
  });
});

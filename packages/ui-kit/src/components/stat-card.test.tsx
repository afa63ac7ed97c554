import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatCard } from "./stat-card.tsx";

describe("StatCard", () => {
  it("pairs the label with the value and the change text", () => {
    render(<StatCard label="Live hours" value="1,284" delta={{ label: "+12% vs last week", trend: "up" }} />);
    expect(screen.getByRole("term")).toHaveTextContent("Live hours");
    const [value, meta] = screen.getAllByRole("definition");
    expect(value).toHaveTextContent("1,284");
    expect(meta).toHaveTextContent("+12% vs last week");
  });

  it("hides the value and marks the card busy while loading", () => {
    const { container } = render(<StatCard label="Beans" value="2.4M" loading />);
    expect(screen.queryByText("2.4M")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
  });
});

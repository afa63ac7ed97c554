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

  it("lays a sample change text out unseen while loading, so the loaded card is as tall, and reads none of it", () => {
    render(<StatCard label="Beans" value="" delta={{ label: "+10% vs last month", trend: "flat" }} loading />);
    const sample = screen.getByText("+10% vs last month");
    expect(sample.closest("[data-slot=trend-label]")).toHaveClass("invisible");
    expect(sample.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.queryByText("+10% vs last month", { ignore: "[aria-hidden=true] *" })).toBeNull();
  });
});

import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Steps } from "./steps.tsx";

const steps = [
  { key: "receiver", title: "Receiver" },
  { key: "amount", title: "Amount" },
  { key: "review", title: "Review" },
];

describe("Steps", () => {
  it("is a named ordered list marking the current step and saying which steps are done or not reached", () => {
    render(<Steps label="Transfer steps" steps={steps} current={1} stateLabels={{ done: "done", waiting: "not reached" }} />);
    const list = screen.getByRole("list", { name: "Transfer steps" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Receiver (done)", "2Amount", "3Review (not reached)"]);
    expect(items[1]).toHaveAttribute("aria-current", "step");
    expect(items[0]).not.toHaveAttribute("aria-current");
    expect(items.map((item) => item.getAttribute("data-state"))).toEqual(["done", "current", "waiting"]);
  });

  it("marks every step done past the last", () => {
    render(<Steps label="Transfer steps" steps={steps} current={3} stateLabels={{ done: "done", waiting: "not reached" }} />);
    expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("data-state"))).toEqual(["done", "done", "done"]);
  });
});

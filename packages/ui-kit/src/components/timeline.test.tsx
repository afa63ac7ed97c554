import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "./timeline.tsx";

const steps = [
  { key: "a", title: "Requested", state: "done", meta: "Mar 3" },
  { key: "b", title: "Agency answers", state: "current", description: "Due in 6 days" },
  { key: "c", title: "Completed", state: "waiting" },
] as const;

describe("Timeline", () => {
  it("is an ordered list named by its label, one item per step in order", () => {
    render(<Timeline label="Transfer progress" steps={steps} />);
    const list = screen.getByRole("list", { name: "Transfer progress" });
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["RequestedDoneMar 3", "Agency answersIn progressDue in 6 days", "CompletedNot started"]);
  });

  it("marks only the step waiting now as the current step", () => {
    render(<Timeline label="Progress" steps={steps} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null]);
  });

  it("says each state in words, with translated labels", () => {
    render(<Timeline label="Progress" steps={[{ key: "x", title: "Answer", state: "rejected" }]} stateLabels={{ rejected: "Abgelehnt" }} />);
    expect(screen.getByRole("listitem")).toHaveTextContent("Abgelehnt");
    expect(screen.queryByText("Rejected")).toBeNull();
  });
});

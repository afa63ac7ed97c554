import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { REASON_MAX, ReasonField } from "./reason-field.tsx";

function Harness({ error }: { readonly error?: string }) {
  const [value, setValue] = useState("");
  return <ReasonField label="Reason" required hint="The broadcaster reads it." error={error} value={value} onChange={setValue} />;
}

describe("ReasonField", () => {
  it("is a labelled, required textarea that reports every change and stops at the limit", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Reason/ });
    expect(field.getAttribute("aria-required")).toBe("true");
    expect(field.maxLength).toBe(REASON_MAX);
    await user.type(field, "moving city");
    expect(field.value).toBe("moving city");
    expect(screen.getByText("The broadcaster reads it.")).toBeTruthy();
  });

  it("marks the field invalid and names the error", () => {
    render(<Harness error="Enter a reason." />);
    const field = screen.getByRole("textbox", { name: /Reason/ });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a reason.")).toBeTruthy();
  });
});

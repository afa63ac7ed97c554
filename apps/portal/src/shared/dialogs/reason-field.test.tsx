import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REASON_MAX, ReasonField, useReasonInput } from "./reason-field.tsx";

function Harness({ required }: { readonly required: boolean }) {
  const input = useReasonInput();
  return (
    <>
      <ReasonField label="Reason" required={required} hint="The broadcaster reads it." missingMessage="Enter a reason." input={input} />
      <button type="button" onClick={() => input.check(required)}>
        Send
      </button>
    </>
  );
}

describe("ReasonField", () => {
  it("is a labelled textarea that keeps what is typed and stops at the limit", async () => {
    const user = userEvent.setup();
    render(<Harness required={false} />);
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Reason/ });
    expect(field.getAttribute("aria-required")).toBeNull();
    expect(field.maxLength).toBe(REASON_MAX);
    await user.type(field, "moving city");
    expect(field.value).toBe("moving city");
    expect(screen.getByText("The broadcaster reads it.")).toBeTruthy();
  });

  it("shows the missing message when a required reason is sent empty, until something is typed", async () => {
    const user = userEvent.setup();
    render(<Harness required />);
    const field = screen.getByRole("textbox", { name: /Reason/ });
    expect(field.getAttribute("aria-required")).toBe("true");
    expect(screen.queryByText("Enter a reason.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a reason.")).toBeTruthy();
    await user.type(field, "x");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Enter a reason.")).toBeNull();
  });
});

describe("useReasonInput", () => {
  it("lets an optional reason through empty, refuses a required one of spaces only, and trims", () => {
    const { result } = renderHook(() => useReasonInput());
    let ok = false;
    act(() => {
      ok = result.current.check(false);
    });
    expect(ok).toBe(true);
    expect(result.current.missing).toBe(false);
    act(() => {
      result.current.onChange("   ");
    });
    act(() => {
      ok = result.current.check(true);
    });
    expect(ok).toBe(false);
    expect(result.current.missing).toBe(true);
    act(() => {
      result.current.onChange("  left the agency ");
    });
    expect(result.current.missing).toBe(false);
    act(() => {
      ok = result.current.check(true);
    });
    expect(ok).toBe(true);
    expect(result.current.trimmed).toBe("left the agency");
  });
});

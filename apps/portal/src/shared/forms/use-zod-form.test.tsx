import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { useZodForm } from "./use-zod-form.ts";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "name.required")),
  hours: z.string().check(z.regex(/^\d+$/, "hours.number")),
});

describe("useZodForm", () => {
  it("refuses invalid values with each field's message and does not call the handler", async () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useZodForm(schema, { name: " ", hours: "x" }));
    await act(async () => {
      await result.current.handleSubmit(onValid)();
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: "name.required", hours: "hours.number" });
  });

  it("checks a field again as it is corrected after a failed submit, and submits the schema's output", async () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useZodForm(schema, { name: "", hours: "4" }));
    await act(async () => {
      await result.current.handleSubmit(onValid)();
    });
    act(() => {
      result.current.setValue("name", "  Maya ");
    });
    expect(result.current.errors).toEqual({});
    await act(async () => {
      await result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledWith({ name: "Maya", hours: "4" });
  });

  it("keeps the values and shows a server error after a refused submit", async () => {
    const { result } = renderHook(() => useZodForm(schema, { name: "Maya", hours: "4" }));
    await act(async () => {
      await result.current.handleSubmit(() => {
        result.current.setError("root", "This contract has already ended.");
      })();
    });
    expect(result.current.values).toEqual({ name: "Maya", hours: "4" });
    expect(result.current.errors.root).toBe("This contract has already ended.");
  });

  it("focuses the first invalid field after a failed submit", async () => {
    function Form() {
      const form = useZodForm(schema, { name: "Maya", hours: "" });
      return (
        <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
          <input
            aria-label="Name"
            aria-invalid={form.errors.name === undefined ? undefined : true}
            value={form.values.name}
            onChange={(event) => form.setValue("name", event.target.value)}
          />
          <input
            aria-label="Hours"
            aria-invalid={form.errors.hours === undefined ? undefined : true}
            value={form.values.hours}
            onChange={(event) => form.setValue("hours", event.target.value)}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Hours")).toHaveFocus();
  });
});

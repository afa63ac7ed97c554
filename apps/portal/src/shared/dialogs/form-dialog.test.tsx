import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { act, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SubmitEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog.tsx";
import { useDialogSubmit } from "./use-dialog-submit.ts";
import { renderScreen } from "#shared/testing/render-screen.tsx";

// Rendered in English with its own i18n instance: the labels do not depend on what another test
// file set up before this one in the same worker.
const cancel = en.common.cancel;

async function renderDialog(overrides: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  await renderScreen(
    <FormDialog title="Renew the contract" submitLabel="Renew" busy={false} failure={null} onSubmit={onSubmit} onClose={onClose} {...overrides}>
      <label>
        Months
        <input name="months" defaultValue="6" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe("FormDialog", () => {
  it("submits with Enter in a field and with the submit button, and cancels with Cancel", async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = await renderDialog();
    expect(screen.getByRole("dialog", { name: "Renew the contract" })).toBeTruthy();
    await user.type(screen.getByLabelText("Months"), "{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal under the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    await renderDialog({ failure: "This contract has already ended." });
    await user.clear(screen.getByLabelText("Months"));
    await user.type(screen.getByLabelText("Months"), "12");
    expect(screen.getByRole("alert").textContent).toContain("This contract has already ended.");
    expect(screen.getByLabelText<HTMLInputElement>("Months").value).toBe("12");
  });

  it("cannot be closed or submitted twice while its call runs", async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = await renderDialog({ busy: true });
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: cancel }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it("keeps the submit button disabled while nothing may be sent, Cancel still closing", async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = await renderDialog({ submitDisabled: true });
    expect(screen.getByRole("button", { name: "Renew" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the lead above the form, outside it, and hands the form's event to onSubmit", async () => {
    const user = userEvent.setup();
    const seen: { target: EventTarget | null; prevented: boolean }[] = [];
    const onSubmit = vi.fn((event: SubmitEvent<HTMLFormElement>) => {
      seen.push({ target: event.currentTarget, prevented: event.defaultPrevented });
    });
    await renderDialog({ lead: <p>Their reason: moving city</p>, onSubmit });
    const lead = screen.getByText("Their reason: moving city");
    const form = screen.getByLabelText("Months").closest("form");
    expect(form).not.toBeNull();
    expect(form?.contains(lead)).toBe(false);
    expect(lead.compareDocumentPosition(form ?? lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ target: form, prevented: true }]);
  });

  it("takes the width given", async () => {
    await renderDialog({ width: 640 });
    expect(screen.getByRole("dialog", { name: "Renew the contract" }).style.maxWidth).toBe("640px");
  });
});

describe("useDialogSubmit", () => {
  it("answers true and no failure when the call succeeds", async () => {
    const { result } = renderHook(() => useDialogSubmit());
    let ok = false;
    await act(async () => {
      ok = await result.current.run(() => Promise.resolve("done"));
    });
    expect(ok).toBe(true);
    expect(result.current.failure).toBeNull();
  });

  it("answers false and a message when the call is refused, and clears it on the next try", async () => {
    const { result } = renderHook(() => useDialogSubmit());
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error("refused")));
    });
    expect(ok).toBe(false);
    expect(typeof result.current.failure).toBe("string");
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    expect(result.current.failure).toBeNull();
  });
});

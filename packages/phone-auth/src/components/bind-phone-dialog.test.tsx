import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakePhoneAuthClient, never, phoneError } from "#testing/fake-client.ts";
import type { FakeClientScript } from "#testing/fake-client.ts";
import { memoryStorage, renderWithI18n } from "#testing/render.tsx";
import { BindPhoneDialog } from "./bind-phone-dialog.tsx";

// The clock and the countdown's interval are fake; setTimeout stays real for Testing Library and user-event.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ["setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup();

async function setup(script: FakeClientScript = {}, options: { defaultCountry?: string | null; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const fake = createFakePhoneAuthClient(script);
  const onSucceeded = vi.fn();
  const onCancel = vi.fn();
  const storage = options.storage ?? memoryStorage();
  const view = await renderWithI18n(
    <BindPhoneDialog
      open
      client={fake.client}
      bigoId="owner_1"
      storage={storage}
      defaultCountry={options.defaultCountry === undefined ? "ID" : options.defaultCountry}
      onSucceeded={onSucceeded}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Bind your phone" });
  const controls = {
    phone: within(dialog).getByLabelText(/Phone number/),
    code: within(dialog).getByLabelText(/Verification code/),
    send: () => within(dialog).getByRole("button", { name: /Send code|Resend in|Sending/ }),
    confirm: within(dialog).getByRole("button", { name: "Confirm" }),
  };
  return { ...fake, ...view, dialog, controls, onSucceeded, onCancel, storage };
}

/** Lets the fake client's promise settle and React re-render. */
const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

describe("BindPhoneDialog (SPEC 2, 4, 5, 8)", () => {
  it("is a 464 px modal that an outside click or Escape does not close", async () => {
    const { dialog, onCancel } = await setup();
    expect(dialog).toHaveStyle({ maxWidth: "464px" });
    await user().keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Bind your phone" })).toBeInTheDocument();
  });

  it("disables send and confirm without a phone, and confirm without a country code", async () => {
    const { controls } = await setup({}, { defaultCountry: null });
    expect(controls.send()).toBeDisabled();
    expect(controls.confirm).toBeDisabled();
    await user().type(controls.phone, "81234567890");
    expect(controls.send()).toBeDisabled();
    expect(controls.confirm).toBeDisabled();
  });

  it("limits the phone to 20 digits and the code to 10 characters", async () => {
    const { controls } = await setup();
    await user().type(controls.phone, "1234567890123456789012345");
    await user().type(controls.code, "ABCDEFGHIJKLMN");
    expect(controls.phone).toHaveValue("12345678901234567890");
    expect(controls.code).toHaveValue("ABCDEFGHIJ");
  });

  it("sends the country prefix plus the number, then counts 60 s down", async () => {
    const { controls, calls } = await setup();
    await user().type(controls.phone, "81234567890");
    await user().click(controls.send());
    await flush();
    expect(calls.sendCode).toEqual([{ scene: 2, phone: "6281234567890", bigoId: "owner_1" }]);
    expect(controls.send()).toHaveTextContent("Resend in 60 s");
    expect(controls.send()).toBeDisabled();
    expect(screen.getByText("A code was sent. It is valid for 5 minutes.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(controls.send()).toHaveTextContent("Resend in 1 s");
    act(() => vi.advanceTimersByTime(1_000));
    expect(controls.send()).toHaveTextContent("Send code");
    expect(controls.send()).toBeEnabled();
  });

  it("is busy and disabled while sending", async () => {
    const { controls } = await setup({ sendCode: () => never() });
    await user().type(controls.phone, "81234567890");
    await user().click(controls.send());
    expect(controls.send()).toHaveTextContent("Sending…");
    expect(controls.send()).toHaveAttribute("aria-busy", "true");
    expect(controls.send()).toBeDisabled();
  });

  it("sends once for a double click (throttled to 300 ms)", async () => {
    const { controls, calls } = await setup({ sendCode: () => never() });
    await user().type(controls.phone, "81234567890");
    const button = controls.send();
    act(() => {
      button.click();
      button.click();
    });
    expect(calls.sendCode).toHaveLength(1);
  });

  it("resets the countdown and shows the send failure's own message when sending fails", async () => {
    const { controls, storage } = await setup({ sendCode: () => Promise.resolve(phoneError(503)) });
    await user().type(controls.phone, "81234560000");
    await user().click(controls.send());
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("The text message could not be sent. Check the number and try again.");
    expect(controls.send()).toHaveTextContent("Send code");
    expect(controls.send()).toBeEnabled();
    expect(storage.getString("last_send_time_2")).toBeNull();
  });

  it("binds with the full phone and the code, then reports success", async () => {
    const { controls, calls, onSucceeded } = await setup();
    await user().type(controls.phone, "81234567890");
    await user().type(controls.code, "123456");
    await user().click(controls.confirm);
    await flush();
    expect(calls.bindPhone).toEqual([{ phone: "6281234567890", code: "123456" }]);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it("asks for the code instead of sending a confirm without one", async () => {
    const { controls, calls } = await setup();
    await user().type(controls.phone, "81234567890");
    await user().click(controls.confirm);
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the verification code.");
    expect(calls.bindPhone).toHaveLength(0);
  });

  it.each([
    [505, "The code is wrong or has expired. Check it or request a new one."],
    [521, "This phone number could not be bound. It may already be bound to another account."],
    [501, "You are not authorised to verify a phone for this account."],
    [504, "Your account could not be identified. Please try again later."],
  ])("shows the message of code %i on confirm", async (code, text) => {
    const { controls, onSucceeded } = await setup({ bindPhone: () => Promise.resolve(phoneError(code, "/setUidHasPhone")) });
    await user().type(controls.phone, "81234567890");
    await user().type(controls.code, "000000");
    await user().click(controls.confirm);
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it("uses a typed prefix for Other", async () => {
    const { controls, calls, dialog } = await setup({}, { defaultCountry: "OTHER" });
    await user().type(within(dialog).getByLabelText(/Country code/), "+999");
    await user().type(controls.phone, "5551234");
    await user().click(controls.send());
    await flush();
    expect(calls.sendCode[0]?.phone).toBe("9995551234");
  });

  it("cancels with the Cancel button", async () => {
    const { dialog, onCancel } = await setup();
    await user().click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

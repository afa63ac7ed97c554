import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakePhoneAuthClient, phoneError } from "#testing/fake-client.ts";
import type { FakeClientScript } from "#testing/fake-client.ts";
import { memoryStorage, renderWithI18n } from "#testing/render.tsx";
import { ValidatePhoneDialog } from "./validate-phone-dialog.tsx";

// The clock and the countdown's interval are fake; setTimeout stays real for Testing Library and user-event.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ["setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

function dialogOf(
  fake: ReturnType<typeof createFakePhoneAuthClient>,
  storage: ReturnType<typeof memoryStorage>,
  handlers: { onSucceeded?: () => void; onNeedsBind?: () => void } = {},
) {
  return (
    <ValidatePhoneDialog
      open
      phone={{ prefix: "62", phone: "*******1234" }}
      client={fake.client}
      bigoId="owner_1"
      storage={storage}
      onSucceeded={handlers.onSucceeded ?? (() => undefined)}
      onCancel={() => undefined}
      onNeedsBind={handlers.onNeedsBind ?? (() => undefined)}
    />
  );
}

async function setup(script: FakeClientScript = {}) {
  const fake = createFakePhoneAuthClient(script);
  const storage = memoryStorage();
  const onSucceeded = vi.fn();
  const onNeedsBind = vi.fn();
  const view = await renderWithI18n(dialogOf(fake, storage, { onSucceeded, onNeedsBind }));
  const dialog = screen.getByRole("dialog", { name: "Verify your phone" });
  const code = within(dialog).getByLabelText(/Verification code/);
  const send = () => within(dialog).getByRole("button", { name: /Send code|Resend in|Sending/ });
  const confirm = within(dialog).getByRole("button", { name: "Confirm" });
  return { ...fake, ...view, storage, dialog, code, send, confirm, onSucceeded, onNeedsBind };
}

describe("ValidatePhoneDialog (SPEC 2, 4, 5, 8)", () => {
  it("shows the bound prefix and phone", async () => {
    const { dialog } = await setup();
    expect(within(dialog).getByText("Bound phone")).toBeInTheDocument();
    expect(within(dialog).getByText("+62 *******1234")).toBeInTheDocument();
  });

  it("disables confirm without a code", async () => {
    const { code, confirm } = await setup();
    expect(confirm).toBeDisabled();
    await userEvent.type(code, "1");
    expect(confirm).toBeEnabled();
  });

  it("sends a CHECK_AUTH code to the bound phone and checks the typed code", async () => {
    const { code, send, confirm, calls, onSucceeded } = await setup();
    await userEvent.click(send());
    await flush();
    expect(calls.sendCode).toEqual([{ scene: 1, bigoId: "owner_1" }]);
    await userEvent.type(code, "654321");
    await userEvent.click(confirm);
    await flush();
    expect(calls.validateCode).toEqual(["654321"]);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it("shows the wrong-code message on 505 and keeps the dialog open", async () => {
    const { code, confirm, onSucceeded } = await setup({ validateCode: () => Promise.resolve(phoneError(505, "/checkVerifyCode")) });
    await userEvent.type(code, "000000");
    await userEvent.click(confirm);
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("The code is wrong or has expired. Check it or request a new one.");
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it("confirms once for a double click (throttled to 300 ms), and again after 300 ms", async () => {
    const { code, confirm, calls } = await setup({ validateCode: () => Promise.resolve(phoneError(505, "/checkVerifyCode")) });
    await userEvent.type(code, "000000");
    act(() => {
      confirm.click();
      confirm.click();
    });
    await flush();
    expect(calls.validateCode).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    act(() => confirm.click());
    await flush();
    expect(calls.validateCode).toHaveLength(2);
  });

  it("switches to binding when a call answers 502", async () => {
    const { send, onNeedsBind } = await setup({ sendCode: () => Promise.resolve(phoneError(502)) });
    await userEvent.click(send());
    await flush();
    expect(onNeedsBind).toHaveBeenCalledTimes(1);
  });

  it.each([
    [500, "The code could not be sent through IM. Please try again."],
    [503, "The text message could not be sent. Check the number and try again."],
    [506, "A code was sent less than a minute ago. Please wait before requesting another."],
  ])("shows the message of send failure %i", async (failure, text) => {
    const { send } = await setup({ sendCode: () => Promise.resolve(phoneError(failure)) });
    await userEvent.click(send());
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent(text);
  });

  it("keeps the remaining seconds across a reload (re-mount over the same storage)", async () => {
    const { send, unmount, storage, client, calls } = await setup();
    await userEvent.click(send());
    await flush();
    expect(send()).toHaveTextContent("Resend in 60 s");
    act(() => vi.advanceTimersByTime(25_000));
    expect(send()).toHaveTextContent("Resend in 35 s");
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    await renderWithI18n(dialogOf({ client, calls }, storage));
    const again = screen.getByRole("button", { name: /Resend in/ });
    expect(again).toHaveTextContent("Resend in 30 s");
    expect(again).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole("button", { name: "Send code" })).toBeEnabled();
  });
});

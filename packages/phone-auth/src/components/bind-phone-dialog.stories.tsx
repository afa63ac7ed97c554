import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { createFakePhoneAuthClient, never, phoneError } from "#testing/fake-client.ts";
import type { FakeClientScript } from "#testing/fake-client.ts";
import { Outcome, mobile, rtl, storyStorage } from "#testing/story-support.tsx";
import { BindPhoneDialog } from "./bind-phone-dialog.tsx";

interface DemoProps {
  /** What the fake calls answer. */
  script?: FakeClientScript;
  /** Seconds since a code was sent (the countdown runs), or none. */
  sentSecondsAgo?: number;
  defaultCountry?: string | null;
}

function Demo({ script = {}, sentSecondsAgo, defaultCountry = "ID" }: DemoProps) {
  const [client] = useState(() => createFakePhoneAuthClient(script).client);
  const [storage] = useState(() => storyStorage(2, sentSecondsAgo));
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <>
      <Outcome outcome={outcome} />
      <BindPhoneDialog
        open={outcome === null}
        client={client}
        bigoId="rudi.manager"
        storage={storage}
        defaultCountry={defaultCountry}
        onSucceeded={() => setOutcome("succeeded")}
        onCancel={() => setOutcome("cancelled")}
      />
    </>
  );
}

const meta = {
  title: "Phone auth/Bind phone dialog",
  component: BindPhoneDialog,
  parameters: { layout: "fullscreen" },
  args: { open: true, client: createFakePhoneAuthClient().client, bigoId: "rudi.manager", onSucceeded: () => undefined, onCancel: () => undefined },
  render: () => <Demo />,
} satisfies Meta<typeof BindPhoneDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a phone number (and optionally a code) into the open dialog. */
async function typePhone(canvasElement: HTMLElement, code?: string) {
  const screen = body(canvasElement);
  await userEvent.type(await screen.findByLabelText(/Phone number|رقم الهاتف/), "81234567890");
  if (code !== undefined) await userEvent.type(screen.getByLabelText(/Verification code|رمز التحقق/), code);
}

async function send(canvasElement: HTMLElement) {
  await typePhone(canvasElement);
  await userEvent.click(body(canvasElement).getByRole("button", { name: /Send code/ }));
}

async function confirm(canvasElement: HTMLElement) {
  await typePhone(canvasElement, "123456");
  await userEvent.click(body(canvasElement).getByRole("button", { name: "Confirm" }));
}

/** Nothing typed, no country: send and confirm disabled. */
export const Empty: Story = { render: () => <Demo defaultCountry={null} /> };

/** Country chosen and a number typed: send and confirm enabled. */
export const Typing: Story = { play: async ({ canvasElement }) => typePhone(canvasElement) };

/** A code was sent 15 s ago: "Resend in 45 s", counting down. */
export const CountingDown: Story = { render: () => <Demo sentSecondsAgo={15} /> };

/** The send request is on its way: the button is busy. */
export const Sending: Story = {
  render: () => <Demo script={{ sendCode: () => never() }} />,
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(body(canvasElement).getByRole("button", { name: /Sending/ })).toBeDisabled();
  },
};

/** Other: the dial prefix is typed by hand. */
export const OtherCountry: Story = { render: () => <Demo defaultCountry="OTHER" /> };

/** 500: the IM code could not be sent (countdown reset). */
export const Error500SendByIm: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(500)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** 501: not authorised. */
export const Error501NotAuthorised: Story = {
  render: () => <Demo script={{ bindPhone: () => Promise.resolve(phoneError(501, "/setUidHasPhone")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 502: no phone bound (as the send answers it). */
export const Error502NoPhone: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(502)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** 503: the SMS could not be sent (countdown reset). */
export const Error503SendBySms: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(503)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** 504: the uid could not be read. */
export const Error504GetUid: Story = {
  render: () => <Demo script={{ bindPhone: () => Promise.resolve(phoneError(504, "/setUidHasPhone")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 505: wrong or expired code. */
export const Error505WrongCode: Story = {
  render: () => <Demo script={{ bindPhone: () => Promise.resolve(phoneError(505, "/setUidHasPhone")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 506: resend within 60 s (the countdown keeps running). */
export const Error506TooFrequent: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(506)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** 521: the number is bound to another account. */
export const Error521BindFailed: Story = {
  render: () => <Demo script={{ bindPhone: () => Promise.resolve(phoneError(521, "/setUidHasPhone")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** A send failure without a phone code: the generic send-failure message. */
export const SendFailed: Story = { render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(9999)) }} />, play: async ({ canvasElement }) => send(canvasElement) };

/** Bound: the dialog closes and the flow goes on. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await body(canvasElement).findByTestId("outcome")).toHaveTextContent("succeeded");
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = { globals: rtl, render: () => <Demo sentSecondsAgo={20} /> };

/** The phone viewport. */
export const Mobile: Story = { globals: mobile, play: async ({ canvasElement }) => typePhone(canvasElement) };

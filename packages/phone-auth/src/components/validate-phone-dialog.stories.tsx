import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { createFakePhoneAuthClient, never, phoneError } from "#testing/fake-client.ts";
import type { FakeClientScript } from "#testing/fake-client.ts";
import { Outcome, mobile, rtl, storyStorage } from "#testing/story-support.tsx";
import { ValidatePhoneDialog } from "./validate-phone-dialog.tsx";

const phone = { prefix: "62", phone: "*******7890" };

function Demo({ script = {}, sentSecondsAgo }: { script?: FakeClientScript; sentSecondsAgo?: number }) {
  const [client] = useState(() => createFakePhoneAuthClient(script).client);
  const [storage] = useState(() => storyStorage(1, sentSecondsAgo));
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <>
      <Outcome outcome={outcome} />
      <ValidatePhoneDialog
        open={outcome === null}
        phone={phone}
        client={client}
        bigoId="budi.nusantara"
        storage={storage}
        onSucceeded={() => setOutcome("succeeded")}
        onCancel={() => setOutcome("cancelled")}
        onNeedsBind={() => setOutcome("needs bind (502): the bind dialog opens")}
      />
    </>
  );
}

const meta = {
  title: "Phone auth/Validate phone dialog",
  component: ValidatePhoneDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    phone,
    client: createFakePhoneAuthClient().client,
    bigoId: "budi.nusantara",
    onSucceeded: () => undefined,
    onCancel: () => undefined,
    onNeedsBind: () => undefined,
  },
  render: () => <Demo />,
} satisfies Meta<typeof ValidatePhoneDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function typeCode(canvasElement: HTMLElement) {
  await userEvent.type(await body(canvasElement).findByLabelText(/Verification code|رمز التحقق/), "123456");
}

async function send(canvasElement: HTMLElement) {
  await userEvent.click(await body(canvasElement).findByRole("button", { name: /Send code/ }));
}

async function confirm(canvasElement: HTMLElement) {
  await typeCode(canvasElement);
  await userEvent.click(body(canvasElement).getByRole("button", { name: "Confirm" }));
}

/** The bound prefix and phone; no code yet: confirm disabled. */
export const Empty: Story = {};

/** A code typed: confirm enabled. */
export const Typing: Story = { play: async ({ canvasElement }) => typeCode(canvasElement) };

/** A code was sent 40 s ago: "Resend in 20 s", counting down. */
export const CountingDown: Story = { render: () => <Demo sentSecondsAgo={40} /> };

/** The send request is on its way: the button is busy. */
export const Sending: Story = {
  render: () => <Demo script={{ sendCode: () => never() }} />,
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(body(canvasElement).getByRole("button", { name: /Sending/ })).toBeDisabled();
  },
};

/** The confirm request is on its way: confirm is busy. */
export const Confirming: Story = { render: () => <Demo script={{ validateCode: () => never() }} />, play: async ({ canvasElement }) => confirm(canvasElement) };

/** 500: the IM code could not be sent (countdown reset). */
export const Error500SendByIm: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(500)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** 501: not authorised. */
export const Error501NotAuthorised: Story = {
  render: () => <Demo script={{ validateCode: () => Promise.resolve(phoneError(501, "/checkVerifyCode")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 502: the phone was unbound meanwhile: the flow switches to the bind dialog. */
export const Error502NeedsBind: Story = {
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
  render: () => <Demo script={{ validateCode: () => Promise.resolve(phoneError(504, "/checkVerifyCode")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 505: wrong or expired code. */
export const Error505WrongCode: Story = {
  render: () => <Demo script={{ validateCode: () => Promise.resolve(phoneError(505, "/checkVerifyCode")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};
/** 506: resend within 60 s (the countdown keeps running). */
export const Error506TooFrequent: Story = {
  render: () => <Demo script={{ sendCode: () => Promise.resolve(phoneError(506)) }} />,
  play: async ({ canvasElement }) => send(canvasElement),
};
/** A confirm failure without a phone code: the generic message. */
export const GenericError: Story = {
  render: () => <Demo script={{ validateCode: () => Promise.resolve(phoneError(9999, "/checkVerifyCode")) }} />,
  play: async ({ canvasElement }) => confirm(canvasElement),
};

/** Validated: the dialog closes and the waiting call is retried. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await body(canvasElement).findByTestId("outcome")).toHaveTextContent("succeeded");
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = { globals: rtl, render: () => <Demo sentSecondsAgo={10} /> };

/** The phone viewport. */
export const Mobile: Story = { globals: mobile, play: async ({ canvasElement }) => typeCode(canvasElement) };

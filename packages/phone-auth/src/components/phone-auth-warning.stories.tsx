import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#testing/story-support.tsx";
import { PhoneAuthWarning } from "./phone-auth-warning.tsx";

const meta = {
  title: "Phone auth/Warning modal",
  component: PhoneAuthWarning,
  parameters: { layout: "fullscreen" },
  args: { open: true, messageKeys: ["phoneAuth.errors.501", "phoneAuth.errors.generic"], onClose: () => undefined },
} satisfies Meta<typeof PhoneAuthWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 501: not authorised to verify a phone. */
export const NotAuthorised: Story = {};
/** 504: the uid could not be read. */
export const GetUidFailed: Story = { args: { messageKeys: ["phoneAuth.errors.504", "phoneAuth.errors.generic"] } };
/** A failure without a phone code (e.g. HTTP 500): the generic message. */
export const Generic: Story = { args: { messageKeys: ["phoneAuth.errors.generic"] } };
/** A network failure: the transport's text. */
export const Network: Story = { args: { messageKeys: ["errors.network", "phoneAuth.errors.generic"] } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: rtl };
/** The phone viewport. */
export const Mobile: Story = { globals: mobile };

import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { FormField } from "./form-field.tsx";
import { RadioGroup } from "./radio-group.tsx";

const options = [
  { value: "bank", label: "Bank transfer", description: "1–3 working days" },
  { value: "wallet", label: "E-wallet", description: "Same day" },
  { value: "beans", label: "Beans", disabled: true },
];

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  args: { options, "aria-label": "Payment method", defaultValue: "bank" },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InFormField: Story = {
  render: (args) => (
    <FormField label="Payment method" hint="Used for the next payout." required group>
      {(control) => <RadioGroup {...args} {...control} aria-label={undefined} />}
    </FormField>
  ),
};
export const Horizontal: Story = { args: { orientation: "horizontal" } };
export const ErrorState: Story = {
  name: "Error",
  render: (args) => (
    <FormField label="Payment method" error="Choose a payment method." group>
      {(control) => <RadioGroup {...args} {...control} aria-label={undefined} defaultValue={undefined} />}
    </FormField>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = {
  args: {
    "aria-label": "طريقة الدفع",
    options: [
      { value: "bank", label: "تحويل بنكي" },
      { value: "wallet", label: "محفظة إلكترونية" },
    ],
  },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };

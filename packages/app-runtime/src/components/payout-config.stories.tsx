import type { Meta, StoryObj } from "@storybook/react-vite";
import { PaymentMethodType } from "@agent-portal/api-client/enums";
import { PaymentStatusBadge } from "./payment-status-badge.tsx";
import { PayoutConfig } from "./payout-config.tsx";
import type { PaymentCfg } from "./payout-config.tsx";

/** 2026-11-30 00:00 UTC (a cut-off), Unix seconds. */
const CUTOFF = 1_796_083_200;
const DAY = 86_400;
const cfg = (currency: string, minor: number): PaymentCfg => ({
  currency,
  country: "ID",
  rules: { max_amount_cents: 5_000_000, multiple_cents: 100, fee_bp: 150 },
  window: { open: 1, cutoff_time: CUTOFF, payout_time: CUTOFF + 11 * DAY, next_open_time: CUTOFF + DAY },
  beans_rate: { beans: 210, minor_units: minor },
  methods: [
    { method_type: PaymentMethodType.BankTransfer, name: "Bank transfer", min_amount_cents: 1_000, bank_fields_required: 1 },
    { method_type: PaymentMethodType.EWallet, name: "GoPay", min_amount_cents: 500, bank_fields_required: 0 },
  ],
});

const meta = {
  title: "App shell/PayoutConfig",
  component: PayoutConfig,
  parameters: { layout: "padded" },
  args: { cfg: cfg("USD", 100) },
} satisfies Meta<typeof PayoutConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop's three columns, bank transfer's minimum, USD (2 digits). */
export const Desktop: Story = {};
/** The webview's one column, term and value side by side, the e-wallet's minimum. */
export const Webview: Story = { args: { columns: 1, layout: "inline", methodType: PaymentMethodType.EWallet } };
/** A currency of 3 digits (BHD): minor units shown with the currency's own digits. */
export const ThreeDigitCurrency: Story = { args: { cfg: cfg("BHD", 1_000) } };
/** Right to left (Arabic). */
export const RightToLeft: Story = { globals: { locale: "ar" } };
/** The status badges a submission can carry. */
export const StatusBadges: Story = {
  render: () => (
    <div className="flex gap-2">
      <PaymentStatusBadge status={0} />
      <PaymentStatusBadge status={1} />
      <PaymentStatusBadge status={2} />
      <PaymentStatusBadge status={3} />
    </div>
  ),
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { LanguageSwitcher } from "./language-switcher.tsx";

/**
 * The language switcher of the portal header and the login page. It switches the i18next instance
 * the stories share, so the toolbar's language follows a choice made here.
 */
const meta = {
  title: "i18n/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { showLabel: false },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the header: the label is for screen readers only. */
export const Default: Story = {};

/** As on the login page: the label shows. */
export const WithLabel: Story = { args: { showLabel: true } };

/** Right to left (Arabic): the select's arrow and the label swap sides. */
export const RightToLeft: Story = { args: { showLabel: true }, globals: { locale: "ar" } };

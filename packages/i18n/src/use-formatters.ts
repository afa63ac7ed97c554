/**
 * `useFormatters()`: the `Intl` formatters of `format/*` bound to the active language; components
 * using it re-render with new formats when the language changes (issue 4).
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Formatters } from "./format/create-formatters.ts";
import { createFormatters } from "./format/create-formatters.ts";

export type { Formatters } from "./format/create-formatters.ts";

/**
 * The formatters for the active language of the nearest i18next instance (the provider's, else the
 * one `createI18n` registered): `const format = useFormatters(); format.currency(12345, "USD")`.
 * The object is stable while the language stays the same.
 */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => createFormatters(language, t), [language, t]);
}

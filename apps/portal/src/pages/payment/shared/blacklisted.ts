/**
 * Why a blacklisted Bigo ID is refused (issue 21, item 5), the same words wherever it is refused
 * (a distribution row, a transfer's receiver): "Blacklisted since {date}: {reason}".
 */
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { TFunction } from "i18next";

/**
 * The refusal of a blacklisted receiver, translated (`payment.distribution.reason.blacklisted`).
 *
 * @param sinceSeconds when the agency blacklisted them, Unix seconds (`blacklisted_since`)
 * @param reason the agency's reason, as entered (`blacklist_reason`)
 */
export function blacklistedText(t: TFunction, format: Formatters, sinceSeconds: number, reason: string): string {
  return t("payment.distribution.reason.blacklisted", { date: format.date(sinceSeconds * 1000), reason });
}

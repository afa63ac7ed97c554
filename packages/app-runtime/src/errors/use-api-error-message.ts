import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "./api-error-message.ts";

/**
 * `t(error.messageKeys, { defaultValue })` as a hook (the list pattern): answers a function from any
 * hook or mutation error to the text to show, or `null` when nothing is shown (see {@link apiErrorMessage}).
 *
 * @example
 * const errorMessage = useApiErrorMessage();
 * const message = errorMessage(query.error); // "No user has this Bigo ID. Check it and try again."
 */
export function useApiErrorMessage(): (error: unknown) => string | null {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorMessage(t, error), [t]);
}

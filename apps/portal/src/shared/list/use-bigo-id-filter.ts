import { useState } from "react";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** What {@link useBigoIdFilter} answers. */
export interface BigoIdFilter {
  /** The text in the field. */
  readonly text: string;
  readonly setText: (text: string) => void;
  /** Whether to show the invalid-ID message (after Search, or for an invalid ID in the URL). */
  readonly invalid: boolean;
  /**
   * Checks the text: an invalid ID shows the message and applies nothing; an empty or valid one
   * is applied (trimmed). Answers whether it was applied.
   */
  readonly submit: () => boolean;
  /** Hides the message (e.g. when the filters are cleared). */
  readonly reset: () => void;
}

/**
 * A Bigo ID search field of a list (the list pattern): local text while typing, applied on
 * Search / Enter only when it can be a Bigo ID (`checkBigoId`), so an impossible ID sends
 * nothing and says why. Follows the URL value when it changes (Back, shared link, Clear).
 *
 * @param urlValue the URL's current Bigo ID filter
 * @param apply writes the checked value to the URL ("" removes the filter)
 */
export function useBigoIdFilter(urlValue: string, apply: (value: string) => void): BigoIdFilter {
  const [text, setTextState] = useState(urlValue);
  const [invalid, setInvalid] = useState(() => checkBigoId(urlValue).kind === "invalid");
  const [seen, setSeen] = useState(urlValue);
  if (seen !== urlValue) {
    setSeen(urlValue);
    setTextState(urlValue);
    setInvalid(checkBigoId(urlValue).kind === "invalid");
  }
  return {
    text,
    setText: (next) => {
      setTextState(next);
      setInvalid(false);
    },
    invalid,
    submit: () => {
      const check = checkBigoId(text);
      setInvalid(check.kind === "invalid");
      if (check.kind === "invalid") return false;
      apply(check.kind === "valid" ? check.value : "");
      return true;
    },
    reset: () => {
      setInvalid(false);
    },
  };
}

import { useCallback, useState } from "react";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";

/** What {@link useDialogSubmit} answers. */
export interface DialogSubmit {
  /** The last refusal's text (translated through the error catalogue), or `null`. */
  readonly failure: string | null;
  /**
   * Runs a dialog's call: clears the last refusal, awaits `action`, and on an error keeps the
   * dialog as it is and sets {@link failure}. Answers whether the call succeeded.
   */
  readonly run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * The submit half of a {@link FormDialog}: one place that turns a mutation's error (a business
 * code, HTTP status, timeout or network failure, SPEC section 8) into the message shown in the
 * dialog, so every dialog reports refusals the same way and never loses what was typed.
 *
 * @example
 * const { failure, run } = useDialogSubmit();
 * const submit = () => void run(async () => { await renew(body).unwrap(); notify.success(...); onClose(); });
 */
export function useDialogSubmit(): DialogSubmit {
  const errorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await action();
        return true;
      } catch (error) {
        setFailure(errorMessage(error));
        return false;
      }
    },
    [errorMessage],
  );
  return { failure, run };
}

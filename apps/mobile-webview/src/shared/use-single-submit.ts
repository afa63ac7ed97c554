import { useCallback, useRef, useState } from "react";
import type { SyntheticEvent } from "react";

/** What {@link useSingleSubmit} answers. */
export interface SingleSubmit {
  /** True while the submission runs (the submit button shows it busy). */
  readonly sending: boolean;
  /** The form's `onSubmit`: prevents the page load and runs the submission unless one is running. */
  readonly onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
}

/**
 * One submission at a time for a webview form (apply form, KYC, sub-agent info): a second tap or
 * Enter while one is sent does nothing. The guard is a ref, so two taps within one render cannot
 * both pass; `sending` mirrors it for the button. `submit` is usually react-hook-form's
 * `handleSubmit(...)`, which receives the event.
 */
export function useSingleSubmit(submit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>): SingleSubmit {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const onSubmit = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      void submit(event).finally(() => {
        busy.current = false;
        setSending(false);
      });
    },
    [submit],
  );
  return { sending, onSubmit };
}

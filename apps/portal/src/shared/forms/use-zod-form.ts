import { useCallback, useEffect, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";
import { safeParse } from "zod/v4/core";

/** Field errors by field name (the schema's messages: i18n keys), plus `root` for a server refusal (already translated). */
export type ZodFormErrors<V> = Partial<Record<(keyof V & string) | "root", string>>;

/** What {@link useZodForm} answers. */
export interface ZodForm<S extends $ZodType> {
  readonly values: input<S>;
  readonly errors: ZodFormErrors<input<S>>;
  /** Sets one field; once the form was submitted, it is checked again as the user corrects it. */
  readonly setValue: <K extends keyof input<S> & string>(name: K, value: input<S>[K]) => void;
  /** Marks a field (or `root`) with a message, e.g. from the server. */
  readonly setError: (name: (keyof input<S> & string) | "root", message: string) => void;
  /**
   * Wraps a submit handler: checks the values with the schema and, when invalid, focuses the
   * first invalid field of the form (the submit event's form, else the form holding the focused
   * button); else calls `onValid` with the schema's output.
   */
  readonly handleSubmit: (onValid: (values: output<S>) => Promise<void> | void) => (event?: SubmitLike) => Promise<void>;
  readonly isSubmitting: boolean;
}

/** The part of a submit event the form reads. */
export interface SubmitLike {
  readonly preventDefault: () => void;
  readonly currentTarget?: EventTarget | null;
}

/** The first message per top-level field of failed zod issues. */
export function errorsOf<V>(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): ZodFormErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string" && !(name in errors)) errors[name] = issue.message;
  }
  return errors as ZodFormErrors<V>;
}

/**
 * A small form state for screens, validated by a zod (mini) schema whose messages are i18n keys
 * (the screen shows `t(errors.field)`): values, per-field errors, submit with validation and
 * focus on the first invalid field, server errors. Screens use it instead of react-hook-form,
 * which stays the login page's: a screen importing react-hook-form makes the bundler move it
 * out of the login chunk into a shared one, which the JavaScript loaded before Login renders
 * (its 150 KiB budget) pays (docs/performance.md).
 */
export function useZodForm<S extends $ZodType>(schema: S, initial: input<S>): ZodForm<S> {
  const [values, setValues] = useState<input<S>>(initial);
  const [errors, setErrors] = useState<ZodFormErrors<input<S>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // The latest values, also for two changes in one event (a state updater must not set other state).
  const latest = useRef<input<S>>(initial);
  const setValue = useCallback<ZodForm<S>["setValue"]>(
    (name, value) => {
      const next = { ...(latest.current as Record<string, unknown>), [name]: value } as input<S>;
      latest.current = next;
      setValues(next);
      if (!submitted) return;
      const result = safeParse(schema, next);
      const fieldError = result.success ? undefined : errorsOf<input<S>>(result.error.issues)[name];
      setErrors((previous) => {
        const rest: Record<string, string | undefined> = { ...previous, root: undefined, [name]: fieldError };
        return Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined)) as ZodFormErrors<input<S>>;
      });
    },
    [schema, submitted],
  );

  const setError = useCallback<ZodForm<S>["setError"]>((name, message) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
    if (name !== "root") setFocusRequest((count) => count + 1);
  }, []);

  const handleSubmit = useCallback<ZodForm<S>["handleSubmit"]>(
    (onValid) => async (event) => {
      event?.preventDefault();
      const target = event?.currentTarget;
      formElement.current = target instanceof HTMLFormElement ? target : (document.activeElement?.closest("form") ?? null);
      setSubmitted(true);
      const result = safeParse(schema, latest.current);
      if (!result.success) {
        setErrors(errorsOf<input<S>>(result.error.issues));
        setFocusRequest((count) => count + 1);
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    [schema],
  );

  return { values, errors, setValue, setError, handleSubmit, isSubmitting };
}

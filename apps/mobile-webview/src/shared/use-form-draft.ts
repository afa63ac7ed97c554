import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { DraftValue } from "./draft-storage.ts";
import { clearDraft, pageDraftStorage, writeDraft } from "./draft-storage.ts";

/** How long typing must pause before the draft is written, in milliseconds. */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Keeps a react-hook-form form's values as a draft (`draft-storage.ts`) while the user types (300 ms
 * after the last change, and at once when the page is left). The form reads the draft itself through its `defaultValues`
 * (`readDraft`). Returns `discard`, to call once the form was sent.
 */
export function useFormDraft<T extends FieldValues & Record<string, DraftValue>>(form: UseFormReturn<T>, name: string): { discard: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Record<string, DraftValue> | null>(null);
  const discarded = useRef(false);
  useEffect(() => {
    const save = () => {
      timer.current = null;
      if (latest.current !== null && !discarded.current) writeDraft(pageDraftStorage(), name, latest.current);
    };
    const subscription = form.watch((values) => {
      if (discarded.current) return;
      latest.current = values;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the page keeps what was typed last.
      if (timer.current !== null) {
        clearTimeout(timer.current);
        save();
      }
    };
  }, [form, name]);
  return {
    discard: () => {
      discarded.current = true;
      if (timer.current !== null) clearTimeout(timer.current);
      clearDraft(pageDraftStorage(), name);
    },
  };
}

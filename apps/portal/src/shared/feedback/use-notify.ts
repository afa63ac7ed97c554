import { toast } from "@agent-portal/ui-kit/components/toast";
import { useMemo } from "react";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";

/** What {@link useNotify} answers. */
export interface Notify {
  /** A success toast (announced politely). */
  readonly success: (title: string, description?: string) => void;
  /**
   * An error toast with the call's translated message (`useApiErrorMessage`); nothing for an
   * aborted call or a token error. Answers whether a toast was shown.
   */
  readonly failure: (error: unknown) => boolean;
}

/**
 * Toasts after mutations (the list pattern: "refresh after a mutation"): success in words, failure
 * with the server's translated message. The kit's `<Toaster>` is mounted by the main layout.
 * Forms keep their own inline errors; toasts are for row actions and dialogs that close.
 */
export function useNotify(): Notify {
  const errorMessage = useApiErrorMessage();
  return useMemo(
    () => ({
      success: (title, description) => {
        toast({ title, tone: "success", ...(description === undefined ? {} : { description }) });
      },
      failure: (error) => {
        const message = errorMessage(error);
        if (message === null) return false;
        toast({ title: message, tone: "error" });
        return true;
      },
    }),
    [errorMessage],
  );
}

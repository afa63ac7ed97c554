import * as React from "react";

/** SPEC section 9: "File dialog delay 500 ms": the wait between the press and the file dialog, in milliseconds. */
export const FILE_DIALOG_DELAY_MS = 500;

/**
 * Opens a hidden file input's dialog {@link FILE_DIALOG_DELAY_MS} after its button is pressed
 * (SPEC section 9). In the provider's in-app webview a picker opened in the same tap can be lost
 * while the page is still reacting to it (the soft keyboard closing, a focus change), and a second
 * tap would open a second one; after the delay the page has settled, and presses while one is
 * pending open nothing more. The browser still lets the delayed `click()` open the dialog: the
 * press's user activation lasts several seconds. Answers `open` (the button's `onClick`); the
 * pending timer is cleared on unmount.
 *
 * @param input The hidden `<input type="file">`.
 * @param delayMs Milliseconds to wait. Default {@link FILE_DIALOG_DELAY_MS}.
 */
export function useFileDialog(input: React.RefObject<HTMLInputElement | null>, delayMs: number = FILE_DIALOG_DELAY_MS): () => void {
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  React.useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return React.useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      input.current?.click();
    }, delayMs);
  }, [input, delayMs]);
}

/**
 * The jump box's shortcut (issue 25, item 3): Ctrl+K, and ⌘K on macOS (either opens it on any
 * system; the label shows the one of the user's system).
 */

/** Whether a key press is the shortcut: K with Ctrl or ⌘, without Alt or Shift. */
export function isJumpShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** "⌘K" on Apple systems, else "Ctrl+K". */
export function shortcutLabel(nav: Pick<Navigator, "platform" | "userAgent">): string {
  return /Mac|iPhone|iPad/.test(nav.platform || nav.userAgent) ? "⌘K" : "Ctrl+K";
}

/**
 * Support for the phone-auth stories: a fresh memory storage per story (optionally with a running
 * countdown), the story globals for right-to-left and the phone viewport (as the ui-kit's), and
 * a frame that shows what happened after a dialog closed.
 */
import type { SafeStorage } from "@agent-portal/session/storage";
import { createMemoryStorage, createSafeStorage, lastSendTimeKey } from "@agent-portal/session/storage";
import type * as React from "react";

/** Story globals: Arabic (right to left). */
export const rtl = { locale: "ar" } as const;
/** Story globals: the phone viewport. */
export const mobile = { viewport: { value: "mobile", isRotated: false } } as const;

/** A fresh storage; with `sentSecondsAgo`, a code of `scene` was sent that long ago (the countdown runs). */
export function storyStorage(scene?: number, sentSecondsAgo?: number): SafeStorage {
  const initial: Record<string, string> = scene !== undefined && sentSecondsAgo !== undefined ? { [lastSendTimeKey(scene)]: String(Date.now() - sentSecondsAgo * 1000) } : {};
  return createSafeStorage(createMemoryStorage(initial));
}

/** Shows `outcome` (e.g. "succeeded") once the dialog closed, so a story can show the end state. */
export function Outcome({ outcome }: { outcome: string | null }): React.ReactNode {
  return outcome === null ? null : (
    <p role="status" data-testid="outcome" className="text-sm text-fg">
      {outcome}
    </p>
  );
}

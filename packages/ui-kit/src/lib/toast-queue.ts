import type { ReactNode } from "react";

/** Tone of a toast: colour, and how it is announced (`error` interrupts; the others wait). */
export type ToastTone = "info" | "success" | "warning" | "error";

/** What {@link toast} shows. Texts arrive translated. */
export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Time on screen in ms; default 5000 (8000 for errors). Paused while hovered or focused. */
  duration?: number;
  /** One action button; `altText` tells screen-reader users how to reach it (e.g. "Undo with F8"). */
  action?: { label: string; altText: string; onClick: () => void };
  /** Reuse an id to replace a toast in place (e.g. "saving" then "saved"). */
  id?: string;
}

/** A toast in the queue: its options, its id and whether it is still open (closing ones animate out). */
export interface ToastRecord extends ToastOptions {
  readonly id: string;
  readonly open: boolean;
}

let records: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: readonly ToastRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast in the mounted `Toaster` (`@agent-portal/ui-kit/components/toast`) and returns
 * its id. At most 5 stay on screen (the oldest leave first). Plain module state, no provider
 * needed; calls before a Toaster mounts appear once it does. This module holds the queue without
 * the Radix Toaster, so an app can raise toasts, and learn that one was raised
 * ({@link subscribeToasts}), before it loads the Toaster.
 */
export function toast(options: ToastOptions): string {
  counter += 1;
  const id = options.id ?? `toast-${String(counter)}`;
  const record: ToastRecord = { ...options, id, open: true };
  const others = records.filter((item) => item.id !== id);
  emit([...others, record].slice(-5));
  return id;
}

/** Shorthands in the style of a "message" API: `toast.success("Saved")`. */
toast.success = (title: ReactNode, options?: Omit<ToastOptions, "title" | "tone">) => toast({ ...options, title, tone: "success" });
toast.error = (title: ReactNode, options?: Omit<ToastOptions, "title" | "tone">) => toast({ ...options, title, tone: "error" });
toast.info = (title: ReactNode, options?: Omit<ToastOptions, "title" | "tone">) => toast({ ...options, title, tone: "info" });
toast.warning = (title: ReactNode, options?: Omit<ToastOptions, "title" | "tone">) => toast({ ...options, title, tone: "warning" });
/** Closes one toast, or all without an id. */
toast.dismiss = (id?: string) => {
  emit(records.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
};

/** Takes a closed toast out of the queue (the Toaster calls it once its exit animation is over). */
export function removeToast(id: string): void {
  emit(records.filter((item) => item.id !== id));
}

/** The toasts in the queue, oldest first (the same array until the queue changes). */
export function getToasts(): readonly ToastRecord[] {
  return records;
}

/** Calls `listener` on every change of the queue; answers the unsubscribe function (`useSyncExternalStore`). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

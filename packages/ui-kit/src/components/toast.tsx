import { cva } from "class-variance-authority";
import { Direction, Toast as ToastPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { getToasts, removeToast, subscribeToasts, toast } from "#lib/toast-queue.ts";

export type { ToastOptions, ToastTone } from "#lib/toast-queue.ts";

const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-surface p-4 pe-10 text-fg shadow-overlay data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-toast-out",
  {
    variants: {
      tone: {
        info: "border-brand-500/40",
        success: "border-success-700/40",
        warning: "border-warning-700/40",
        error: "border-danger-600/50",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

const toneMark = { info: "bg-brand-600", success: "bg-success-600", warning: "bg-warning-600", error: "bg-danger-600" } as const;

/** Texts of {@link Toaster}; English defaults, pass translations. */
export interface ToasterLabels {
  /** Name of the notifications region; `{hotkey}` is replaced by the shortcut (F8). */
  region: string;
  /** Accessible name of each toast's close button. */
  close: string;
  /** Word screen readers say before a toast's text, e.g. "Notification". */
  notification: string;
}

const defaultLabels: ToasterLabels = { region: "Notifications ({hotkey})", close: "Close", notification: "Notification" };

/**
 * The toast region (Radix Toast): mount once near the root. Toasts stack at the bottom end corner
 * (bottom centre on phones), can be swiped away, pause on hover/focus, and F8 jumps to them.
 * Error toasts are announced assertively, others politely. No style elements are injected (CSP).
 * Toasts come from {@link toast} (`@agent-portal/ui-kit/lib/toast-queue`, re-exported here).
 */
function Toaster({ labels: labelOverrides, className }: { labels?: Partial<ToasterLabels>; className?: string }) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const items = React.useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const dir = Direction.useDirection();
  return (
    <ToastPrimitive.Provider label={labels.notification} swipeDirection={dir === "rtl" ? "left" : "right"}>
      {items.map((item) => {
        const tone = item.tone ?? "info";
        return (
          <ToastPrimitive.Root
            key={item.id}
            data-slot="toast"
            open={item.open}
            type={tone === "error" ? "foreground" : "background"}
            duration={item.duration ?? (tone === "error" ? 8000 : 5000)}
            onOpenChange={(open) => {
              if (!open) {
                toast.dismiss(item.id);
                window.setTimeout(() => removeToast(item.id), 250);
              }
            }}
            className={toastVariants({ tone })}
          >
            <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", toneMark[tone])} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description && <ToastPrimitive.Description className="text-sm text-fg-muted">{item.description}</ToastPrimitive.Description>}
              {item.action && (
                <ToastPrimitive.Action altText={item.action.altText} onClick={item.action.onClick} className="self-start text-sm font-medium text-brand-700 hover:underline">
                  {item.action.label}
                </ToastPrimitive.Action>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={labels.close}
              title={labels.close}
              className="absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-fg-muted hover:bg-surface-sunken"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-3.5">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={labels.region}
        className={cn("fixed bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:end-0 sm:max-w-sm", className)}
      />
    </ToastPrimitive.Provider>
  );
}

export { Toaster, toast };

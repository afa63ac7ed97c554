import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Title (translated); also the dialog's accessible name. */
  title: React.ReactNode;
  /** Short description under the title; the dialog's accessible description. */
  description?: React.ReactNode;
  /** Width in px; default 464 (SPEC section 2). */
  width?: number;
  /** When false, clicks outside and Escape do not close the dialog (the phone dialogs). Default true. */
  dismissible?: boolean;
  /** Footer actions, end-aligned. */
  footer?: React.ReactNode;
  /** Accessible label of the close button (translated); no close button when omitted. */
  closeLabel?: string;
  /** The element focused when it opens (a search box's field); default: its first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  children?: React.ReactNode;
  className?: string;
}

/**
 * Modal on Radix Dialog: focus is trapped inside and, on close, returns to the element that had it
 * before opening (the dialogs here are opened from code, without a trigger);
 * width 464 by default and a 300 ms close animation (SPEC section 2). With
 * `dismissible={false}` an outside click or Escape does not close it. Focus starts on `initialFocus`
 * when given, else on the first focusable element, also when it opens over another modal.
 */
function Modal({ open, onOpenChange, title, description, width = 464, dismissible = true, footer, closeLabel, initialFocus, children, className }: ModalProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // The element focused before opening: most modals here open from code (session watcher, phone
  // dialogs), without a Radix Trigger to return to, so focus goes back here on close (WCAG 2.4.3).
  const returnFocus = React.useRef<HTMLElement | null>(null);
  React.useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected === true) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  };
  // Radix focuses the first focusable element on open; `initialFocus` names another. Set here rather
  // than by `autoFocus`, which another open modal's focus trap undoes (a modal opened over a modal).
  const focusInitial = (event: Event) => {
    const target = initialFocus?.current;
    if (target == null) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="modal-overlay"
          className="fixed inset-0 z-50 bg-black/45 data-[state=open]:animate-overlay-in data-[state=closed]:animate-overlay-out"
        />
        <DialogPrimitive.Content
          data-slot="modal"
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
          onOpenAutoFocus={focusInitial}
          onCloseAutoFocus={restoreFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed start-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 shadow-overlay rtl:translate-x-1/2",
            "data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out",
            className,
          )}
          style={{ maxWidth: width }}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold text-fg">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="text-sm text-fg-muted">{description}</DialogPrimitive.Description>}
            </div>
            {closeLabel && (
              <DialogPrimitive.Close
                aria-label={closeLabel}
                className="-me-2 -mt-2 inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-sunken"
              >
                <span aria-hidden="true">×</span>
              </DialogPrimitive.Close>
            )}
          </div>
          {children}
          {footer && <div className="flex flex-wrap justify-end gap-2">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { Modal };

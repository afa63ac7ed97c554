import { Button } from "@agent-portal/ui-kit/components/button";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Props of {@link CopyLink}. */
export interface CopyLinkProps {
  /** Visible label of the field (translated), e.g. "Link for the broadcaster". */
  readonly label: string;
  /** The link to share. */
  readonly url: string;
  /** A line under the field: who opens it and what they do there. */
  readonly hint?: string;
  /** Called after a successful copy (e.g. to record the share with ShareInviteLink). */
  readonly onCopied?: () => void;
}

/** How long "Copied" shows, ms. */
const COPIED_MS = 2000;

/**
 * A share link: a read-only field with the link (selectable, so it can also be copied by hand)
 * and a Copy button that writes it to the clipboard and says "Copied" (announced politely). When
 * the clipboard is unavailable the field is selected instead, and a message says to copy it.
 */
export function CopyLink({ label, url, hint, onCopied }: CopyLinkProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");

  useEffect(() => {
    if (state !== "copied") return undefined;
    const timer = window.setTimeout(() => {
      setState("idle");
    }, COPIED_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
      onCopied?.();
    } catch {
      input.current?.select();
      setState("manual");
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          dir="ltr"
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="min-w-0 flex-1 font-mono text-xs"
          {...(hint === undefined ? {} : { "aria-describedby": `${id}-hint` })}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === "copied" ? t("shared.share.copied") : t("shared.share.copy")}
        </Button>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <p aria-live="polite" className="text-xs text-fg-muted">
        {state === "manual" ? t("shared.share.copyManually") : ""}
      </p>
    </div>
  );
}

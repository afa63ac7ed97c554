import { Button } from "@agent-portal/ui-kit/components/button";
import { formatBytes } from "@agent-portal/ui-kit/lib/file-checks";
import { useFileDialog } from "@agent-portal/ui-kit/lib/file-dialog";
import { Camera, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { PhotoRejection, PhotoValue } from "./photo-file.ts";
import { readPhoto } from "./photo-file.ts";

/** Texts of {@link PhotoField}, translated by the caller. */
export interface PhotoFieldLabels {
  readonly choose: string;
  readonly replace: string;
  readonly remove: string;
  /** Alt text of the preview. */
  readonly preview: string;
  /** The limits line, e.g. "JPEG, PNG or WebP, at most 2 MB". */
  readonly limits: (types: string, maxSize: string) => string;
  /** Why a file was refused, naming it. */
  readonly rejected: (reason: PhotoRejection, fileName: string, types: string, maxSize: string) => string;
}

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  readonly label: string;
  /** The file input's `name` (tests and autofill find the field by it). */
  readonly name: string;
  readonly value: PhotoValue | null;
  readonly onChange: (value: PhotoValue | null) => void;
  /** Accepted image types (MIME). */
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly labels: PhotoFieldLabels;
  readonly required?: boolean;
  /** An error from outside (required but missing, or the server's 35003/35004). */
  readonly error?: string | undefined;
  /** Locale of the sizes shown. */
  readonly locale?: string;
  readonly disabled?: boolean;
}

/**
 * One document photo of the KYC form (issue 9), made for a phone: a 44 px "Take or choose a
 * photo" button (the camera or the gallery, `accept` image types; the dialog opens 500 ms after
 * the press, SPEC section 9, `useFileDialog`), the limits, a preview of the
 * chosen photo (a `data:` URL, allowed by the CSP's `img-src data:`), replace and remove. A file of
 * another type, over `maxBytes`, or whose bytes are no image is refused with a message naming it
 * and why; the photo chosen before (and the rest of the form) stays.
 */
export function PhotoField({ label, name, value, onChange, accept, maxBytes, labels, required = false, error, locale, disabled = false }: PhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const openDialog = useFileDialog(input);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const types = accept.map((type) => type.replace("image/", "").toUpperCase()).join(", ");
  const size = formatBytes(maxBytes, locale);
  const message = refusal ?? error;
  const describedBy = [`${id}-limits`, message ? `${id}-error` : ""].filter(Boolean).join(" ");

  const take = async (file: File | undefined) => {
    if (file === undefined) return;
    setReading(true);
    const result = await readPhoto(file, accept, maxBytes);
    setReading(false);
    if (!result.ok) {
      setRefusal(labels.rejected(result.reason, file.name, types, size));
      return;
    }
    setRefusal(null);
    onChange(result.photo);
  };

  return (
    <div data-slot="photo-field" className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger-600">
            {" *"}
          </span>
        )}
      </span>
      {value !== null && (
        <img
          src={value.kind === "upload" ? value.dataUrl : value.url}
          alt={`${labels.preview}: ${label}`}
          className="max-h-56 w-full rounded-md border border-border bg-surface-sunken object-contain"
        />
      )}
      <div className="flex gap-2">
        <Button
          id={id}
          size="lg"
          variant="secondary"
          className="flex-1"
          disabled={disabled}
          loading={reading}
          aria-labelledby={`${id}-label ${id}`}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onClick={openDialog}
        >
          <Camera aria-hidden="true" />
          {value === null ? labels.choose : labels.replace}
        </Button>
        {value !== null && (
          <Button size="lg" variant="ghost" aria-label={`${labels.remove}: ${label}`} disabled={disabled} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        name={name}
        accept={accept.join(",")}
        disabled={disabled}
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <p id={`${id}-limits`} className="text-xs text-fg-muted">
        {labels.limits(types, size)}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}

import * as React from "react";
import { cn } from "#lib/cn.ts";
import { checkFiles, formatBytes } from "#lib/file-checks.ts";
import type { FileRejection } from "#lib/file-checks.ts";
import { useFileDialog } from "#lib/file-dialog.ts";
import { Button } from "./button.tsx";

/** Texts of {@link Upload}; English defaults, pass translations (functions get the file name). */
export interface UploadLabels {
  /** Main text of the drop zone. */
  drop: string;
  /** The button that opens the file chooser. */
  browse: string;
  /** Line listing the limits, e.g. `(types, size) => \`CSV up to ${size}\``; `types` is "" without `accept`. */
  hint: (types: string, maxSize: string) => string;
  /** Per rejected file: wrong type. */
  wrongType: (fileName: string, types: string) => string;
  /** Per rejected file: too large. */
  tooLarge: (fileName: string, maxSize: string) => string;
  /** Per rejected file: beyond the number of files allowed. */
  tooMany: (fileName: string, maxFiles: number) => string;
}

const defaultLabels: UploadLabels = {
  drop: "Drag and drop files here",
  browse: "Choose files",
  hint: (types, maxSize) => [types, maxSize && `up to ${maxSize}`].filter(Boolean).join(", "),
  wrongType: (fileName, types) => `${fileName}: this file type is not allowed (allowed: ${types}).`,
  tooLarge: (fileName, maxSize) => `${fileName}: the file is larger than ${maxSize}.`,
  tooMany: (fileName, maxFiles) => `${fileName}: at most ${String(maxFiles)} files can be added.`,
};

/** Props of {@link Upload}. */
export interface UploadProps {
  /** Called with the files that passed the checks (possibly none). */
  onFilesAccepted: (files: File[]) => void;
  /** Called with the refused files and why (also shown under the zone). */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** Allowed types: MIME types, `image/*` groups or `.ext` extensions. */
  accept?: readonly string[];
  /** Largest file in bytes. */
  maxSize?: number;
  /** Most files in total (counting `selectedCount`); default 1 unless `multiple`. */
  maxFiles?: number;
  multiple?: boolean;
  /** Files already chosen (count towards `maxFiles`). */
  selectedCount?: number;
  disabled?: boolean;
  /** Locale for file sizes (`Intl.NumberFormat`), e.g. the page language. */
  locale?: string;
  labels?: Partial<UploadLabels>;
  /** Ids and ARIA from {@link FormField}: the browse button takes them. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  className?: string;
  /** Content under the zone, e.g. the list of chosen files. */
  children?: React.ReactNode;
}

/**
 * A file drop zone with a "choose files" button (keyboard users never need to drag; the dialog
 * opens 500 ms after the press, SPEC section 9, `useFileDialog`). Files are
 * checked for type, size and count (`checkFiles`); each refused file gets its own message naming
 * the file and the reason, announced by the alert under the zone. Nothing is uploaded here: the
 * accepted files go to `onFilesAccepted`.
 */
function Upload({
  onFilesAccepted,
  onFilesRejected,
  accept = [],
  maxSize,
  maxFiles,
  multiple = false,
  selectedCount = 0,
  disabled = false,
  locale,
  labels: labelOverrides,
  id,
  className,
  children,
  ...aria
}: UploadProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const inputRef = React.useRef<HTMLInputElement>(null);
  const openDialog = useFileDialog(inputRef);
  const errorId = React.useId();
  const [dragging, setDragging] = React.useState(false);
  const [messages, setMessages] = React.useState<string[]>([]);
  const types = accept.join(", ");
  const size = maxSize === undefined ? "" : formatBytes(maxSize, locale);
  const limit = maxFiles ?? (multiple ? undefined : 1);

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const { accepted, rejected } = checkFiles(Array.from(list), {
      accept,
      ...(maxSize === undefined ? {} : { maxSize }),
      ...(limit === undefined ? {} : { maxFiles: limit }),
      alreadySelected: selectedCount,
    });
    setMessages(
      rejected.map(({ file, reason }) =>
        reason === "type" ? labels.wrongType(file.name, types) : reason === "size" ? labels.tooLarge(file.name, size) : labels.tooMany(file.name, limit ?? 0),
      ),
    );
    if (rejected.length > 0) onFilesRejected?.(rejected);
    onFilesAccepted(accepted);
  };

  const describedBy = [aria["aria-describedby"], messages.length > 0 ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="upload" className={cn("flex flex-col gap-2", className)}>
      <div
        data-slot="upload-dropzone"
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border-strong bg-surface px-6 py-8 text-center",
          "data-[dragging]:border-brand-600 data-[dragging]:bg-brand-50 data-[disabled]:border-border data-[disabled]:bg-surface-muted data-[disabled]:[&_p]:text-fg-muted",
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-8 text-fg-muted"
        >
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </svg>
        <p className="text-sm font-medium text-fg">{labels.drop}</p>
        {(types || size) && <p className="text-xs text-fg-muted">{labels.hint(types, size)}</p>}
        <Button id={id} variant="secondary" size="sm" disabled={disabled} aria-describedby={describedBy} aria-invalid={aria["aria-invalid"]} onClick={openDialog}>
          {labels.browse}
        </Button>
        <input
          ref={inputRef}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          accept={accept.join(",") || undefined}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = "";
          }}
        />
      </div>
      {messages.length > 0 && (
        <ul
          id={errorId}
          role="alert"
          data-slot="upload-errors"
          className="flex flex-col gap-1 rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {messages.map((message, index) => (
            <li key={`${String(index)}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

export { Upload };

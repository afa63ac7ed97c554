import { Button } from "@agent-portal/ui-kit/components/button";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { shortcutLabel } from "./shortcut.ts";

/**
 * The header's "Jump to" button (issue 25, item 3): a search icon, the label and the shortcut
 * (Ctrl K, ⌘K on macOS); the label and shortcut from the `sm` breakpoint up, the icon alone (named
 * by `aria-label`) on a phone. The main layout draws it inert (`onOpen` absent: `aria-disabled`)
 * from the first paint, while the jump box's chunk loads, and the box draws the same button: the
 * header keeps its width when the box arrives (no layout shift).
 */
export function JumpTrigger({ onOpen }: { readonly onOpen?: () => void }) {
  const { t } = useTranslation();
  const label = t("layout.jumpTo.open");
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onOpen}
      aria-disabled={onOpen === undefined || undefined}
      aria-label={label}
      aria-keyshortcuts="Control+K Meta+K"
      className="max-sm:w-8 max-sm:px-0"
    >
      <Search aria-hidden="true" />
      <span className="max-sm:hidden">{label}</span>
      <kbd aria-hidden="true" className="rounded border border-border px-1 text-xs text-fg-muted max-sm:hidden">
        {shortcutLabel(navigator)}
      </kbd>
    </Button>
  );
}

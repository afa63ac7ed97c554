import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Props of {@link FollowToggle}. */
export interface FollowToggleProps {
  readonly followed: boolean;
  /** The broadcaster's name, for the button's accessible name. */
  readonly name: string;
  readonly busy: boolean;
  readonly onToggle: () => void;
}

/**
 * Follow / unfollow one broadcaster (follow store AddFollowUser / DelFollowInfo): a toggle button
 * (`aria-pressed`) named "Follow <name>", a filled star while followed. The list flips it at once
 * (optimistic) and puts it back if the call fails.
 */
export function FollowToggle({ followed, name, busy, onToggle }: FollowToggleProps) {
  const { t } = useTranslation();
  const label = t("broadcaster.list.followName", { name });
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      onClick={onToggle}
      className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-sunken aria-pressed:text-warning-600"
    >
      <Star aria-hidden="true" className="size-4" fill={followed ? "currentColor" : "none"} />
    </button>
  );
}

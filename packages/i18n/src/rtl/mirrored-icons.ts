/**
 * Icons that point along the reading direction and must be mirrored on right-to-left pages
 * (issue 4). Icons of real-world objects, clocks, media playback, check marks and up/down arrows
 * are not mirrored.
 */

/** The class that mirrors an icon when `<html dir="rtl">`: Tailwind's `rtl:` variant with a horizontal flip. */
export const MIRROR_ICON_CLASS = "rtl:-scale-x-100";

/** The other accepted way for a chevron or arrow: a half turn (`rtl:rotate-180`), same result for symmetric glyphs. */
export const ROTATE_ICON_CLASS = "rtl:rotate-180";

/**
 * The lucide-react icons that need {@link MIRROR_ICON_CLASS}: chevrons and arrows to the side
 * (back, next, breadcrumbs, pagination, drawers), log in / log out (the door arrow), side panels,
 * undo / redo / reply / forward / send, and indent.
 */
export const MIRRORED_ICONS: readonly string[] = [
  "ChevronLeft",
  "ChevronRight",
  "ChevronsLeft",
  "ChevronsRight",
  "ChevronFirst",
  "ChevronLast",
  "ArrowLeft",
  "ArrowRight",
  "ArrowBigLeft",
  "ArrowBigRight",
  "ArrowLeftToLine",
  "ArrowRightToLine",
  "ArrowLeftFromLine",
  "ArrowRightFromLine",
  "CircleArrowLeft",
  "CircleArrowRight",
  "CircleChevronLeft",
  "CircleChevronRight",
  "MoveLeft",
  "MoveRight",
  "LogIn",
  "LogOut",
  "PanelLeft",
  "PanelLeftOpen",
  "PanelLeftClose",
  "PanelRight",
  "PanelRightOpen",
  "PanelRightClose",
  "Undo",
  "Undo2",
  "Redo",
  "Redo2",
  "Reply",
  "ReplyAll",
  "Forward",
  "Send",
  "SendHorizontal",
  "IndentIncrease",
  "IndentDecrease",
  "ListIndentIncrease",
  "ListIndentDecrease",
];

/** One directional icon rendered without a mirroring class. */
export interface UnmirroredIcon {
  readonly line: number;
  readonly icon: string;
}

const ICON_ELEMENT = new RegExp(`<(${MIRRORED_ICONS.join("|")})\\b([^>]*)>`, "g");

/**
 * The JSX elements of {@link MIRRORED_ICONS} in `text` whose attributes carry neither
 * `rtl:-scale-x-100` nor `rtl:rotate-180`. Icons passed as components (`icon={ChevronRight}`) or
 * renamed on import are not seen: mirror those where they render.
 */
export function findUnmirroredIcons(text: string): UnmirroredIcon[] {
  const out: UnmirroredIcon[] = [];
  for (const match of text.matchAll(ICON_ELEMENT)) {
    const attributes = match[2] ?? "";
    if (attributes.includes(MIRROR_ICON_CLASS) || attributes.includes(ROTATE_ICON_CLASS)) continue;
    out.push({ line: text.slice(0, match.index).split("\n").length, icon: match[1] ?? "" });
  }
  return out;
}

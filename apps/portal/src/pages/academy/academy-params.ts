import type { act85157getTutorialList } from "@agent-portal/api-client/contract/live-agent-portal-academy";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { intParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A tutorial as the lists show it (act85157getTutorialList, act85157searchTutorial). */
export type TutorialBrief = ResponseOf<typeof act85157getTutorialList>["list"][number];

/** Tutorials per page of a list. */
export const TUTORIAL_PAGE_SIZE = 12;

/** Milliseconds a typed search waits for the next keystroke before it goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A tutorial published within this many days shows a "new" badge (ours: the spec names no window). */
export const NEW_DAYS = 14;

/** Longest keyword the server takes (act85157searchTutorial: 1-50 characters). */
export const KEYWORD_MAX_LENGTH = 50;

/**
 * The course list's URL (`/agency-academy/course?…`): `tab` (a tab id; absent: the first tab),
 * `q` (the search, shown instead of the tab's list while searchable) and `page` (1-based).
 */
export const COURSE_SPEC = { tab: textParam(64), q: textParam(KEYWORD_MAX_LENGTH), page: intParam(1, { min: 1 }) };

/** The course list's URL values. */
export type CourseValues = ParamValues<typeof COURSE_SPEC>;

/**
 * The keyword a search sends, or `null` when it would find nothing: trimmed, and holding at least
 * one letter or digit (a search of spaces, punctuation or emoji calls nothing).
 */
export function searchKeyword(text: string): string | null {
  const keyword = text.trim().slice(0, KEYWORD_MAX_LENGTH);
  return /[\p{L}\p{N}]/u.test(keyword) ? keyword : null;
}

/** Whether a tutorial published at `publishSeconds` is new at `nowMs` (within {@link NEW_DAYS} days). */
export function isNewTutorial(publishSeconds: number, nowMs: number): boolean {
  return nowMs - publishSeconds * 1000 <= NEW_DAYS * 86_400_000 && publishSeconds * 1000 <= nowMs;
}

/** A piece of a text, marked when it matches a searched word. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits `text` into the parts that match a word of `keyword` (case-insensitive; words of the
 * keyword split on spaces) and the rest, in order, for highlighting. No word: one unmarked part.
 */
export function highlightParts(text: string, keyword: string): readonly TextPart[] {
  const words = keyword
    .split(/\s+/)
    .filter((word) => word !== "")
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return [{ text, match: false }];
  // A split on a capturing group puts the matches at the odd indexes.
  return text
    .split(new RegExp(`(${words.join("|")})`, "iu"))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

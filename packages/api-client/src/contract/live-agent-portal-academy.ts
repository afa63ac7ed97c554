/**
 * live_agent_portal declarations (SPEC section 7), the agency academy (activity 85157;
 * agency-academy, course and course/{id}; permission tutorial entry 104): tabs, tutorial
 * lists, search and one tutorial.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { countSchema, durationSecondsSchema, pageFields, pageOf, secondsSchema } from "./shared.ts";

/** Business codes of the academy calls (ours; SPEC section 8 leaves them "not shown"). */
export const AcademyErrorCode = {
  /** No tutorial with this id (or it was unpublished). */
  TutorialNotFound: 46001,
} as const;

/**
 * The one origin tutorial videos (`video_url` of act85157getTutorialById) are served from. The
 * portal's Content-Security-Policy allows media from it alone (`media-src`), and the course page
 * plays a video inline only when its URL is on it (any other URL is offered as a link).
 */
export const ACADEMY_MEDIA_ORIGIN = "https://cdn.example.com";

/** Whether a tutorial video URL is an https URL on {@link ACADEMY_MEDIA_ORIGIN} (so the CSP lets it play). */
export function isAcademyMediaUrl(url: string): boolean {
  try {
    return new URL(url).origin === ACADEMY_MEDIA_ORIGIN;
  } catch {
    return false;
  }
}

/** A tutorial as lists show it. */
export const tutorialBriefSchema = z.object({
  /** Tutorial id (the `{id}` of course/{id}). */
  tutorial_id: z.string(),
  /** The tab it belongs to. */
  tab_id: z.string(),
  /** Title. */
  title: z.string(),
  /** Cover image URL; "" when none. */
  cover_url: z.string(),
  /** One-paragraph summary. */
  summary: z.string(),
  /** Video length, seconds; 0 for text-only tutorials. */
  duration: durationSecondsSchema,
  /** When it was published, Unix seconds. */
  publish_time: secondsSchema,
  /** Times it was opened. */
  view_count: countSchema,
});

/** live_agent_portal act85157getTabList: the academy's tabs. */
export const act85157getTabList = defineEndpoint({
  name: "act85157getTabList",
  family: "liveAgentPortal",
  path: "/act85157getTabList",
  kind: "query",
  summary: "The academy's tabs (course categories), in display order.",
  request: () => z.object({}),
  response: () => z.object({ /** Tabs in display order. */ tabs: z.array(z.object({ /** Tab id. */ tab_id: z.string(), /** Display name. */ name: z.string() })) }),
  tags: ["Tutorial"],
});

/** live_agent_portal act85157getTutorialList: the tutorials of a tab. */
export const act85157getTutorialList = defineEndpoint({
  name: "act85157getTutorialList",
  family: "liveAgentPortal",
  path: "/act85157getTutorialList",
  kind: "query",
  summary: "Tutorials of one tab (or all), newest first.",
  request: () => z.object({ /** The tab; absent: all tabs. */ tab_id: z.optional(z.string()), ...pageFields }),
  response: () => pageOf(tutorialBriefSchema),
  tags: ["Tutorial"],
});

/** live_agent_portal act85157searchTutorial: tutorials matching a keyword. */
export const act85157searchTutorial = defineEndpoint({
  name: "act85157searchTutorial",
  family: "liveAgentPortal",
  path: "/act85157searchTutorial",
  kind: "query",
  summary: "Tutorials whose title or summary contains the keyword, best match first.",
  request: () => z.object({ /** Keyword, 1-50 characters. */ keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)), ...pageFields }),
  response: () => pageOf(tutorialBriefSchema),
  tags: ["Tutorial"],
});

/** live_agent_portal act85157getTutorialById: one tutorial (course/{id}). */
export const act85157getTutorialById = defineEndpoint({
  name: "act85157getTutorialById",
  family: "liveAgentPortal",
  path: "/act85157getTutorialById",
  kind: "query",
  summary: "One tutorial with its content (course/{id}); opening it counts a view.",
  request: () => z.object({ /** The tutorial. */ tutorial_id: z.string().check(z.minLength(1)) }),
  response: () =>
    z.object({
      ...tutorialBriefSchema.def.shape,
      /** The body as plain text; paragraphs separated by "\n" (never HTML). */
      content: z.string(),
      /**
       * The body as rich text (HTML: headings, paragraphs, lists, links, images). Untrusted: the
       * client sanitises it (DOMPurify) before showing it; "" when the tutorial has only `content`.
       */
      content_html: z.string(),
      /**
       * The language of title, summary and body, a UI language code ("en", "id", ...): the caller's
       * language (`X-Client-Lang`) when the tutorial exists in it, else the fallback language it was
       * written in.
       */
      lang: z.string(),
      /** Video URL, on {@link ACADEMY_MEDIA_ORIGIN}; "" for text-only tutorials. */
      video_url: z.string(),
    }),
  tags: ["Tutorial"],
  errors: [AcademyErrorCode.TutorialNotFound],
});

/** Every declaration of this file (family liveAgentPortal, academy). */
export const liveAgentPortalAcademyEndpoints = [act85157getTabList, act85157searchTutorial, act85157getTutorialById, act85157getTutorialList] as const;

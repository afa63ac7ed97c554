/**
 * Seeds published content: notices for all agencies and for the first one, and the academy's
 * tabs and tutorials.
 */
import { NoticeType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { notifications, tutorials, tutorialTabs } from "#db/schema/content.ts";
import { atHour } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

/**
 * The seeded notices. `link` is the related screen (a portal path under `/agent`): the payout
 * notice links to the payment action log, which agency managers may not open (the portal then says
 * so instead of linking).
 */
const NOTICES: readonly { type: NoticeType; title: string; content: string; daysAgo: number; link?: string; firstAgencyOnly?: boolean }[] = [
  {
    type: NoticeType.System,
    title: "Portal maintenance on Sunday",
    content: "The portal is unavailable on Sunday from 02:00 to 03:00 UTC.\nLive data is not affected.",
    daysAgo: 1,
  },
  {
    type: NoticeType.Policy,
    title: "Updated recruitment policy",
    content: "Broadcasters must pass identity verification before signing.\nRead the full policy in the recruit pages.",
    daysAgo: 4,
    link: "/agent/broadcaster/recheck-list",
  },
  {
    type: NoticeType.Activity,
    title: "PK Championship sign-up is open",
    content: "Register your broadcasters in Activity registration until the end of the week.",
    daysAgo: 3,
    link: "/agent/broadcaster-operate/act-regist/list",
  },
  {
    type: NoticeType.Payment,
    title: "May payouts issued",
    content: "Payouts for May were issued to every approved payment method.\nCheck the payment pages for details.",
    daysAgo: 2,
    link: "/agent/payment/action-log",
    firstAgencyOnly: true,
  },
  {
    type: NoticeType.System,
    title: "Two-step phone verification",
    content: "Sensitive actions now ask for a phone code.\nBind a phone to your account to keep working without interruption.",
    daysAgo: 10,
  },
  { type: NoticeType.Activity, title: "New Talent Cup results", content: "Results are published in Activity registration, results tab.", daysAgo: 24 },
  {
    type: NoticeType.Policy,
    title: "Transfer rules",
    content: "A transfer needs the other agency's and the broadcaster's agreement.\nEach step waits at most 7 days.",
    daysAgo: 35,
  },
  // Weekly reports, older than the rest: with them the list has more than one page.
  ...Array.from({ length: 16 }, (_, week) => ({
    type: NoticeType.System,
    title: `Weekly live report, week ${String(week + 1)}`,
    content: "The weekly live report of your agency is ready in Live data.",
    daysAgo: 40 + 7 * (15 - week),
    link: "/agent/data-center/live-data/live",
  })),
];

const TABS = [
  { id: "start", name: "Getting started", position: 1 },
  { id: "recruit", name: "Recruiting", position: 2 },
  { id: "grow", name: "Growing broadcasters", position: 3 },
  { id: "money", name: "Payments", position: 4 },
];

const TUTORIALS: readonly { tab: string; title: string; summary: string; duration: number }[] = [
  { tab: "start", title: "A tour of the agency portal", summary: "Where everything is: lists, live data, payments and settings.", duration: 420 },
  { tab: "start", title: "Setting up your team", summary: "Add managers and brokers and decide who recruits.", duration: 300 },
  { tab: "recruit", title: "Writing an invitation that works", summary: "What broadcasters read before they accept an invitation.", duration: 0 },
  { tab: "recruit", title: "From application to contract", summary: "Review, operator check and the broadcaster's confirmation, step by step.", duration: 540 },
  { tab: "recruit", title: "Recommended hosts", summary: "How the recommend-hosts list is built and how to use it.", duration: 0 },
  { tab: "grow", title: "Planning PK battles", summary: "Pick opponents from the candidate lists and recommend them.", duration: 660 },
  { tab: "grow", title: "Reading live data", summary: "Valid days, live duration and beans: what the numbers mean.", duration: 480 },
  { tab: "grow", title: "Keeping broadcasters active", summary: "Spot broadcasters at risk of leaving and recall them.", duration: 0 },
  { tab: "money", title: "Payment methods explained", summary: "Bank transfer, e-wallet and by-beans payment compared.", duration: 360 },
  { tab: "money", title: "Signing monthly invoices", summary: "Check and sign the agency's monthly invoice.", duration: 0 },
];

/** A small picture (an inline SVG data URL, which the portal's `img-src 'self' data:` allows). */
const LESSON_PICTURE = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#e0e7ff"/><text x="24" y="68" font-size="20" fill="#3730a3">Agent Portal academy</text></svg>').toString("base64")}`;

/** A lesson's rich-text body: heading, summary, steps and a picture. */
const lessonHtml = (title: string, summary: string): string =>
  `<h2>${title}</h2><p>${summary}</p><ol><li>Open the screen from the menu.</li><li>Follow the steps of this lesson.</li><li>Try it on your own agency.</li></ol><p><img src="${LESSON_PICTURE}" alt="${title}" width="320" height="120"></p><p>Questions? <a href="https://www.bigo.tv/">Ask the operations team</a>.</p>`;

/** Inserts notices, academy tabs and tutorials. */
export async function seedContent(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation): Promise<void> {
  const first = organisation.agencies[0]?.id ?? null;
  await db.insert(notifications).values(
    NOTICES.map((n) => ({
      agencyId: n.firstAgencyOnly === true ? first : null,
      type: n.type,
      title: n.title,
      content: n.content,
      linkUrl: n.link ?? "",
      createdAt: atHour(day, -n.daysAgo, 9),
    })),
  );
  await db.insert(tutorialTabs).values(TABS);
  await db.insert(tutorials).values(
    TUTORIALS.map((t, i) => ({
      tabId: t.tab,
      title: t.title,
      summary: t.summary,
      content: `${t.summary}\nThis lesson walks through the screens one by one.\nTry it on your own agency afterwards.`,
      bodyHtml: lessonHtml(t.title, t.summary),
      lang: "en",
      videoUrl: t.duration === 0 ? "" : `https://cdn.example.com/academy/${String(i + 1)}.mp4`,
      duration: t.duration,
      // Newest last: the last two within the academy's "new" window (14 days), the others long before.
      publishedAt: atHour(day, -(i >= TUTORIALS.length - 2 ? (TUTORIALS.length - i) * 3 : 200 - i * 15), 10),
      viewCount: prng.int(20, 2_000),
      published: 1,
    })),
  );
}

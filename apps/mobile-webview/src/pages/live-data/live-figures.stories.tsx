/** Stories of {@link LiveFigures}: a month with live days and a day off. Plain story objects. */
import { LiveFigures } from "./live-figures.tsx";
import type { LiveFiguresAnswer } from "./live-figures.tsx";

const figures = (day: string, liveDuration: number, beans: number) => ({
  day,
  liveDuration,
  validLiveDays: liveDuration >= 3_600 ? 1 : 0,
  beans,
  giftUsers: Math.round(beans / 400),
  newFans: Math.round(beans / 900),
  pkCount: liveDuration > 0 ? 2 : 0,
  pkWinCount: liveDuration > 0 ? 1 : 0,
  maxViewers: Math.round(beans / 60),
  incomeCents: Math.round(beans / 2),
});
const list = [figures("2026-11-19", 9_000, 6_400), figures("2026-11-18", 0, 0), figures("2026-11-17", 2_400, 1_200)];
const answer: LiveFiguresAnswer = {
  summary: { ...figures("2026-11-19", 11_400, 7_600), validLiveDays: 1, pkCount: 4, pkWinCount: 2 },
  list,
};

export default {
  title: "Webview/Live data/LiveFigures",
  component: LiveFigures,
  parameters: { layout: "padded" },
  args: { answer },
};

/** Three days: one valid, one off, one under an hour. */
export const Month = {};

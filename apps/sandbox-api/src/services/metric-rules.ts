/**
 * The live-metric definitions the sandbox serves in live data `config` (`rules`) and applies when
 * it turns live sessions into daily figures (`live_daily_metrics`): the rules the desc/{type}
 * pages render.
 *
 * - A **day** is a calendar day in the report time zone (`timeZone`, UTC+0 for the whole family).
 * - A session that runs **over midnight** is split: each day gets the seconds it holds.
 * - **Voice rooms** (audio-only live) add their beans but no live time.
 * - Counted live time is **capped** per day (`dailyCapSeconds`): time beyond it is not counted.
 * - A **valid day** is a day whose counted live time reaches `validDayMinSeconds` (1 hour).
 * - Figures are final `updateDelayHours` after the day ends.
 */

/** The rules of the live metrics (units in the field names). */
export interface MetricRules {
  /** The report time zone, an IANA name. */
  readonly timeZone: string;
  /** Counted live time a day needs to be a valid day, seconds. */
  readonly validDayMinSeconds: number;
  /** Most live time counted per day, seconds. */
  readonly dailyCapSeconds: number;
  /** Hours after a day ends until its figures are final. */
  readonly updateDelayHours: number;
  /** Whether voice-room time counts as live time (beans always count). */
  readonly voiceRoomCountsTime: boolean;
}

/** The sandbox's rules. */
export const METRIC_RULES: MetricRules = {
  timeZone: "UTC",
  validDayMinSeconds: 3_600,
  dailyCapSeconds: 12 * 3_600,
  updateDelayHours: 48,
  voiceRoomCountsTime: false,
};

/** One live session: start and end in Unix seconds, the beans received, and whether it was a voice room. */
export interface LiveSession {
  readonly start: number;
  readonly end: number;
  readonly beans: number;
  readonly voice: boolean;
}

/** A day's figures from its sessions. */
export interface SessionDay {
  /** The day, YYYY-MM-DD in the report time zone (UTC). */
  readonly day: string;
  /** Counted live time, seconds (voice rooms excluded, capped). */
  readonly liveSeconds: number;
  readonly beans: number;
  /** 1 when `liveSeconds` reaches the valid-day minimum. */
  readonly validDay: 0 | 1;
}

const DAY = 86_400;
const dayOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The daily figures of some sessions under `rules`, oldest day first: each session's time split at
 * midnight (UTC) over the days it spans, its beans on the day it started (a gift is received once),
 * voice-room time left out, each day's time capped and its validity judged on the capped time.
 */
export function dailyFromSessions(sessions: readonly LiveSession[], rules: MetricRules = METRIC_RULES): SessionDay[] {
  const days = new Map<string, { seconds: number; beans: number }>();
  const at = (day: string) => {
    const found = days.get(day);
    if (found) return found;
    const fresh = { seconds: 0, beans: 0 };
    days.set(day, fresh);
    return fresh;
  };
  for (const session of sessions) {
    at(dayOfSeconds(session.start)).beans += session.beans;
    if (session.voice && !rules.voiceRoomCountsTime) continue;
    for (let from = session.start; from < session.end;) {
      const midnight = (Math.floor(from / DAY) + 1) * DAY;
      const to = Math.min(session.end, midnight);
      at(dayOfSeconds(from)).seconds += to - from;
      from = to;
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => {
      const liveSeconds = Math.min(figures.seconds, rules.dailyCapSeconds);
      return { day, liveSeconds, beans: figures.beans, validDay: liveSeconds >= rules.validDayMinSeconds ? 1 : 0 };
    });
}

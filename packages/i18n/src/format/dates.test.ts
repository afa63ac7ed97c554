import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth, formatRelativeTime } from "./dates.ts";

const AT = Date.UTC(2025, 2, 9, 14, 5); // 2025-03-09 14:05 UTC
const utc = { timeZone: "UTC" };

describe("formatDate, formatDateTime, formatMonth", () => {
  it.each([
    ["en", "Mar 9, 2025", "Mar 9, 2025, 2:05 PM", "March 2025"],
    ["ar", "09\u200F/03\u200F/2025", "09\u200F/03\u200F/2025، 2:05 م", "مارس 2025"],
    ["id", "9 Mar 2025", "9 Mar 2025, 14.05", "Maret 2025"],
    ["ja", "2025/03/09", "2025/03/09 14:05", "2025年3月"],
  ])("%s", (language, date, dateTime, month) => {
    expect(formatDate(language, AT, utc)).toBe(date);
    expect(formatDateTime(language, AT, utc)).toBe(dateTime);
    expect(formatMonth(language, AT, utc)).toBe(month);
  });

  it("accepts Date objects and ISO strings", () => {
    expect(formatDate("en", new Date(AT), utc)).toBe("Mar 9, 2025");
    expect(formatDate("en", "2025-03-09T14:05:00Z", utc)).toBe("Mar 9, 2025");
  });

  it("uses the Gregorian calendar in Persian and Thai, in their own digits and words", () => {
    expect(formatMonth("fa", AT, utc)).toBe("مارس ۲۰۲۵");
    expect(formatMonth("th", AT, utc)).toBe("มีนาคม 2025");
  });

  it("applies the time zone", () => {
    expect(formatDateTime("en", AT, { timeZone: "Asia/Jakarta" })).toBe("Mar 9, 2025, 9:05 PM");
  });
});

describe("formatRelativeTime", () => {
  const DAY = 86_400_000;
  it.each([
    ["en", "3 days ago", "yesterday", "in 2 hours", "now"],
    ["ar", "قبل 3 أيام", "أمس", "خلال ساعتين", "الآن"],
    ["id", "3 hari yang lalu", "kemarin", "dalam 2 jam", "sekarang"],
    ["ja", "3 日前", "昨日", "2 時間後", "今"],
  ])("%s", (language, threeDaysAgo, yesterday, inTwoHours, now) => {
    expect(formatRelativeTime(language, AT - 3 * DAY, AT)).toBe(threeDaysAgo);
    expect(formatRelativeTime(language, AT - DAY, AT)).toBe(yesterday);
    expect(formatRelativeTime(language, AT + 2 * 3_600_000, AT)).toBe(inTwoHours);
    expect(formatRelativeTime(language, AT, AT)).toBe(now);
  });

  it("moves to larger units as the distance grows", () => {
    expect(formatRelativeTime("en", AT - 10 * 60_000, AT)).toBe("10 minutes ago");
    expect(formatRelativeTime("en", AT - 60 * DAY, AT)).toBe("2 months ago");
    expect(formatRelativeTime("en", AT - 800 * DAY, AT)).toBe("2 years ago");
  });
});

/** Notices of the notification family. */
import type { ValueOf } from "./value-of.ts";

/** Kind of a notice (notification GetNotificationInfo `type`; ours). */
export const NoticeType = { System: 1, Policy: 2, Activity: 3, Payment: 4 } as const;
/** One of {@link NoticeType}. */
export type NoticeType = ValueOf<typeof NoticeType>;

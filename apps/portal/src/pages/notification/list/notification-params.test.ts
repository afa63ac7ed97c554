import { NoticeType } from "@agent-portal/api-client/enums";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_SPEC, hasNotificationFilters, markAllRequest, notificationExportRequest, notificationRequest } from "./notification-params.ts";

const values = (query: string) => parseParams(NOTIFICATION_SPEC, new URLSearchParams(query));

describe("the notification centre's URL", () => {
  it("asks for the first page of every notice by default, with no filter set", () => {
    const plain = values("");
    expect(notificationRequest(plain)).toEqual({ page: 1, page_size: 20 });
    expect(hasNotificationFilters(plain)).toBe(false);
  });

  it("sends the type and the read state of the URL", () => {
    expect(notificationRequest(values("type=4&state=unread&page=2&size=50"))).toEqual({ page: 2, page_size: 50, type: NoticeType.Payment, read: 0 });
    expect(notificationRequest(values("state=read"))).toEqual({ page: 1, page_size: 20, read: 1 });
    expect(hasNotificationFilters(values("state=read"))).toBe(true);
  });

  it("ignores an unknown type or state", () => {
    expect(notificationRequest(values("type=9&state=maybe"))).toEqual({ page: 1, page_size: 20 });
  });

  it("marks all of the filtered type, up to the newest notice seen", () => {
    expect(markAllRequest(values("type=2&state=unread"), 1_700_000_000)).toEqual({ type: NoticeType.Policy, before: 1_700_000_000 });
    expect(markAllRequest(values(""), undefined)).toEqual({});
  });

  it("exports the list's filters without the page", () => {
    expect(notificationExportRequest(values("type=1&state=read&page=3"))).toEqual({ type: NoticeType.System, read: 1 });
    expect(notificationExportRequest(values(""))).toEqual({});
  });
});

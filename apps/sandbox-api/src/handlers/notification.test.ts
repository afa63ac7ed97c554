/**
 * The notification family through the API (issue 23, item 4): read state per account, the type and
 * read filters, paging, mark one (idempotent) and mark all, a notice of another agency refused, and
 * the export of the filtered list (ExportNotificationInfo).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { NoticeType } from "@agent-portal/api-client/enums";
import { downloadExport } from "#testing/export-file.ts";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
let owner: string;
let manager: string;
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
  manager = await sandbox().login("agency.manager");
});

interface Notice {
  notice_id: string;
  type: number;
  title: string;
  link_url: string;
  create_time: number;
  read: 0 | 1;
  read_time: number;
}
interface NoticePage {
  list: Notice[];
  total: number;
  unread_count: number;
}
const N = "/api/notification";
const list = async (token: string, body: object = {}) => data<NoticePage>(await sandbox().call(`${N}/GetNotificationInfo`, { token, body }));
const unread = async (token: string) => data<{ unread_count: number }>(await sandbox().call(`${N}/GetNotificationUnreadCount`, { token, body: {} })).unread_count;

describe("notices", () => {
  it("lists newest first in pages, filters by type, and listing marks nothing read", async () => {
    const first = await list(owner, { page: 1, page_size: 20 });
    expect(first.total).toBeGreaterThan(20);
    expect(first.list).toHaveLength(20);
    const times = first.list.map((n) => n.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await list(owner, { page: 2, page_size: 20 });
    expect(second.list).toHaveLength(first.total - 20);
    expect(await unread(owner)).toBe(first.total);
    const payment = await list(owner, { type: NoticeType.Payment });
    expect(payment.list.map((n) => n.type)).toEqual(payment.list.map(() => NoticeType.Payment));
    expect(payment.list[0]?.link_url).toBe("/agent/payment/action-log");
  });

  it("keeps read state per account: what the owner reads stays unread for the manager", async () => {
    const before = await unread(manager);
    const [notice] = (await list(owner, { read: 0 })).list;
    if (notice === undefined) throw new Error("a seeded unread notice");
    const marked = data<{ read_time: number; unread_count: number }>(await sandbox().call(`${N}/MarkNotificationRead`, { token: owner, body: { notice_id: notice.notice_id } }));
    expect(marked.read_time).toBeGreaterThan(0);
    // Marking again is idempotent: the first read time, one read.
    const again = data<{ read_time: number; unread_count: number }>(await sandbox().call(`${N}/MarkNotificationRead`, { token: owner, body: { notice_id: notice.notice_id } }));
    expect(again).toEqual(marked);
    const ownerRead = await list(owner, { read: 1 });
    expect(ownerRead.list.map((n) => n.notice_id)).toContain(notice.notice_id);
    expect((await list(owner, { read: 0 })).list.map((n) => n.notice_id)).not.toContain(notice.notice_id);
    expect(await unread(manager)).toBe(before);
    const managerView = (await list(manager, { page_size: 100 })).list.find((n) => n.notice_id === notice.notice_id);
    expect(managerView?.read).toBe(0);
  });

  it("marks all read for the caller only, by type when asked", async () => {
    const payments = data<{ marked: number; unread_count: number }>(await sandbox().call(`${N}/MarkAllNotificationRead`, { token: manager, body: { type: NoticeType.Payment } }));
    expect(payments.marked).toBeGreaterThan(0);
    expect((await list(manager, { type: NoticeType.Payment, read: 0 })).total).toBe(0);
    const all = data<{ marked: number; unread_count: number }>(await sandbox().call(`${N}/MarkAllNotificationRead`, { token: manager, body: {} }));
    expect(all.unread_count).toBe(0);
    expect(await unread(manager)).toBe(0);
    expect(await unread(owner)).toBeGreaterThan(0);
  });

  it("refuses to mark a notice the caller does not receive", async () => {
    const answer = await sandbox().call(`${N}/MarkNotificationRead`, { token: owner, body: { notice_id: "999999" } });
    expect(answer.body.code).toBe(49001);
  });
});

describe("the export", () => {
  it("writes the filtered notices, every page, as CSV with a byte-order mark, and marks nothing read", async () => {
    const filtered = await list(owner, { type: NoticeType.System, read: 0, page_size: 1 });
    expect(filtered.total).toBeGreaterThan(1);
    const before = await unread(owner);
    const answer = data<{ url: string }>(await sandbox().call(`${N}/ExportNotificationInfo`, { token: owner, body: { type: NoticeType.System, read: 0 } }));
    const file = await downloadExport(sandbox(), answer.url);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe("notice_id,type,title,content,link,published_at (UTC),read,read_at (UTC)");
    const rows = file.lines.slice(1);
    expect(rows).toHaveLength(filtered.total);
    expect(rows.every((line) => line.split(",")[1] === "System")).toBe(true);
    expect(rows[0]?.startsWith(`${filtered.list[0]?.notice_id ?? "?"},`)).toBe(true);
    expect(await unread(owner)).toBe(before);
  });

  it("exports only what the caller receives, with the caller's own read state", async () => {
    const managerAll = await list(manager, { read: 1, page_size: 1 });
    const answer = data<{ url: string }>(await sandbox().call(`${N}/ExportNotificationInfo`, { token: manager, body: { read: 1 } }));
    const rows = (await downloadExport(sandbox(), answer.url)).lines.slice(1);
    expect(rows).toHaveLength(managerAll.total);
    expect(rows.every((line) => line.includes(",read,"))).toBe(true);
  });
});

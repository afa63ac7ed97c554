/**
 * Live-data handlers, activities 74338 (game live data) and 77307 (invite a friend); any logged-in
 * user, on their own data. Game live is 40 % of a broadcaster's live time and beans; a month with
 * at least 10 days of game live qualifies; the top 10 earn 1,000 beans. An invite code is the
 * first 8 hex characters of the SHA-256 of the inviter's uid, upper case; a friend qualifies
 * with a valid live day in the last 30 days (500 beans to the inviter). The test endpoints need
 * DataPermission (13: admins).
 */
import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import {
  act74338Apply,
  act74338InterfaceSwitch,
  act74338MonthData,
  act74338PageSwitch,
  act74338TestClearCache,
  act74338TestGetInfo,
  act74338UserStatus,
  act77307AgreeInvite,
  act77307GetIndex,
  act77307GetInviteeList,
  act77307GetInviterUserInfoByCode,
  act77307GetMyInviterUserInfo,
  act77307GetSummary,
} from "@agent-portal/api-client/contract/live-data-activity";
import { PermissionId } from "@agent-portal/permissions/ids";
import { Act74338Status } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import type { Account } from "#db/schema/accounts.ts";
import { act74338Signups, act77307Invites } from "#db/schema/activities.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { dayOf, daySeconds, shiftDay, toSeconds } from "#services/time.ts";

const GAME_SHARE = 0.4;
const QUALIFY_DAYS = 10;
const INVITE_REWARD_BEANS = 500;

/** The invite code of a uid. */
export const inviteCodeOf = (uid: string): string => createHash("sha256").update(uid).digest("hex").slice(0, 8).toUpperCase();

const userOf = (a: Pick<Account, "bigoUid" | "bigoId" | "nickname">) => ({ uid: a.bigoUid, bigoId: a.bigoId, nickName: a.nickname, avatarUrl: "" });

async function accountByCode(db: Database, code: string): Promise<Account> {
  const all = await db.select().from(accounts);
  const found = all.find((a) => inviteCodeOf(a.bigoUid) === code.trim().toUpperCase());
  if (found === undefined) throw new ContractError(LiveDataErrorCode.InviteCodeInvalid, "No user has this invite code");
  return found;
}

/** A user's game live figures for a month (40 % of their live data). */
async function gameMonth(db: Database, uid: string, month: string) {
  const [row] = await selectRows<{ live: number; days: number; beans: number }>(
    db,
    sql`SELECT coalesce(sum(live_seconds), 0)::int AS live, count(*) FILTER (WHERE live_seconds * ${GAME_SHARE}::float8 >= 3600)::int AS days, coalesce(sum(beans), 0)::int AS beans
        FROM live_daily_metrics WHERE broadcaster_uid = ${uid} AND to_char(day, 'YYYY-MM') = ${month}`,
  );
  return { gameLiveDuration: Math.round((row?.live ?? 0) * GAME_SHARE), gameLiveDays: row?.days ?? 0, beans: Math.round((row?.beans ?? 0) * GAME_SHARE) };
}

/** Registers the activity 74338 and 77307 handlers. */
export const registerActivityHandlers: RegisterHandlers = (router) => {
  router.handle(act74338Apply, { scope: "self" }, async ({ caller, deps, now }) => {
    const [existing] = await deps.db.select().from(act74338Signups).where(eq(act74338Signups.accountId, caller.account.id)).limit(1);
    if (existing !== undefined) throw new ContractError(LiveDataErrorCode.AlreadyApplied, "You already applied");
    await deps.db.insert(act74338Signups).values({ accountId: caller.account.id, appliedAt: now });
    return { status: Act74338Status.Applied, applyTime: toSeconds(now) };
  });

  router.handle(act74338UserStatus, { scope: "self" }, async ({ caller, deps, now }) => {
    const [signup] = await deps.db.select().from(act74338Signups).where(eq(act74338Signups.accountId, caller.account.id)).limit(1);
    if (signup === undefined) return { status: Act74338Status.NotApplied, applyTime: 0 };
    const [banned] = await selectRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM broadcasters WHERE uid = ${caller.account.bigoUid} AND status = 'banned'`);
    const month = await gameMonth(deps.db, caller.account.bigoUid, dayOf(now).slice(0, 7));
    const status = (banned?.n ?? 0) > 0 ? Act74338Status.Disqualified : month.gameLiveDays >= QUALIFY_DAYS ? Act74338Status.Qualified : Act74338Status.Applied;
    return { status, applyTime: toSeconds(signup.appliedAt) };
  });

  router.handle(act74338MonthData, { scope: "self" }, async ({ input, caller, deps }) => {
    const [signup] = await deps.db.select().from(act74338Signups).where(eq(act74338Signups.accountId, caller.account.id)).limit(1);
    if (signup === undefined) throw new ContractError(LiveDataErrorCode.ActivityNotOpen, "Apply to the activity first");
    const mine = await gameMonth(deps.db, caller.account.bigoUid, input.month);
    const others = await deps.db.select({ uid: accounts.bigoUid }).from(act74338Signups).innerJoin(accounts, eq(act74338Signups.accountId, accounts.id));
    const scores = await Promise.all(others.map(async (o) => ({ uid: o.uid, beans: (await gameMonth(deps.db, o.uid, input.month)).beans })));
    scores.sort((a, b) => b.beans - a.beans || a.uid.localeCompare(b.uid));
    const rank = mine.beans === 0 ? 0 : scores.findIndex((s) => s.uid === caller.account.bigoUid) + 1;
    return { month: input.month, ...mine, rank, rewardBeans: rank > 0 && rank <= 10 && mine.gameLiveDays >= QUALIFY_DAYS ? 1_000 : 0 };
  });

  router.handle(act74338InterfaceSwitch, { scope: "reference" }, () => ({ open: 1 as const }));
  router.handle(act74338PageSwitch, { scope: "reference" }, () => ({ open: 1 as const }));

  router.handle(act74338TestGetInfo, { permissions: [PermissionId.DataPermission], scope: { totals: true } }, async ({ input, deps }) => {
    const day = `${input.dataPartition.slice(0, 4)}-${input.dataPartition.slice(4, 6)}-${input.dataPartition.slice(6, 8)}`;
    const [row] = await selectRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM live_daily_metrics WHERE day = ${day}::date`);
    return { dataPartition: input.dataPartition, rows: row?.n ?? 0, updateTime: (row?.n ?? 0) === 0 ? 0 : daySeconds(shiftDay(day, 1)) + 2 * 3600 };
  });

  /** The sandbox keeps no cache: nothing to drop. */
  router.handle(act74338TestClearCache, { permissions: [PermissionId.DataPermission], scope: { targets: { uid: "broadcaster" } } }, () => ({}));

  router.handle(act77307GetIndex, { scope: "self" }, ({ caller, now, c }) => {
    const today = dayOf(now);
    const start = `${today.slice(0, 7)}-01`;
    const [y, m] = today.split("-").map(Number);
    const end = new Date(Date.UTC(y ?? 1970, (m ?? 1) + 1, 0, 23, 59, 59));
    const code = inviteCodeOf(caller.account.bigoUid);
    return {
      inviteCode: code,
      inviteUrl: `${c.get("publicOrigin")}/agent/invite-friend?code=${code}`,
      startTime: daySeconds(start),
      endTime: toSeconds(end),
      rules: `Invite friends with your code.\nA friend who goes live for at least one hour within 30 days qualifies you for ${String(INVITE_REWARD_BEANS)} beans.`,
    };
  });

  router.handle(act77307GetSummary, { scope: "self" }, async ({ caller, deps, now }) => {
    const list = await invitees(deps.db, caller.account.id, now);
    const qualified = list.filter((i) => i.qualified === 1).length;
    return { inviteeCount: list.length, qualifiedCount: qualified, rewardBeans: qualified * INVITE_REWARD_BEANS };
  });

  router.handle(act77307GetInviteeList, { scope: "self" }, async ({ input, caller, deps, now }) => {
    const list = await invitees(deps.db, caller.account.id, now);
    return { list: list.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: list.length };
  });

  router.handle(act77307AgreeInvite, { scope: "self" }, async ({ input, caller, deps, now }) => {
    const inviter = await accountByCode(deps.db, input.inviteCode);
    const [mine] = await deps.db.select().from(act77307Invites).where(eq(act77307Invites.inviteeAccountId, caller.account.id)).limit(1);
    if (inviter.id === caller.account.id || mine !== undefined)
      throw new ContractError(LiveDataErrorCode.AlreadyInvited, "You already accepted an invitation (or this is your own code)");
    await deps.db.insert(act77307Invites).values({ inviteeAccountId: caller.account.id, inviterAccountId: inviter.id, createdAt: now });
    return { inviter: userOf(inviter) };
  });

  router.handle(act77307GetMyInviterUserInfo, { scope: "self" }, async ({ caller, deps }) => {
    const [row] = await deps.db
      .select({ inviter: accounts })
      .from(act77307Invites)
      .innerJoin(accounts, eq(act77307Invites.inviterAccountId, accounts.id))
      .where(eq(act77307Invites.inviteeAccountId, caller.account.id))
      .limit(1);
    return { inviter: row === undefined ? null : userOf(row.inviter) };
  });

  router.handle(act77307GetInviterUserInfoByCode, { scope: "self" }, async ({ input, deps }) => ({ inviter: userOf(await accountByCode(deps.db, input.inviteCode)) }));
};

/** The users who accepted an account's invitation, newest first, with their qualification. */
async function invitees(db: Database, inviterAccountId: number, now: Date) {
  const rows = await db
    .select({ invite: act77307Invites, account: accounts })
    .from(act77307Invites)
    .innerJoin(accounts, eq(act77307Invites.inviteeAccountId, accounts.id))
    .where(eq(act77307Invites.inviterAccountId, inviterAccountId))
    .orderBy(desc(act77307Invites.createdAt));
  const since = shiftDay(dayOf(now), -30);
  return Promise.all(
    rows.map(async ({ invite, account }) => {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM live_daily_metrics WHERE broadcaster_uid = ${account.bigoUid} AND valid_day = 1 AND day >= ${since}::date`,
      );
      const qualified = (row?.n ?? 0) > 0;
      return { ...userOf(account), inviteTime: toSeconds(invite.createdAt), qualified: qualified ? (1 as const) : (0 as const), rewardBeans: qualified ? INVITE_REWARD_BEANS : 0 };
    }),
  );
}

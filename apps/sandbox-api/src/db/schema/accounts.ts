/**
 * Portal login accounts and everything that proves who is calling: sessions (tokens),
 * verification codes and login attempts (SPEC section 3, session entity; section 7, main API).
 */
import { boolean, index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { AccountRole, AccountStatus, AccountSubRole, AuthorizationStatus, VerifyCodeScene, VerifyCodeType } from "@agent-portal/api-client/enums";
import { instant } from "./columns.ts";

/** A portal login. Role, status and permission sets are seeded from the reference profiles of `@agent-portal/permissions/profiles`. */
export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  /** Login name, stored lower-case. */
  username: text("username").notNull().unique(),
  /** `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` (node:crypto scrypt). */
  passwordHash: text("password_hash").notNull(),
  /** AccountRole: Admin 1, Operator 2, Agency 3, NormalUser 4. */
  role: smallint("role").$type<AccountRole>().notNull(),
  /** AccountSubRole for Agency accounts (SuperAdmin 1, Admin 2, Manager 3); 0 otherwise. */
  subRole: smallint("sub_role").$type<AccountSubRole>().notNull().default(0),
  /** AccountStatus: Enabled 0, Disabled -1. */
  status: smallint("status").$type<AccountStatus>().notNull().default(0),
  /** Bigo uid (64-bit number as decimal text). */
  bigoUid: text("bigo_uid").notNull().unique(),
  bigoId: text("bigo_id").notNull(),
  /** The Bigo ID recorded at sign-up, never changed. */
  unModifyBigoId: text("un_modify_bigo_id").notNull(),
  nickname: text("nickname").notNull(),
  /** Preferred language code (`en`, `id`, ...). */
  language: text("language").notNull().default("en"),
  /** Whitelist flag (SPEC section 6). */
  isWhite: boolean("is_white").notNull().default(false),
  /** Permission ids granted to the account itself (answered by `user/info`). */
  permissions: integer("permissions").array().notNull(),
  /** Permission ids granted through the agency (answered by GetPermissions, entry type 3). */
  agencyPermissions: integer("agency_permissions").array().notNull(),
  /** Relation-change tab visibility (QryAnchorRelationChgTabVisible): may transfer broadcasters, 0 or 1. */
  relationTransfer: smallint("relation_transfer").notNull().default(0),
  /** Relation-change tab visibility: may terminate broadcasters, 0 or 1. */
  relationCancel: smallint("relation_cancel").notNull().default(0),
  /** Bound phone: country prefix (e.g. `62`) and number; null when none is bound. */
  phonePrefix: text("phone_prefix"),
  phone: text("phone"),
  /** Whether the account authorises its agency to manage it (live_agent_portal SetAuthorizationStatus): 0 or 1. */
  authorizationStatus: smallint("authorization_status").$type<AuthorizationStatus>().notNull().default(0),
  /** When {@link accounts.authorizationStatus} last changed; null if never. */
  authorizationUpdatedAt: instant("authorization_updated_at"),
  /** When the account last opened the sub-agent applications (agentClickDot); null: never. */
  applyDotClickedAt: instant("apply_dot_clicked_at"),
  /** Id of the reference profile the account was seeded from; null for accounts created later. */
  profileId: text("profile_id"),
  createdAt: instant("created_at").notNull(),
});

/** A login session: an opaque bearer token, of which only the SHA-256 hash is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: instant("created_at").notNull(),
    /** When this token expires: 24 hours after it was issued, never after `ends_at`. */
    expiresAt: instant("expires_at").notNull(),
    /** The absolute end of the login this token belongs to (7 days after the login); refreshed tokens carry it over. */
    endsAt: instant("ends_at").notNull(),
    /** Set when the token was replaced by refreshToken, the session logged out, or the account disabled. */
    revokedAt: instant("revoked_at"),
    /** Until when this session counts as phone-verified (calls with `phoneAuth` stop answering 40001); null: never verified. */
    phoneVerifiedUntil: instant("phone_verified_until"),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/**
 * A verification-code request. Every request is recorded, for known and unknown names alike,
 * so the 60 s resend throttle answers the same whether or not the account exists.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    /** The name as requested, lower-case. */
    username: text("username").notNull(),
    /** The account the code was sent to; null when the name is unknown or the account disabled (nothing sent). */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** What the code is for: `login`, `phone` (a phone verification code, see `scene`) or `ticket` (a live_agent_portal check ticket). */
    purpose: text("purpose").notNull(),
    /** VerifyCodeScene of a `phone` code: SIGN 0, CHECK_AUTH 1, BIND_PHONE 2; null otherwise. */
    scene: smallint("scene").$type<VerifyCodeScene>(),
    /** VerifyCodeType of a `phone` code: IM 0, PHONE_MSG 1; null otherwise. */
    codeType: smallint("code_type").$type<VerifyCodeType>(),
    /** The full phone (prefix + number) a BIND_PHONE code was sent for; null otherwise. */
    phone: text("phone"),
    /** Wrong codes tried against this code; at 5 it is invalidated. */
    attempts: integer("attempts").notNull().default(0),
    /** Hex SHA-256 of the code; null when nothing was sent. */
    codeHash: text("code_hash"),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    /** Set when the code was used: a code works once. */
    consumedAt: instant("consumed_at"),
  },
  (t) => [index("verification_codes_username_idx").on(t.username, t.createdAt)],
);

/** A login attempt, for the lockout (5 failures within 15 minutes). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    /** The name as typed, lower-case. */
    username: text("username").notNull(),
    succeeded: boolean("succeeded").notNull(),
    /** The login error code answered (10001, 10002, ...); null on success. */
    failureCode: integer("failure_code"),
    at: instant("at").notNull(),
  },
  (t) => [index("login_attempts_username_idx").on(t.username, t.at)],
);

/** Row types. */
export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;

/**
 * The fixed part of the seed: regions, agencies and the login accounts with their
 * reference profiles (`@agent-portal/permissions/profiles`, the one source of truth for
 * roles and permissions). Everything random (names, Bigo IDs, uids, broadcasters) is drawn
 * from the seeded PRNG.
 */
import { KycStatus } from "@agent-portal/api-client/enums";
import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import type { ProfileId } from "@agent-portal/permissions/profiles";
import type { NameCulture } from "./names.ts";

/** The one password of every seeded account (sandbox only; documented in the README). */
export const SANDBOX_PASSWORD = "sandbox123";

/** A seeded region (session `regions`: id, name, shortName). */
export interface RegionFixture {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
}

/** Seeded regions; ids are fixed. Vietnam has no agency yet: only admins and operators see it. */
export const REGION_FIXTURES: readonly RegionFixture[] = [
  { id: 1, name: "Indonesia", shortName: "ID" },
  { id: 2, name: "Philippines", shortName: "PH" },
  { id: 3, name: "Middle East & North Africa", shortName: "MENA" },
  { id: 4, name: "Vietnam", shortName: "VN" },
];

/** A seeded agency and how its people are drawn. */
export interface AgencyFixture {
  readonly name: string;
  readonly bigoId: string;
  readonly regionId: number;
  /** Culture of the names of its staff and broadcasters. */
  readonly culture: NameCulture;
  /** Broadcaster countries (ISO 3166-1 alpha-2) with weights. */
  readonly countries: readonly (readonly [country: string, weight: number])[];
  /** Share of the 300 broadcasters signed here. */
  readonly broadcasterShare: number;
  /** Staff drawn in addition to the login accounts that belong here. */
  readonly extraStaff: { readonly superManagers: number; readonly managers: number; readonly brokers: number };
  /** Days before the seed day the agency was created. */
  readonly ageDays: number;
  /** Country the agency operates from. */
  readonly country: string;
  /** Agency level, 1 to 5. */
  readonly level: number;
  /** Introduction shown to broadcasters. */
  readonly intro: string;
  /** The live-data family entries it has (live data `config` `entries`); none: only the four live-data tabs. */
  readonly liveDataEntries: readonly LiveDataEntry[];
}

/** The three seeded agencies; login accounts of agency staff belong to the first. */
export const AGENCY_FIXTURES: readonly AgencyFixture[] = [
  {
    name: "Nusantara Star Agency",
    bigoId: "nusantara.star",
    regionId: 1,
    culture: "indonesian",
    countries: [
      ["ID", 90],
      ["MY", 10],
    ],
    broadcasterShare: 0.45,
    extraStaff: { superManagers: 0, managers: 0, brokers: 2 },
    ageDays: 1_100,
    country: "ID",
    level: 4,
    intro: "Jakarta-based agency coaching singers and chat hosts since 2022. Weekly training, fair payouts.",
    liveDataEntries: ["multiRoom", "creator", "act67110", "act78062", "preLostUser"],
  },
  {
    name: "Manila Live Hub",
    bigoId: "manila.livehub",
    regionId: 2,
    culture: "filipino",
    countries: [["PH", 100]],
    broadcasterShare: 0.3,
    extraStaff: { superManagers: 0, managers: 2, brokers: 3 },
    ageDays: 800,
    country: "PH",
    level: 3,
    intro: "Manila's home for gaming and variety streamers. PK coaching every evening.",
    // No family entries: its owner (manila.owner) sees the live-data tabs without them.
    liveDataEntries: [],
  },
  {
    name: "Desert Rose Media",
    bigoId: "desertrose.media",
    regionId: 3,
    culture: "arabic",
    countries: [
      ["SA", 35],
      ["EG", 25],
      ["AE", 15],
      ["IQ", 10],
      ["JO", 8],
      ["MA", 7],
    ],
    broadcasterShare: 0.25,
    extraStaff: { superManagers: 1, managers: 2, brokers: 3 },
    ageDays: 650,
    country: "AE",
    level: 2,
    intro: "Arabic-language music and talk shows across the Gulf and North Africa.",
    liveDataEntries: ["multiRoom", "creator"],
  },
];

/** A seeded login account. Agency staff profiles (agent role other than NOT_AGENT) join the agency at `agencyIndex` (default the first). */
export interface AccountFixture {
  readonly username: string;
  readonly profile: ProfileId;
  readonly nickname: string;
  /** Handle; unique among seeded Bigo IDs. */
  readonly bigoId: string;
  /** Bound phone (country prefix, number); null: none bound. Codes go by SMS when bound, IM otherwise. */
  readonly phone: readonly [prefix: string, number: string] | null;
  /** Index in {@link AGENCY_FIXTURES} of the agency staff profiles join; default 0. */
  readonly agencyIndex?: number;
  /** Data permissions of an admin or operator account: the short names of the regions it may see (README "Data scope"). */
  readonly dataRegions?: readonly string[];
  /** On the by-beans whitelist (user info `isWhite`: the by-beans tabs, the by-beans method and their calls); default false. */
  readonly isWhite?: boolean;
}

/** One login account per reference profile, in profile order. */
export const ACCOUNT_FIXTURES: readonly AccountFixture[] = [
  { username: "admin", profile: "admin", nickname: "Sandbox Admin", bigoId: "portal.admin", phone: ["62", "81211223344"] },
  { username: "operator", profile: "operator", nickname: "Rosa Operator", bigoId: "portal.operator", phone: null, dataRegions: ["ID", "PH", "VN"] },
  { username: "agency.owner", profile: "agencySuperAdmin", nickname: "Budi Santoso", bigoId: "budi.nusantara", phone: ["62", "81234567890"], isWhite: true },
  { username: "agency.subagent", profile: "agencyAdmin", nickname: "Sinta Wijaya", bigoId: "sinta.subagent", phone: ["62", "81398765432"] },
  { username: "agency.manager", profile: "agencyManager", nickname: "Rudi Hartono", bigoId: "rudi.manager", phone: null },
  { username: "agency.broker", profile: "broker", nickname: "Agus Broker", bigoId: "agus.broker", phone: null },
  { username: "normal.user", profile: "normalUser", nickname: "Nia Viewer", bigoId: "nia.viewer", phone: null },
  { username: "disabled.user", profile: "disabled", nickname: "Dedi Former", bigoId: "dedi.former", phone: null },
  {
    username: "manila.owner",
    profile: "agencySuperAdmin",
    nickname: "Carlo Reyes",
    bigoId: "carlo.manila",
    phone: ["63", "9171234567"],
    agencyIndex: 1,
  },
];

/** What a broadcaster login (`anchor.N`) is seeded as. */
export interface AnchorAccountFixture {
  readonly username: string;
  readonly nickname: string;
  /** Bigo ID of the account and of its broadcaster row (the same person). */
  readonly bigoId: string;
  readonly country: string;
  /** Agency index in {@link AGENCY_FIXTURES}; null: no agency. */
  readonly agencyIndex: number | null;
  /** Days from the seed day to the contract end (signed broadcasters only). */
  readonly contractEndsInDays: number | null;
  /** KYC status: none or approved. */
  readonly kycStatus: typeof KycStatus.NotSubmitted | typeof KycStatus.Approved;
  /** Index in AGENCY_FIXTURES of an agency with a pending invitation to this broadcaster; null: none. */
  readonly invitedByAgencyIndex: number | null;
}

/**
 * Broadcaster logins (role NormalUser, agent role NOT_AGENT, password `sandbox123`), each the
 * account of one broadcaster row, so the broadcaster's side of every flow can be driven through
 * the API: confirm contracts and renewals, answer transfers and cancellations, accept invites.
 */
export const ANCHOR_ACCOUNT_FIXTURES: readonly AnchorAccountFixture[] = [
  {
    username: "anchor.1",
    nickname: "Dewi Lestari ✨",
    bigoId: "anchor.1",
    country: "ID",
    agencyIndex: 0,
    contractEndsInDays: 20,
    kycStatus: KycStatus.Approved,
    invitedByAgencyIndex: null,
  },
  {
    username: "anchor.2",
    nickname: "Rizky Pratama",
    bigoId: "anchor.2",
    country: "ID",
    agencyIndex: 0,
    contractEndsInDays: 200,
    kycStatus: KycStatus.Approved,
    invitedByAgencyIndex: null,
  },
  {
    username: "anchor.3",
    nickname: "Angel Santos 🎤",
    bigoId: "anchor.3",
    country: "PH",
    agencyIndex: 1,
    contractEndsInDays: 300,
    kycStatus: KycStatus.Approved,
    invitedByAgencyIndex: null,
  },
  {
    username: "anchor.4",
    nickname: "Putri Ayu",
    bigoId: "anchor.4",
    country: "ID",
    agencyIndex: null,
    contractEndsInDays: null,
    kycStatus: KycStatus.Approved,
    invitedByAgencyIndex: 1,
  },
  {
    username: "anchor.5",
    nickname: "Maya Sari",
    bigoId: "anchor.5",
    country: "ID",
    agencyIndex: null,
    contractEndsInDays: null,
    kycStatus: KycStatus.NotSubmitted,
    invitedByAgencyIndex: null,
  },
];

/** Number of seeded agency broadcasters (signed, terminated, or being recruited), besides the `anchor.N` ones. */
export const BROADCASTER_COUNT = 300;
/** Number of seeded broadcasters without an agency (recommend-hosts, invitations), besides the `anchor.N` ones. */
export const FREE_BROADCASTER_COUNT = 40;
/** Days of live data seeded per broadcaster, ending the day before the seed day. */
export const LIVE_DATA_DAYS = 90;

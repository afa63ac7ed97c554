/**
 * The fixed part of the seed: regions, agencies and the login accounts with their
 * reference profiles (`@agent-portal/permissions/profiles`, the one source of truth for
 * roles and permissions). Everything random (names, Bigo IDs, uids, broadcasters) is drawn
 * from the seeded PRNG.
 */
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
}

/** The three seeded agencies; login accounts of agency staff belong to the first. */
export const AGENCY_FIXTURES: readonly AgencyFixture[] = [
  {
    name: "Nusantara Star Agency",
    bigoId: "nusantara.star",
    regionId: 1,
    culture: "indonesian",
    countries: [["ID", 90], ["MY", 10]],
    broadcasterShare: 0.45,
    extraStaff: { superManagers: 0, managers: 0, brokers: 2 },
    ageDays: 1_100,
  },
  {
    name: "Manila Live Hub",
    bigoId: "manila.livehub",
    regionId: 2,
    culture: "filipino",
    countries: [["PH", 100]],
    broadcasterShare: 0.3,
    extraStaff: { superManagers: 1, managers: 2, brokers: 3 },
    ageDays: 800,
  },
  {
    name: "Desert Rose Media",
    bigoId: "desertrose.media",
    regionId: 3,
    culture: "arabic",
    countries: [["SA", 35], ["EG", 25], ["AE", 15], ["IQ", 10], ["JO", 8], ["MA", 7]],
    broadcasterShare: 0.25,
    extraStaff: { superManagers: 1, managers: 2, brokers: 3 },
    ageDays: 650,
  },
];

/** A seeded login account. Agency staff profiles (agent role other than NOT_AGENT) join the first agency. */
export interface AccountFixture {
  readonly username: string;
  readonly profile: ProfileId;
  readonly nickname: string;
  /** Handle; unique among seeded Bigo IDs. */
  readonly bigoId: string;
  /** Bound phone (country prefix, number); null: none bound. Codes go by SMS when bound, IM otherwise. */
  readonly phone: readonly [prefix: string, number: string] | null;
}

/** One login account per reference profile, in profile order. */
export const ACCOUNT_FIXTURES: readonly AccountFixture[] = [
  { username: "admin", profile: "admin", nickname: "Sandbox Admin", bigoId: "portal.admin", phone: ["62", "81211223344"] },
  { username: "operator", profile: "operator", nickname: "Rosa Operator", bigoId: "portal.operator", phone: null },
  { username: "agency.owner", profile: "agencySuperAdmin", nickname: "Budi Santoso", bigoId: "budi.nusantara", phone: ["62", "81234567890"] },
  { username: "agency.subagent", profile: "agencyAdmin", nickname: "Sinta Wijaya", bigoId: "sinta.subagent", phone: ["62", "81398765432"] },
  { username: "agency.manager", profile: "agencyManager", nickname: "Rudi Hartono", bigoId: "rudi.manager", phone: null },
  { username: "agency.broker", profile: "broker", nickname: "Agus Broker", bigoId: "agus.broker", phone: null },
  { username: "normal.user", profile: "normalUser", nickname: "Nia Viewer", bigoId: "nia.viewer", phone: null },
  { username: "disabled.user", profile: "disabled", nickname: "Dedi Former", bigoId: "dedi.former", phone: null },
];

/** Number of seeded broadcasters. */
export const BROADCASTER_COUNT = 300;

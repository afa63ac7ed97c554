/**
 * union_oss declarations (SPEC section 7), agency members: the session calls (member role,
 * self info), the team (guild/team: add, role, remove, recruiting switch), the operation
 * record and a broker's data. Phone verification: `union-oss-phone.ts`; applications and
 * recruit configuration: `union-oss-apply.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { beansSchema, bigoIdSchema, countSchema, durationSecondsSchema, enumSchema, flagSchema, pageFields, pageOf, secondsSchema, uidSchema } from "./shared.ts";
import { AgentRole } from "#enums/account-roles.ts";
import { AgencyOperationType } from "#enums/account.ts";

/** Business codes of the member calls (ours; SPEC section 8 leaves them "not shown"). */
export const AgencyMemberErrorCode = {
  /** No user has this Bigo ID. */
  InvalidBigoId: 37001,
  /** The user is already a member of this agency. */
  AlreadyMember: 37002,
  /** The agency has its maximum of 50 members. */
  MemberLimitReached: 37003,
  /** The user belongs to another agency (as member or broadcaster). */
  UserInOtherAgency: 37004,
  /** The uid is not a member of the caller's agency. */
  NotMember: 37005,
  /** The agency's last super manager cannot be removed or demoted (promote another member first). */
  LastSuperManager: 37006,
  /** The broadcasters of the member to remove changed since the caller confirmed how many lose their broker (`anchor_count`). */
  AnchorCountChanged: 37007,
  /** Only the super manager adds, changes or removes managers (a manager or sub-agent changes brokers only). */
  OnlySuperManager: 37008,
} as const;
const E = AgencyMemberErrorCode;

/** The roles a member of an agency has (AgentRole without NOT_AGENT): SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
const memberRoleSchema = enumSchema([AgentRole.SUPER_MANAGER, AgentRole.MANAGER, AgentRole.BROKER]);

/** One agency membership of the user. */
export const agencyMemberSchema = z.object({
  agency_uid: z.string(),
  agency_name: z.string(),
  /** AgentRole in that agency: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  role: memberRoleSchema,
});

/** union_oss getAgencyMemberRole (GET): the user's roles in agencies (`member_list`). */
export const getAgencyMemberRole = defineEndpoint({
  name: "getAgencyMemberRole",
  family: "unionOss",
  method: "GET",
  path: "/getAgencyMemberRole",
  summary: "The user's memberships and roles in agencies.",
  request: () => z.object({}),
  response: () => z.object({ member_list: z.array(agencyMemberSchema) }),
  tags: ["SessionFlags"],
});

/** union_oss getSelfInfo (GET): `member_info` with the agent role and Bigo ID. */
export const getSelfInfo = defineEndpoint({
  name: "getSelfInfo",
  family: "unionOss",
  method: "GET",
  path: "/getSelfInfo",
  summary: "The user's own agency member info: agent role and Bigo ID.",
  request: () => z.object({}),
  response: () =>
    z.object({
      member_info: z.object({
        uid: z.string(),
        bigo_id: z.string(),
        /** AgentRole: NOT_AGENT 0, SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
        role: enumSchema(AgentRole),
        nick_name: z.string(),
        /** The agency the user belongs to; empty when NOT_AGENT. */
        agency_uid: z.string(),
      }),
    }),
  tags: ["SessionFlags"],
});

/** A member of the caller's agency (guild team). */
export const teamMemberSchema = z.object({
  /** The member's uid. */
  uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** AgentRole: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  role: memberRoleSchema,
  /** Broadcasters assigned to the member as broker. */
  anchor_count: countSchema,
  /** 1 if the member may recruit broadcasters (modifyAgencyRecruitment). */
  recruit_enabled: flagSchema,
  /** When the member was added (joined), Unix seconds: the day, 00:00 UTC. */
  join_time: secondsSchema,
  /** Who added them (uid); "0" for the agency's founder and members added before this was recorded. */
  added_by_uid: uidSchema,
  /** Their name at the time; "" when `added_by_uid` is "0". */
  added_by_name: z.string(),
});

/** A change of one member: their rows (a removed member leaves the lists that show them) and a new operation record. */
const memberChangeTags = ({ member_uid }: { readonly member_uid: string }) => [idTag("AgencyMember", member_uid), listTag("AgencyOperationRecord")];

/** union_oss addAgencyMember: adds a user to the agency as manager or broker. */
export const addAgencyMember = defineEndpoint({
  name: "addAgencyMember",
  family: "unionOss",
  path: "/addAgencyMember",
  summary: "Add a user to the caller's agency as SUPER_MANAGER (1), MANAGER (2) or BROKER (3); managers add brokers only (37008).",
  request: () =>
    z.object({
      /** The user's Bigo ID (getAgencyMemberCandidate echoes their name first). */
      bigo_id: bigoIdSchema,
      /** SUPER_MANAGER 1, MANAGER 2 or BROKER 3; only a super manager gives 1 or 2 (37008). */
      role: memberRoleSchema,
    }),
  response: () => teamMemberSchema,
  tags: ["AgencyMember", "AgencyOperationRecord"],
  invalidates: () => [listTag("AgencyMember"), listTag("AgencyOperationRecord")],
  errors: [E.InvalidBigoId, E.AlreadyMember, E.MemberLimitReached, E.UserInOtherAgency, E.OnlySuperManager],
});

/** union_oss assignAgencyRole: changes a member's role. */
export const assignAgencyRole = defineEndpoint({
  name: "assignAgencyRole",
  family: "unionOss",
  path: "/assignAgencyRole",
  summary: "Change a member's role; only a super manager changes managers and super managers (37008); the last super manager keeps the role (37006).",
  request: () =>
    z.object({
      /** The member. */
      member_uid: uidSchema,
      /** SUPER_MANAGER 1, MANAGER 2 or BROKER 3. */
      role: memberRoleSchema,
    }),
  response: () => teamMemberSchema,
  tags: ["AgencyMember", "AgencyOperationRecord"],
  invalidates: memberChangeTags,
  errors: [E.NotMember, E.LastSuperManager, E.OnlySuperManager],
});

/** union_oss deleteAgencyMember: removes a member from the agency. */
export const deleteAgencyMember = defineEndpoint({
  name: "deleteAgencyMember",
  family: "unionOss",
  path: "/deleteAgencyMember",
  summary: "Remove a member; their broadcasters are left with no broker, as many as the caller confirmed (37007 otherwise).",
  request: () =>
    z.object({
      /** The member. */
      member_uid: uidSchema,
      /**
       * How many broadcasters the caller was told will have no broker (the confirmation's
       * figure, from getAgencyMemberList or getBrokerData); absent means 0. A different current
       * count refuses the removal (37007), so nobody loses more than they confirmed.
       */
      anchor_count: z.optional(countSchema),
    }),
  response: () =>
    z.object({
      /** Broadcasters left with no broker by the removal. */
      unassigned_anchor_count: countSchema,
    }),
  tags: ["AgencyMember", "AgencyOperationRecord", "Broadcaster"],
  invalidates: (input) => [...memberChangeTags(input), listTag("Broadcaster")],
  errors: [E.NotMember, E.LastSuperManager, E.AnchorCountChanged, E.OnlySuperManager],
});

/** union_oss getAgencyMemberList: the agency's members (guild team; the broker filter of the broadcaster list). */
export const getAgencyMemberList = defineEndpoint({
  name: "getAgencyMemberList",
  family: "unionOss",
  path: "/getAgencyMemberList",
  kind: "query",
  summary: "Members of the caller's agency, by role, owner first.",
  request: () =>
    z.object({
      /** Only this role: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
      role: z.optional(memberRoleSchema),
      /** Only this member. */
      bigo_id: z.optional(bigoIdSchema),
      ...pageFields,
    }),
  response: () => pageOf(teamMemberSchema),
  tags: ["AgencyMember"],
  provides: (page) => rowTags("AgencyMember", page.list, (row) => row.uid),
});

/** union_oss modifyAgencyRecruitment: allows or forbids a member to recruit broadcasters. */
export const modifyAgencyRecruitment = defineEndpoint({
  name: "modifyAgencyRecruitment",
  family: "unionOss",
  path: "/modifyAgencyRecruitment",
  summary: "Allow (1) or forbid (0) a member to recruit broadcasters.",
  request: () => z.object({ /** The member. */ member_uid: uidSchema, /** 1 may recruit, 0 may not. */ recruit_enabled: flagSchema }),
  response: () => teamMemberSchema,
  tags: ["AgencyMember", "AgencyOperationRecord"],
  invalidates: memberChangeTags,
  errors: [E.NotMember, E.OnlySuperManager],
});

/** One entry of the agency's operation record. */
export const operationRecordSchema = z.object({
  /** Record id. */
  record_id: z.string(),
  /** AgencyOperationType: 1 member added, 2 member removed, 3 role changed, 4 recruiting switched, 5 recruit settings changed. */
  type: enumSchema(AgencyOperationType),
  /** Who did it. */
  operator_uid: uidSchema,
  /** Their name. */
  operator_name: z.string(),
  /** The member concerned; "0" for agency-wide changes. */
  target_uid: uidSchema,
  /** Their name; "" for agency-wide changes. */
  target_name: z.string(),
  /** What changed, plain text (e.g. "BROKER -> MANAGER"). */
  detail: z.string(),
  /** Type 3 (role changed): the AgentRole before; type 1: 0; type 2: the role the member had; else 0. */
  role_before: enumSchema([0, AgentRole.SUPER_MANAGER, AgentRole.MANAGER, AgentRole.BROKER]),
  /** Types 1 and 3: the AgentRole after (given, or changed to); else 0. */
  role_after: enumSchema([0, AgentRole.SUPER_MANAGER, AgentRole.MANAGER, AgentRole.BROKER]),
  /** When, Unix seconds. */
  create_time: secondsSchema,
});

/** union_oss getAgencyOperationRecord: the team's change history, newest first. */
export const getAgencyOperationRecord = defineEndpoint({
  name: "getAgencyOperationRecord",
  family: "unionOss",
  path: "/getAgencyOperationRecord",
  kind: "query",
  summary: "Changes to the agency's team and recruit settings, newest first.",
  request: () => z.object({ /** Only this AgencyOperationType (1-5). */ type: z.optional(enumSchema(AgencyOperationType)), ...pageFields }),
  response: () => pageOf(operationRecordSchema),
  tags: ["AgencyOperationRecord"],
});

/** union_oss getBrokerData: a broker's broadcasters' totals over a period. */
export const getBrokerData = defineEndpoint({
  name: "getBrokerData",
  family: "unionOss",
  path: "/getBrokerData",
  kind: "query",
  summary: "Totals of a broker's broadcasters over a period (default: the caller as broker, last 30 days).",
  request: () =>
    z.object({
      /** The broker; absent: the caller. */
      broker_uid: z.optional(uidSchema),
      /** Period start, Unix seconds; absent: 30 days ago. */
      start_time: z.optional(secondsSchema),
      /** Period end, Unix seconds; absent: now. */
      end_time: z.optional(secondsSchema),
    }),
  response: () =>
    z.object({
      /** The broker. */
      broker_uid: uidSchema,
      /** Broadcasters assigned at the period's end. */
      anchor_count: countSchema,
      /** Of those, live at least once in the period. */
      active_anchor_count: countSchema,
      /** Assigned during the period. */
      new_anchor_count: countSchema,
      /** Beans received by the broker's broadcasters. */
      beans: beansSchema,
      /** Their total time live, seconds. */
      live_duration: durationSecondsSchema,
    }),
  tags: ["AggregateData", "AgencyMember"],
  provides: (data) => [listTag("AggregateData"), idTag("AgencyMember", data.broker_uid)],
  errors: [E.NotMember],
});

/** Every declaration of this file (family unionOss, agency members). */
export const unionOssEndpoints = [
  getAgencyMemberRole,
  getSelfInfo,
  addAgencyMember,
  assignAgencyRole,
  deleteAgencyMember,
  getAgencyMemberList,
  modifyAgencyRecruitment,
  getAgencyOperationRecord,
  getBrokerData,
] as const;

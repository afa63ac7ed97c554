import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { recordChange } from "./records-tab.tsx";
import { GUILD_TEAM_COLUMN_IDS } from "./team-columns.tsx";
import { brokerAssignmentPath, GUILD_TEAM_SPEC, hasMemberFilters, memberListRequest, recordListRequest } from "./team-params.ts";

const view = (query: string) => parseParams(GUILD_TEAM_SPEC, new URLSearchParams(query));
const t = ((key: string, options?: Record<string, string>) => (options === undefined ? key : `${key}(${Object.values(options).join(",")})`)) as never;

describe("the guild team's URL", () => {
  it("opens the members tab, page 1 of 20, by default", () => {
    expect(view("").view).toBe("members");
    expect(memberListRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(view("view=nonsense").view).toBe("members");
  });

  it("filters members by role and an exact Bigo ID, and sends nothing for a Bigo ID that cannot exist", () => {
    const values = view("bigo=agus.broker&role=3&page=2");
    expect(memberListRequest(values)).toEqual({ bigo_id: "agus.broker", role: 3, page: 2, page_size: 20 });
    expect(hasMemberFilters(values)).toBe(true);
    expect(hasMemberFilters(view("view=records&type=3"))).toBe(false);
    expect(memberListRequest(view("bigo=a%20b"))).toBeNull();
    expect(memberListRequest(view("role=0"))).toEqual({ page: 1, page_size: 20 });
  });

  it("keeps the records' own filter", () => {
    expect(recordListRequest(view("view=records&type=3&size=50"))).toEqual({ type: 3, page: 1, page_size: 50 });
    expect(recordListRequest(view("view=records"))).toEqual({ page: 1, page_size: 20 });
  });

  it("links to the broadcaster list filtered on a broker, or on broadcasters with no broker", () => {
    expect(brokerAssignmentPath("123")).toBe("/broadcaster/list/list/all?broker=123");
    expect(brokerAssignmentPath(null)).toBe("/broadcaster/list/list/all?broker=0");
  });

  it("names the members columns", () => {
    expect(GUILD_TEAM_COLUMN_IDS).toEqual(["member", "bigoId", "role", "added", "broadcasters", "recruit", "actions"]);
  });
});

describe("a change-history entry in words", () => {
  const base = { detail: "plain", role_before: 0 as const, role_after: 0 as const };
  it("shows a role change as before → after", () => {
    expect(recordChange(t, { ...base, type: 3, role_before: 3, role_after: 2 })).toBe("guild.team.records.roleChange(guild.team.role.3,guild.team.role.2)");
  });
  it("names the role given on an addition and held on a removal, and keeps other details", () => {
    expect(recordChange(t, { ...base, type: 1, role_after: 3 })).toBe("guild.team.records.addedAs(guild.team.role.3)");
    expect(recordChange(t, { ...base, type: 2, role_before: 2 })).toBe("guild.team.records.removedWas(guild.team.role.2)");
    expect(recordChange(t, { ...base, type: 4 })).toBe("plain");
  });
});

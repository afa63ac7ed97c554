/**
 * The machine-checked inventory of SPEC section 7: every call name, copied from the spec and
 * grouped by family (and sub-API for the live-data family), must be declared exactly once,
 * and nothing else may be declared but the calls other sections of the spec imply (`logout`:
 * section 9 gives its timeout, section 4 what it does) and the calls of ours (`ourCalls` of
 * `src/testing/spec-inventory.ts`): the ones screens need where SPEC section 7 names none, designed in
 * each family's naming style.
 */
import { describe, expect, it } from "vitest";
import { ourCalls, specInventory } from "#testing/spec-inventory.ts";
import { allEndpoints } from "./registry.ts";

const id = (family: string, group: string, name: string): string => `${family}:${group}:${name}`;
const listed = specInventory.flatMap(({ family, group = "", names }) => names.map((name) => id(family, group, name)));
const designed = ourCalls.flatMap(({ family, group = "", names }) => names.map((name) => id(family, group, name)));
const declared = allEndpoints.map((declaration) => id(declaration.family, declaration.group, declaration.name));

describe("SPEC section 7 inventory", () => {
  it("lists each call once", () => {
    expect(listed.filter((entry, index) => listed.indexOf(entry) !== index)).toEqual([]);
  });

  it("has every listed call declared", () => {
    expect(listed.filter((entry) => !declared.includes(entry))).toEqual([]);
  });

  it("has no call declared twice (same family, sub-API and name)", () => {
    expect(declared.filter((entry, index) => declared.indexOf(entry) !== index)).toEqual([]);
  });

  it("declares nothing the spec does not list, but the calls of ours", () => {
    expect(declared.filter((entry) => !listed.includes(entry) && !designed.includes(entry))).toEqual([]);
    expect(designed.filter((entry) => listed.includes(entry) || !declared.includes(entry))).toEqual([]);
  });

  it("gives every declaration a unique key", () => {
    const keys = allEndpoints.map((declaration) => declaration.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("declares the explicit POST /bigo_act_livedata_api/agentOss/queryProxyOverview once, as the agentOss call", () => {
    const matches = allEndpoints.filter((declaration) => declaration.family === "liveData" && declaration.path === "/agentOss/queryProxyOverview");
    expect(matches.map((declaration) => [declaration.method, declaration.name, declaration.group])).toEqual([["POST", "queryProxyOverview", "agentOss"]]);
  });

  it("uses GET and form exactly where SPEC section 7 says so", () => {
    const gets = allEndpoints.filter((declaration) => declaration.method === "GET").map((declaration) => id(declaration.family, declaration.group, declaration.name));
    expect(gets.sort()).toEqual(
      [
        id("main", "", "getRegions"),
        id("main", "", "user/info"),
        id("manageAnchor", "", "QryAnchorRelationChgTabVisible"),
        id("unionOss", "", "getAgencyMemberRole"),
        id("unionOss", "", "getSelfInfo"),
        id("liveAgentFront", "", "GetRecomAnchorEntry"),
        ...["exportUrl", "pkDataRelease", "openBiz"].map((name) => id("liveData", "agentOss", name)),
        ...["userStatus", "monthData", "interface/switch", "page/switch", "test/getInfo"].map((name) => id("liveData", "act74338", name)),
        ...[
          "query_anchor_list",
          "sign_record_page",
          "round_record_page",
          "sign_act_list",
          "sign_status_count_info",
          "sign_act_form_info",
          "entrance",
          "api/agent/getChangePageInfo",
          "{token}",
        ].map((name) => id("act75352", "", name)),
      ].sort(),
    );
    const forms = allEndpoints.filter((declaration) => declaration.encoding === "form" && declaration.family !== "liveData").map((declaration) => declaration.name);
    // The designed exports are form posts like ExportRecruitRecord, so the export button sends every list the same way.
    expect(forms.sort()).toEqual(["ExportRecruitRecord", "GetLastSubmittedKycInfo", "PaymentAgencyActionLogExport", "PaymentAgencyBlacklistExport", "QryPolicyInfo"]);
  });
});

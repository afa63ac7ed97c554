import { describe, expect, it } from "vitest";
import * as enums from "./index.ts";
import {
  AccountRole,
  AccountStatus,
  AccountSubRole,
  AgentReportUserType,
  AgentRole,
  AnchorStarProgress,
  ContractStatus,
  EmailFormMode,
  KycAgentRole,
  KycSource,
  KycStatus,
  PERMISSION_QUERY_ENTRY_TYPE,
  RoleSource,
  SubmitType,
  VerifyCodeScene,
  VerifyCodeType,
  enumValueOf,
} from "./index.ts";

/** Every enumeration object of the module (the `as const` objects; the helper and the lone constant aside). */
const enumerations = Object.entries(enums).flatMap(([name, value]): [string, Readonly<Record<string, number>>][] => (typeof value === "object" ? [[name, value]] : []));

describe("the domain enumerations", () => {
  it("keep the numbers of SPEC section 3", () => {
    expect(AccountStatus).toEqual({ Enabled: 0, Disabled: -1 });
    expect(AccountRole).toEqual({ Admin: 1, Operator: 2, Agency: 3, NormalUser: 4 });
    expect(AccountSubRole).toMatchObject({ SuperAdmin: 1, Admin: 2, Manager: 3 });
    expect(AgentRole).toEqual({ NOT_AGENT: 0, SUPER_MANAGER: 1, MANAGER: 2, BROKER: 3 });
    expect(AgentReportUserType).toEqual({ NoProfile: 0, SuperAdmin: 1, Operator: 2, AgencyAgent: 3, AgencySubAgent: 4, AgencyManager: 5 });
    expect(KycAgentRole).toEqual({ AGENT: 1, AGENTCHILD: 2, BROKER: 3, APPLYING: 4, CANAPPLY: 5, OTHER: 6 });
    expect(KycSource).toEqual({ APP: 1, PC: 2 });
    expect(EmailFormMode).toEqual({ HIDDEN: 0, REQUIRED: 1, NOTREQUIRED: 2 });
    expect(RoleSource).toEqual({ OTHER: 0, ME: 1, PC: 2 });
    expect(VerifyCodeType).toEqual({ IM: 0, PHONE_MSG: 1 });
    expect(VerifyCodeScene).toEqual({ SIGN: 0, CHECK_AUTH: 1, BIND_PHONE: 2 });
    expect(AnchorStarProgress).toEqual({ process: 1, finish: 2 });
    expect(SubmitType).toEqual({ AnchorSubmitAnchor: 1, AgencySubmitAnchor: 2, AgentSubmitAgent: 3 });
    expect(PERMISSION_QUERY_ENTRY_TYPE).toBe(3);
  });

  it("give every member of an enumeration its own integer", () => {
    expect(enumerations.length).toBeGreaterThan(40);
    for (const [name, enumeration] of enumerations) {
      const values = Object.values(enumeration);
      expect(
        values.every((value) => Number.isInteger(value)),
        name,
      ).toBe(true);
      expect(new Set(values).size, name).toBe(values.length);
    }
  });
});

describe("enumValueOf", () => {
  it("finds the member of a number or its decimal text", () => {
    expect(enumValueOf(ContractStatus, 4)).toBe(ContractStatus.Terminated);
    expect(enumValueOf(ContractStatus, "2")).toBe(ContractStatus.ToBeRenewed);
    expect(enumValueOf(AccountStatus, "-1")).toBe(AccountStatus.Disabled);
  });

  it("answers undefined for anything else", () => {
    expect(enumValueOf(ContractStatus, 9)).toBeUndefined();
    expect(enumValueOf(ContractStatus, "1.0")).toBeUndefined();
    expect(enumValueOf(ContractStatus, " 1")).toBeUndefined();
    expect(enumValueOf(ContractStatus, "any")).toBeUndefined();
    expect(enumValueOf(ContractStatus, null)).toBeUndefined();
  });

  it("keeps to the listed values when given a subset", () => {
    expect(enumValueOf([KycStatus.Rejected, KycStatus.RecheckRequired], KycStatus.Approved)).toBeUndefined();
    expect(enumValueOf([KycStatus.Rejected, KycStatus.RecheckRequired], "4")).toBe(KycStatus.RecheckRequired);
  });
});

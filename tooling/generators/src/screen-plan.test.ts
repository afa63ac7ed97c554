import { describe, expect, it } from "vitest";
import { builtScreensOf } from "#repository.ts";
import { GenError, headerOf, planScreen } from "#screen-plan.ts";
import type { GenContext, ScreenOptions } from "#screen-plan.ts";
import { mapDeclarations, testContext, withoutScreenUse } from "#test-context.ts";

const context = testContext();

const refusal = (options: ScreenOptions, within: GenContext = context): string => {
  try {
    planScreen(options, within);
  } catch (error) {
    if (error instanceof GenError) return error.message;
    throw error;
  }
  throw new Error("planScreen did not refuse");
};

describe("planScreen", () => {
  it("plans the payment blacklist over QueryBanList: folder, names, columns, row id, filters and menu", () => {
    const plan = planScreen({ routeName: "PaymentBlacklist", call: "QueryBanList" }, context);
    expect(plan).toMatchObject({
      path: "/payment/blacklist",
      dir: "apps/portal/src/pages/payment/blacklist",
      importDir: "#pages/payment/blacklist",
      stem: "blacklist",
      key: "payment-blacklist",
      constant: "PAYMENT_BLACKLIST",
      namespace: "payment.blacklist",
      label: "Blacklist",
      menuPath: ["Payment", "Blacklist"],
      call: { key: "QueryBanList", file: "security-center", hook: "QueryBanList" },
      exportCall: null,
      rowId: "ban_id",
      rowIdExpression: "row.ban_id",
      bigoFilter: true,
      unboundFields: ["state", "ban_type", "violation_type", "appeal_status", "start_time", "end_time"],
      account: "admin",
    });
    // Text fields only: the avatar URL, the evidence list and the appeal flag (a union) are left out.
    expect(plan.columns.map((column) => column.id)).toEqual([
      "banId",
      "uid",
      "bigoId",
      "nickName",
      "banType",
      "reason",
      "startTime",
      "endTime",
      "violationType",
      "appealStatus",
      "appealId",
      "appealTime",
      "appealCount",
    ]);
    expect(plan.columns.find((column) => column.id === "startTime")?.kind).toBe("seconds");
    expect(plan.strings).toEqual({
      payment: { blacklist: { filterLabel: "Filter blacklist", column: expect.objectContaining({ banId: "Ban ID", bigoId: "Bigo ID", nickName: "Nick name" }) as unknown } },
    });
  });

  it("takes an export call that sends the list's filters", () => {
    const plan = planScreen({ routeName: "PaymentActionLog", call: "QryRecruitRecord", exportCall: "ExportRecruitRecord" }, context);
    expect(plan.exportCall).toEqual({ key: "ExportRecruitRecord", file: "recruit-anchor", hook: "ExportRecruitRecord" });
    expect(plan.rowId).toBe("recruit_id");
  });

  it("refuses an unknown route name", () => {
    expect(refusal({ routeName: "PaymentBlackList", call: "QueryBanList" })).toMatch(/PaymentBlackList is not a route name/);
  });

  it("refuses a route that already has a screen", () => {
    expect(refusal({ routeName: "RecruitList", call: "QryRecruitRecord" })).toMatch(/RecruitList already has a screen/);
  });

  it("refuses containers and routes with a path parameter", () => {
    expect(refusal({ routeName: "Payment", call: "QueryBanList" })).toMatch(/container/);
    expect(refusal({ routeName: "RecruitProgress", call: "QueryBanList" }, { ...context, builtScreens: new Set() })).toMatch(/path parameter/);
  });

  it("refuses a folder or an i18n namespace already taken", () => {
    expect(refusal({ routeName: "PaymentBlacklist", call: "QueryBanList" }, { ...context, exists: (path) => path === "apps/portal/src/pages/payment/blacklist" })).toMatch(
      /exists already/,
    );
    expect(refusal({ routeName: "PaymentBlacklist", call: "QueryBanList" }, { ...context, english: { payment: { blacklist: {} } } })).toMatch(
      /payment\.blacklist\.\* exist already/,
    );
  });

  /** The context with `screen` uses set on some calls (by key) and removed from every other. */
  function withScreenUses(uses: Record<string, { route: string; role: "list" | "export" }>): GenContext {
    return {
      ...context,
      endpointsByFile: mapDeclarations(context.endpointsByFile, (declaration) => ({
        ...withoutScreenUse(declaration),
        ...(uses[declaration.key] ? { screen: uses[declaration.key] } : {}),
      })),
    };
  }

  it("without --call or --export, takes the calls that declare themselves the route's list and export", () => {
    const declared = withScreenUses({ QryRecruitRecord: { route: "PaymentActionLog", role: "list" }, ExportRecruitRecord: { route: "PaymentActionLog", role: "export" } });
    const plan = planScreen({ routeName: "PaymentActionLog" }, declared);
    expect(plan.call).toEqual({ key: "QryRecruitRecord", file: "recruit-anchor", hook: "QryRecruitRecord" });
    expect(plan.exportCall).toEqual({ key: "ExportRecruitRecord", file: "recruit-anchor", hook: "ExportRecruitRecord" });
    // A call named on the command line wins over the declared one.
    expect(planScreen({ routeName: "PaymentActionLog", call: "QueryBanList" }, declared).call.key).toBe("QueryBanList");
    const twice = withScreenUses({ QryRecruitRecord: { route: "PaymentActionLog", role: "list" }, QueryBanList: { route: "PaymentActionLog", role: "list" } });
    expect(() => planScreen({ routeName: "PaymentActionLog" }, twice)).toThrow(/QueryBanList, QryRecruitRecord|QryRecruitRecord, QueryBanList/);
  });

  it("without --call, when no call declares the route's list, names the page queries to choose from", () => {
    const message = refusal({ routeName: "PaymentBlacklist" }, withScreenUses({}));
    expect(message).toMatch(/--call <Key>/);
    expect(message).toContain("QueryBanList");
    expect(message).toContain("QryAnchorList");
    expect(message).not.toContain("ExportRecruitRecord");
  });

  it("refuses a call that is not a page query, or needs a filter the user may leave empty", () => {
    expect(refusal({ routeName: "PaymentBlacklist", call: "NoSuchCall" })).toMatch(/not a call of api-client/);
    expect(refusal({ routeName: "PaymentBlacklist", call: "login" })).toMatch(/not a page query/);
  });

  it("refuses an export call that answers no URL or does not take the list's filters", () => {
    expect(refusal({ routeName: "PaymentBlacklist", call: "QueryBanList", exportCall: "GetAuditBanList" })).toMatch(/not an export call/);
    expect(refusal({ routeName: "PaymentBlacklist", call: "QueryBanList", exportCall: "newAnchorExportUrl" })).toMatch(/does not take the list's filters bigo_id/);
    expect(refusal({ routeName: "DistributionUpload", call: "GetNotificationInfo", exportCall: "newAnchorExportUrl" })).toMatch(
      /newAnchorExportUrl needs startTime, endTime, which the list does not filter by/,
    );
  });

  it("names the hooks as RTK Query does, with a capital first letter for a call whose key starts lower-case", () => {
    const plan = planScreen({ routeName: "PaymentActionLog", call: "getAccountList", exportCall: "exportAdminActionLog" }, context);
    expect(plan.call).toEqual({ key: "getAccountList", file: "admin-accounts", hook: "GetAccountList" });
  });

  it("refuses a row id that is not a field of the rows", () => {
    expect(refusal({ routeName: "PaymentBlacklist", call: "QueryBanList", rowId: "nope" })).toMatch(/--row-id nope/);
    expect(planScreen({ routeName: "PaymentBlacklist", call: "QueryBanList", rowId: "uid" }, context).rowId).toBe("uid");
  });
});

describe("headerOf", () => {
  it("writes a field name as an English header with the spec's capitals", () => {
    expect(headerOf("bigo_id")).toBe("Bigo ID");
    expect(headerOf("anchor_uid")).toBe("Anchor UID");
    expect(headerOf("nick_name")).toBe("Nick name");
  });
});

it("reads the built screens from the screens object of screens.ts", () => {
  const source =
    'import { screen } from "x";\n\nexport const screens = {\n  Login: screen(() => import("a")),\n  // A comment: Later\n  RecruitList: screen(() => import("b")),\n};\n\nexport const other = {\n  Placeholder: 1,\n};\n';
  expect([...builtScreensOf(source)]).toEqual(["Login", "RecruitList"]);
  expect(context.builtScreens.has("RecruitList")).toBe(true);
});

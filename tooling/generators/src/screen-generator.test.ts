import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import nodePlop from "node-plop";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SCREENS_FILE, addedFiles, registerScreen, registerScreenGenerator } from "#screen-generator.ts";
import { planScreen } from "#screen-plan.ts";
import type { ScreenOptions, ScreenPlan } from "#screen-plan.ts";
import { REPOSITORY_ROOT as repositoryRoot, testContext } from "#test-context.ts";

const context = { ...testContext(), exists: () => false };
let root = "";

beforeEach(() => {
  // A stand-in repository: the real screens.ts (without the screens the tests write) and two locale files.
  root = mkdtempSync(join(tmpdir(), "gen-screen-"));
  mkdirSync(join(root, dirname(SCREENS_FILE)), { recursive: true });
  const screens = readFileSync(join(repositoryRoot, SCREENS_FILE), "utf8").replace(/^ {2}(PaymentBlacklist|PaymentActionLog|DistributionUpload):.*\n/gm, "");
  writeFileSync(join(root, SCREENS_FILE), screens);
  mkdirSync(join(root, "packages/i18n/locales"), { recursive: true });
  for (const language of ["en", "de"]) writeFileSync(join(root, `packages/i18n/locales/${language}.json`), "{}\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function generate(options: ScreenOptions): Promise<{ plan: ScreenPlan; read: (path: string) => string }> {
  const plan = planScreen(options, context);
  const plop = await nodePlop(undefined, { destBasePath: root, force: false });
  registerScreenGenerator(plop, { root, mergeStrings: false });
  const { failures } = await plop.getGenerator("screen").runActions(plan);
  expect(failures).toEqual([]);
  return { plan, read: (path) => readFileSync(join(root, path), "utf8") };
}

describe("the screen generator", () => {
  it("writes the page, columns, params, their test, the strings and the e2e smoke test, and registers the screen", async () => {
    const { plan, read } = await generate({ routeName: "PaymentBlacklist", call: "QueryBanList" });
    expect(addedFiles(plan)).toEqual([
      "apps/portal/src/pages/payment/blacklist/blacklist-page.tsx",
      "apps/portal/src/pages/payment/blacklist/blacklist-columns.tsx",
      "apps/portal/src/pages/payment/blacklist/blacklist-params.ts",
      "apps/portal/src/pages/payment/blacklist/blacklist-params.test.ts",
      "apps/portal/src/pages/payment/blacklist/i18n/strings.json",
      "apps/portal/e2e/payment-blacklist.e2e.ts",
    ]);
    const page = read(addedFiles(plan)[0] ?? "");
    expect(page).toContain('import { useQueryBanListQuery } from "@agent-portal/api-client/services/security-center";');
    expect(page).toContain("useListState(PAYMENT_BLACKLIST_SPEC, PAYMENT_BLACKLIST_SORTABLE)");
    expect(page).toContain("<BigoIdField filter={bigo} />");
    // One export only, the server's: never the kit's CSV of the page.
    expect(page).toContain("exportFileName={false}");
    expect(page).not.toContain("ServerExportButton");
    // The empty states of the list rules: an impossible filter, nothing matching, nothing yet.
    expect(page).toContain('emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}');
    expect(page).toContain("getRowId={(row) => row.ban_id}");
    expect(page).not.toMatch(/\.\.\/\.\.\//);
    expect(read(addedFiles(plan)[1] ?? "")).toContain(
      '{ id: "startTime", priority: 6, header: t("payment.blacklist.column.startTime"), width: 170, accessor: (row) => format.dateTime(row.start_time * 1000) },',
    );
    expect(read(addedFiles(plan)[2] ?? "")).toContain(
      "Request fields of QueryBanList bound to no filter yet: `state`, `ban_type`, `violation_type`, `appeal_status`, `start_time`, `end_time`.",
    );
    expect(read(SCREENS_FILE)).toContain('  PaymentBlacklist: screen(() => import("#pages/payment/blacklist/blacklist-page.tsx")),\n};');
    const strings = JSON.parse(read(addedFiles(plan)[4] ?? "")) as Record<string, unknown>;
    expect(Object.keys(strings)).toEqual(["en", "de"]);
    expect(strings.de).toEqual(strings.en);
    const e2e = read(addedFiles(plan)[5] ?? "");
    expect(e2e).toContain('await logInThroughForm(page, "admin");');
    expect(e2e).toContain('menu.getByRole("button", { name: "Payment", exact: true }).click();');
    expect(e2e).toContain('menu.getByRole("link", { name: "Blacklist", exact: true }).click();');
    expect(e2e).toContain("await expect(page).toHaveURL(/\\/agent\\/payment\\/blacklist$/);");
  });

  it("binds the export call to the shared export button, with the list's filters", async () => {
    const { plan, read } = await generate({ routeName: "PaymentActionLog", call: "QryRecruitRecord", exportCall: "ExportRecruitRecord" });
    const page = read(addedFiles(plan)[0] ?? "");
    expect(page).toContain('import { useLazyExportRecruitRecordQuery, useQryRecruitRecordQuery } from "@agent-portal/api-client/services/recruit-anchor";');
    expect(page).toContain('useServerExport(useLazyExportRecruitRecordQuery(), exportRequest, "action-log.csv")');
    expect(page).toContain("actions={<ServerExportButton exporter={exporter} />}");
    expect(read(addedFiles(plan)[2] ?? "")).toContain(
      "export function paymentActionLogExportRequest(values: PaymentActionLogValues): RequestOf<typeof ExportRecruitRecord> | null {\n  return filtersOf(values);",
    );
  });

  it("writes a list without filters when the call takes none a list can bind", async () => {
    const { plan, read } = await generate({ routeName: "DistributionUpload", call: "GetNotificationInfo" });
    const page = read(addedFiles(plan)[0] ?? "");
    expect(page).not.toContain("FilterBar");
    expect(page).toContain("const view = useListQuery(useGetNotificationInfoQuery(request));");
    expect(page).toContain('emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}');
  });
});

describe("registerScreen", () => {
  it("refuses a screens.ts without a screens object", () => {
    const plan = planScreen({ routeName: "PaymentBlacklist", call: "QueryBanList" }, context);
    expect(() => registerScreen("export const other = {};\n", plan)).toThrow(/no "export const screens/);
  });
});

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createKitLabels } from "./kit-labels.ts";

const require = createRequire(import.meta.url);

/** A tiny stand-in for i18next's `t`: looks keys up in a nested object and fills `{{name}}`. */
function translator(resources: Record<string, unknown>) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const found = key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), resources);
    if (typeof found !== "string") return `MISSING:${key}`;
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

/**
 * A locale file, found through the i18n package's `exports` (`./locales/*`) and read as JSON. It is
 * not imported: Vite would turn each 200 KB file into a module first, which took 3 s for the 26 on
 * a quiet machine and past the test's 60 s beside CI's other lanes.
 */
async function locale(code: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(require.resolve(`@agent-portal/i18n/locales/${code}.json`), "utf8")) as Record<string, unknown>;
}

describe("createKitLabels", () => {
  it("finds every kit key in the locale files of all 26 languages", async () => {
    for (const code of [
      "en",
      "ar",
      "id",
      "th",
      "vi",
      "hi",
      "ur",
      "bn",
      "ru",
      "tr",
      "es",
      "pt",
      "fr",
      "de",
      "it",
      "pl",
      "ja",
      "ko",
      "zh-Hans",
      "zh-Hant",
      "ms",
      "fil",
      "fa",
      "uz",
      "kk",
      "my",
    ]) {
      const labels = createKitLabels(translator(await locale(code)));
      const { pagination } = labels;
      const texts: string[] = [
        pagination.navigation,
        pagination.previous,
        pagination.next,
        pagination.pageSize,
        pagination.page(3),
        pagination.perPage(20),
        pagination.total?.(95) ?? "",
        labels.upload.tooLarge("a.csv", "2 MB"),
        labels.upload.wrongType("a.exe", ".csv"),
        labels.upload.hint(".csv", "2 MB"),
        labels.dataTable.selectRow(1),
        labels.dataTable.filterBy("Name"),
        labels.toaster.notification,
        labels.names.removeTag("Jakarta"),
        labels.monthPicker.nextYear,
        labels.calendar.today,
      ];
      expect(
        texts.filter((text) => text.includes("MISSING")),
        code,
      ).toEqual([]);
    }
  });

  it("fills the values into the texts", async () => {
    const labels = createKitLabels(translator(await locale("en")));
    expect(labels.upload.tooLarge("april.csv", "2 MB")).toBe("april.csv: the file is larger than 2 MB.");
    expect(labels.upload.wrongType("a.exe", ".csv, .xlsx")).toBe("a.exe: this file type is not allowed. Allowed: .csv, .xlsx");
    expect(labels.pagination.page(4)).toBe("Page 4");
  });
});

import { describe, expect, it } from "vitest";
import type { ParityProblemKind } from "./check-parity.ts";
import { checkLocaleParity } from "./check-parity.ts";
import { formatParityReport } from "./parity-report.ts";

/** A small, complete set of locales: English, Indonesian (one plural form), Arabic (six) and French (three). */
function fixture() {
  return {
    en: {
      greeting: "Hello, {{name}}",
      login: { title: "Log in", submit: "Submit", pk: "PK", resend: "Resend in {{seconds}} s", help: "Read the <0>guide</0>" },
      beans_one: "{{count, number}} bean",
      beans_other: "{{count, number}} beans",
    },
    id: {
      greeting: "Halo, {{name}}",
      login: { title: "Masuk", submit: "Kirim", pk: "PK", resend: "Kirim ulang dalam {{seconds}} dtk", help: "Baca <0>panduan</0>" },
      beans_other: "{{count, number}} kacang",
    },
    ar: {
      greeting: "مرحبًا، {{name}}",
      login: { title: "تسجيل الدخول", submit: "إرسال", pk: "PK", resend: "إعادة الإرسال خلال {{seconds}} ث", help: "اقرأ <0>الدليل</0>" },
      beans_zero: "لا توجد حبوب",
      beans_one: "حبة واحدة",
      beans_two: "حبتان",
      beans_few: "{{count, number}} حبات",
      beans_many: "{{count, number}} حبة",
      beans_other: "{{count, number}} حبة",
    },
    fr: {
      greeting: "Bonjour, {{name}}",
      login: { title: "Se connecter", submit: "Envoyer", pk: "PK", resend: "Renvoyer dans {{seconds}} s", help: "Lisez le <0>guide</0>" },
      beans_one: "{{count, number}} haricot",
      beans_many: "{{count, number}} de haricots",
      beans_other: "{{count, number}} haricots",
    },
  };
}

function kinds(report: ReturnType<typeof checkLocaleParity>): [string, string, ParityProblemKind][] {
  return report.problems.map((problem) => [problem.language, problem.key, problem.kind]);
}

describe("checkLocaleParity", () => {
  it("passes a complete set, with plural forms per language", () => {
    const report = checkLocaleParity(fixture(), { languages: ["en", "id", "ar", "fr"] });
    expect(formatParityReport(report)).toBe("");
    expect(report.ok).toBe(true);
  });

  it("fails on a deliberately removed key", () => {
    const locales = fixture();
    const { submit: _removed, ...rest } = locales.fr.login;
    const report = checkLocaleParity({ ...locales, fr: { ...locales.fr, login: rest } });
    expect(report.ok).toBe(false);
    expect(kinds(report)).toEqual([["fr", "login.submit", "missing"]]);
  });

  it("fails on an extra key", () => {
    const locales = fixture();
    const report = checkLocaleParity({ ...locales, id: { ...locales.id, login: { ...locales.id.login, stray: "Lain" } } });
    expect(report.ok).toBe(false);
    expect(kinds(report)).toEqual([["id", "login.stray", "extra"]]);
  });

  it("fails on a renamed placeholder", () => {
    const locales = fixture();
    const report = checkLocaleParity({ ...locales, ar: { ...locales.ar, greeting: "مرحبًا، {{user}}" } });
    expect(report.ok).toBe(false);
    expect(kinds(report)).toEqual([["ar", "greeting", "placeholders"]]);
  });

  it("fails on a broken placeholder, and on a dropped one", () => {
    const locales = fixture();
    const report = checkLocaleParity({ ...locales, fr: { ...locales.fr, greeting: "Bonjour, {{name}", login: { ...locales.fr.login, resend: "Renvoyer bientôt" } } });
    expect(report.ok).toBe(false);
    expect(kinds(report)).toEqual([
      ["fr", "greeting", "braces"],
      ["fr", "greeting", "placeholders"],
      ["fr", "login.resend", "placeholders"],
    ]);
  });

  it("fails on a dropped Trans tag and on a changed number format", () => {
    const locales = fixture();
    const report = checkLocaleParity({ ...locales, id: { ...locales.id, beans_other: "{{count}} kacang", login: { ...locales.id.login, help: "Baca panduan" } } });
    expect(kinds(report)).toEqual([
      ["id", "login.help", "placeholders"],
      ["id", "beans_other", "placeholders"],
    ]);
  });

  it("ignores spacing inside placeholders", () => {
    const locales = fixture();
    expect(checkLocaleParity({ ...locales, id: { ...locales.id, greeting: "Halo, {{ name }}", beans_other: "{{count,number}} kacang" } }).ok).toBe(true);
  });

  it("fails on empty and non-string values, including in the reference", () => {
    const locales = fixture();
    const report = checkLocaleParity({
      ...locales,
      en: { ...locales.en, login: { ...locales.en.login, title: " " } },
      fr: { ...locales.fr, greeting: 42, login: { ...locales.fr.login, title: "" } },
    });
    expect(kinds(report)).toEqual(
      expect.arrayContaining([
        ["en", "login.title", "empty"],
        ["fr", "greeting", "notString"],
      ]),
    );
    expect(report.ok).toBe(false);
  });

  it("expects each language's own plural forms: a missing Arabic form, an English form in Indonesian", () => {
    const locales = fixture();
    const { beans_few: _few, ...arabic } = locales.ar;
    const report = checkLocaleParity({ ...locales, ar: arabic, id: { ...locales.id, beans_one: "{{count, number}} kacang" } });
    expect(kinds(report)).toEqual([
      ["id", "beans_one", "extra"],
      ["ar", "beans_few", "missing"],
    ]);
  });

  it("lets a plural form other than _other drop the count but not add a placeholder", () => {
    const locales = fixture();
    const report = checkLocaleParity({ ...locales, ar: { ...locales.ar, beans_two: "{{total}} حبتان" } });
    expect(kinds(report)).toEqual([["ar", "beans_two", "placeholders"]]);
  });

  it("reports missing and unknown locale files against the language list", () => {
    const { fr: _fr, ...locales } = fixture();
    const report = checkLocaleParity({ ...locales, in: locales.id }, { languages: ["en", "id", "ar", "fr"] });
    expect(kinds(report)).toEqual([
      ["fr", "*", "missingFile"],
      ["in", "*", "unknownFile"],
    ]);
  });
});

describe("untranslated languages", () => {
  it("warns above 10 % identical values and fails above 30 %, not counting brand-only strings", () => {
    const locales = fixture();
    // 6 comparable values: greeting, title, submit, resend, help, beans_other (PK is brand-only; beans_one is a form of beans_other).
    const oneCopied = { ...locales.fr, login: { ...locales.fr.login, submit: "Submit" } };
    const warned = checkLocaleParity({ ...locales, fr: oneCopied });
    expect(warned.ok).toBe(true);
    expect(warned.untranslated).toEqual([{ language: "fr", identicalKeys: ["login.submit"], comparable: 6, ratio: 1 / 6, level: "warning" }]);

    const twoCopied = { ...oneCopied, greeting: "Hello, {{name}}" };
    const failed = checkLocaleParity({ ...locales, fr: twoCopied });
    expect(failed.ok).toBe(false);
    expect(failed.untranslated[0]?.level).toBe("failure");
    expect(formatParityReport(failed)).toMatch(/^error untranslated: fr: 33 % of 6 values equal English \(greeting, login\.submit\)$/m);
  });

  it("takes thresholds from the options", () => {
    const locales = fixture();
    const copied = { ...locales.fr, login: { ...locales.fr.login, submit: "Submit" } };
    expect(checkLocaleParity({ ...locales, fr: copied }, { untranslatedWarning: 0.5 }).untranslated).toEqual([]);
    expect(checkLocaleParity({ ...locales, fr: copied }, { untranslatedFailure: 0.1 }).ok).toBe(false);
  });

  it("reports a key left in English by most languages", () => {
    const locales = fixture();
    const report = checkLocaleParity({
      ...locales,
      id: { ...locales.id, login: { ...locales.id.login, title: "Log in" } },
      ar: { ...locales.ar, login: { ...locales.ar.login, title: "Log in" } },
    });
    expect(report.copiedKeys).toEqual([{ key: "login.title", languages: ["id", "ar"] }]);
    expect(formatParityReport(report)).toContain("warning copied: login.title equals English in 2 languages (id, ar)");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import enLocale from "#locales/en.json";
import { flattenLocale } from "./locale-tree.ts";
import { PSEUDO_EXPANSION, pseudoLocalize, pseudoLocalizeText } from "./pseudo-locale.ts";

describe("pseudoLocalizeText", () => {
  it("accents letters, pads and brackets", () => {
    expect(pseudoLocalizeText("Log in")).toBe("[Ļöĝ íñ ~~~]");
  });

  it("keeps placeholders, nesting and Trans tags untouched", () => {
    const out = pseudoLocalizeText("Resend in {{seconds}} s, $t(common.ok) <0>now</0><br/>");
    expect(out).toContain("{{seconds}}");
    expect(out).toContain("$t(common.ok)");
    expect(out).toContain("<0>");
    expect(out).toContain("</0>");
    expect(out).toContain("<br/>");
    expect(out).toContain("Ŕéšéñð íñ");
  });

  it("keeps formatted placeholders such as {{count, number}}", () => {
    expect(pseudoLocalizeText("{{count, number}} beans")).toMatch(/^\[\{\{count, number\}\} ƀéáñš ~+\]$/);
  });

  it("makes every string at least 35 % longer, bracketed, with no plain ASCII letter outside placeholders", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (text) => {
        const out = pseudoLocalizeText(text);
        expect(out.startsWith("[")).toBe(true);
        expect(out.endsWith("]")).toBe(true);
        expect(Array.from(out).length).toBeGreaterThanOrEqual(Math.ceil(Array.from(text).length * (1 + PSEUDO_EXPANSION)));
        const outsidePlaceholders = out.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g, "");
        expect(outsidePlaceholders).not.toMatch(/[A-Za-z]/);
      }),
    );
  });
});

describe("pseudoLocalize", () => {
  it("keeps every key of en.json and changes every value", () => {
    const pseudo = flattenLocale(pseudoLocalize(enLocale));
    const english = flattenLocale(enLocale);
    expect([...pseudo.keys()]).toEqual([...english.keys()]);
    for (const [key, value] of english) expect(pseudo.get(key), key).not.toBe(value);
  });

  it("drops anything that is not a string or an object", () => {
    expect(pseudoLocalize({ a: "x", b: 3, c: ["y"], d: { e: "z" } })).toEqual({ a: "[ẋ ~]", d: { e: "[ž ~]" } });
    expect(pseudoLocalize("text")).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { COUNTRIES, OTHER_COUNTRY, countryByCode, countryByDial } from "./countries.ts";

describe("COUNTRIES (SPEC 3 and 9: about 250 country codes with dial codes, plus Other)", () => {
  it("holds 250 distinct ISO codes, each with a 1-4 digit dial prefix", () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(250);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial).toMatch(/^[1-9][0-9]{0,3}$/);
    }
  });

  it("has the right prefixes for the product's regions and shared prefixes", () => {
    const dial = (code: string) => countryByCode(code)?.dial;
    expect([dial("ID"), dial("PH"), dial("VN"), dial("SA"), dial("AE"), dial("EG"), dial("IN"), dial("PK"), dial("BD")]).toEqual([
      "62",
      "63",
      "84",
      "966",
      "971",
      "20",
      "91",
      "92",
      "880",
    ]);
    expect([dial("US"), dial("CA"), dial("RU"), dial("KZ"), dial("GB"), dial("JM"), dial("XK")]).toEqual(["1", "1", "7", "7", "44", "1876", "383"]);
  });

  it("finds countries by code (any case) and Other, and nothing for unknown codes", () => {
    expect(countryByCode("id")).toEqual({ code: "ID", dial: "62" });
    expect(countryByCode("other")).toBe(OTHER_COUNTRY);
    expect(countryByCode("ZZ")).toBeNull();
    expect(countryByCode(null)).toBeNull();
  });

  it("answers the best-known region for a shared prefix", () => {
    expect(countryByDial("1")?.code).toBe("US");
    expect(countryByDial("7")?.code).toBe("RU");
    expect(countryByDial("44")?.code).toBe("GB");
    expect(countryByDial("62")?.code).toBe("ID");
    expect(countryByDial("999")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { ContractStatus, KycStatus } from "@agent-portal/api-client/enums";
import { dayParam, intListParam, intParam, isDay, oneOfParam, optionalEnumParam, optionalIntParam, parseParams, textParam, writeParams } from "./param-codecs.ts";

describe("param codecs", () => {
  it("read a missing, malformed or out-of-range value as the default", () => {
    const page = intParam(1, { min: 1, max: 50 });
    expect(page.parse([])).toBe(1);
    expect(page.parse(["abc"])).toBe(1);
    expect(page.parse(["0"])).toBe(1);
    expect(page.parse(["51"])).toBe(1);
    expect(page.parse(["1.5"])).toBe(1);
    expect(page.parse(["7"])).toBe(7);
    expect(optionalIntParam({ min: 1, max: 4 }).parse(["9"])).toBeNull();
    expect(optionalIntParam({ min: 1, max: 4 }).parse(["3"])).toBe(3);
    expect(oneOfParam(["asc", "desc"], "desc").parse(["sideways"])).toBe("desc");
  });

  it("leave default values out of the URL", () => {
    expect(intParam(1).serialize(1)).toEqual([]);
    expect(intParam(1).serialize(4)).toEqual(["4"]);
    expect(textParam().serialize("  ")).toEqual([]);
    expect(oneOfParam(["a", "b"], "a").serialize("a")).toEqual([]);
    expect(optionalIntParam().serialize(null)).toEqual([]);
  });

  it("read only the values of an enumeration, typed as the enumeration", () => {
    const contract = optionalEnumParam(ContractStatus);
    expect(contract.parse([String(ContractStatus.Terminated)])).toBe(ContractStatus.Terminated);
    expect(contract.parse(["9"])).toBeNull();
    expect(contract.parse(["1.0"])).toBeNull();
    expect(contract.parse([])).toBeNull();
    expect(contract.serialize(ContractStatus.Active)).toEqual([String(ContractStatus.Active)]);
    expect(contract.serialize(null)).toEqual([]);
    const open = optionalEnumParam([KycStatus.Rejected, KycStatus.RecheckRequired]);
    expect(open.parse([String(KycStatus.Approved)])).toBeNull();
    expect(open.parse([String(KycStatus.RecheckRequired)])).toBe(KycStatus.RecheckRequired);
  });

  it("trim and cut text to its length", () => {
    expect(textParam(5).parse(["  abcdefgh "])).toBe("abcde");
    expect(textParam(5).serialize(" ab ")).toEqual(["ab"]);
  });

  it("keep integer lists sorted, unique and in range", () => {
    const codec = intListParam({ min: 1, max: 4 });
    expect(codec.parse(["3", "1", "3", "9", "x"])).toEqual([1, 3]);
    expect(codec.serialize([4, 2, 2])).toEqual(["2", "4"]);
  });

  it("accept only real calendar days", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(dayParam().parse(["2026-13-01"])).toBeNull();
    expect(dayParam().parse(["2024-02-29"])).toBe("2024-02-29");
  });

  it("write a patch and keep the keys outside the spec", () => {
    const spec = { page: intParam(1, { min: 1 }), q: textParam(), status: intListParam() };
    const params = new URLSearchParams("lang=ar&page=3&q=old");
    const next = writeParams(spec, params, { q: "new", status: [2, 1] });
    expect(next.toString()).toBe("lang=ar&page=3&q=new&status=1&status=2");
    expect(parseParams(spec, next)).toEqual({ page: 3, q: "new", status: [1, 2] });
    expect(writeParams(spec, next, { page: 1, q: "" }).toString()).toBe("lang=ar&status=1&status=2");
  });
});

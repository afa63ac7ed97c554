import { describe, expect, it } from "vitest";
import { BROKER_ROW_ASSIGNED } from "#contract/broker.ts";
import { allEndpoints } from "#contract/registry.ts";
import { familyIds, families, successCodeOf } from "#families.ts";
import { buildHeaders } from "#transport/client.ts";

describe("each family's success code and headers agree", () => {
  it.each(familyIds)("%s: the C++-style headers go with success code 1, the JSON style's with 0", (family) => {
    const headers = buildHeaders(family, { getToken: () => "t", getDeviceId: () => "d", getLanguage: () => "en" }, 1);
    const cppHeaders = headers.has("X-App-Id") && headers.has("X-Client-Lang");
    expect(cppHeaders).toBe(families[family].style === "cpp");
    expect(successCodeOf(families[family].style)).toBe(cppHeaders ? 1 : 0);
  });

  it("the broker family answers its rows' success with its own success code (1), as its envelope", () => {
    expect(families.broker.style).toBe("cpp");
    expect(BROKER_ROW_ASSIGNED).toBe(1);
  });

  it("declares auth none only for the calls answered without a session", () => {
    const open = allEndpoints.filter((endpoint) => endpoint.auth === "none").map((endpoint) => `${endpoint.family}:${endpoint.group}:${endpoint.name}`);
    expect(open.sort()).toEqual(
      [
        "main::getVerifyCode",
        "main::login",
        "main::refreshToken",
        "siteBackend::queryCountry",
        "liveData:inner:66965",
        "liveData:inner:68753",
        "liveData:inner:all",
        "liveData:inner:offline",
        "liveData:inner:multiList",
        "liveData:inner/access:canPhpAccess",
        "liveData:new_anchor/inner:index",
        "liveData:new_anchor/inner:list",
        "liveData:new_anchor/inner:batchGetGrades",
        "liveData:new_anchor/inner:batchGetOfflineData",
      ].sort(),
    );
  });
});

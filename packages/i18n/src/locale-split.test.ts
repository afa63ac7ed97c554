import { describe, expect, it } from "vitest";
import { changeLanguage, createI18n, loadAllStrings } from "./create-i18n.ts";
import { REST_POINTER } from "./locale-backend.ts";
import { pseudoLocalizeText } from "./pseudo-locale.ts";
import type { LocaleUrls } from "./locale-backend.ts";

/** Split files as the build writes them (`localePreloadPlugin` with `boot`): a boot part naming its rest beside it. */
const files: Record<string, object> = {
  "http://portal.test/agent/assets/en-boot.json": { [REST_POINTER]: "en-rest.json", login: { title: "Log in" }, errors: { network: "Offline" } },
  "http://portal.test/agent/assets/en-rest.json": { payment: { title: "Payment" }, errors: { api: { "/x": { 1: "Refused" } } } },
  "http://portal.test/agent/assets/de-boot.json": { [REST_POINTER]: "de-rest.json", login: { title: "Anmelden" } },
  "http://portal.test/agent/assets/de-rest.json": { payment: { title: "Zahlung" } },
};
const urls: LocaleUrls = { en: "http://portal.test/agent/assets/en-boot.json", de: "http://portal.test/agent/assets/de-boot.json" };

function splitFetch(failing: Set<string> = new Set()) {
  const requested: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const body = files[url];
    if (failing.has(url) || body === undefined) return Promise.resolve(new Response("", { status: 503 }));
    return Promise.resolve(Response.json(body));
  };
  return { fetchFn, requested };
}

const start = (language: string, fetchFn: typeof fetch) => createI18n({ language, fetch: fetchFn, localeUrls: urls, storage: null, document: null, react: false });

describe("a split locale file", () => {
  it("starts with the boot part alone, without its pointer", async () => {
    const { fetchFn, requested } = splitFetch();
    const i18n = await start("en", fetchFn);
    expect(requested).toEqual([urls.en]);
    expect(i18n.t("login.title")).toBe("Log in");
    expect(i18n.exists(REST_POINTER)).toBe(false);
    expect(i18n.exists("payment.title")).toBe(false);
  });

  it("gets the rest beside the boot part with loadAllStrings, merged level by level, once", async () => {
    const { fetchFn, requested } = splitFetch();
    const i18n = await start("en", fetchFn);
    await Promise.all([loadAllStrings(i18n), loadAllStrings(i18n)]);
    await loadAllStrings(i18n);
    expect(requested).toEqual([urls.en, "http://portal.test/agent/assets/en-rest.json"]);
    expect(i18n.t("payment.title")).toBe("Payment");
    expect(i18n.t("errors.network")).toBe("Offline");
    expect(i18n.t("errors.api./x.1")).toBe("Refused");
  });

  it("loads both parts of a language switched to once all strings were asked for, before the switch", async () => {
    const { fetchFn, requested } = splitFetch();
    const i18n = await start("en", fetchFn);
    await loadAllStrings(i18n);
    await changeLanguage(i18n, "de");
    expect(requested).toContain("http://portal.test/agent/assets/de-rest.json");
    expect(i18n.t("payment.title")).toBe("Zahlung");
    expect(i18n.t("login.title")).toBe("Anmelden");
  });

  it("switches with the boot part alone while nothing asked for all strings", async () => {
    const { fetchFn, requested } = splitFetch();
    const i18n = await start("en", fetchFn);
    await changeLanguage(i18n, "de");
    expect(requested).toEqual([urls.en, urls.de]);
    expect(i18n.t("login.title")).toBe("Anmelden");
  });

  it("rejects when the rest fails to download, and the next call tries again", async () => {
    const failing = new Set(["http://portal.test/agent/assets/en-rest.json"]);
    const { fetchFn, requested } = splitFetch(failing);
    const i18n = await start("en", fetchFn);
    await expect(loadAllStrings(i18n)).rejects.toThrow("HTTP 503");
    failing.clear();
    await loadAllStrings(i18n);
    expect(requested.filter((url) => url.endsWith("en-rest.json"))).toHaveLength(2);
    expect(i18n.t("payment.title")).toBe("Payment");
  });

  it("gives the pseudo-locale English's rest, pseudo-localised", async () => {
    const { fetchFn } = splitFetch();
    const i18n = await start("en-XA", fetchFn);
    await loadAllStrings(i18n);
    expect(i18n.t("payment.title")).toBe(pseudoLocalizeText("Payment"));
  });
});

describe("an unsplit locale file", () => {
  it("needs nothing more: loadAllStrings resolves without another request", async () => {
    const requested: string[] = [];
    const fetchFn: typeof fetch = (input) => {
      requested.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
      return Promise.resolve(Response.json({ login: { title: "Log in" } }));
    };
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: { en: "http://portal.test/en.json" }, storage: null, document: null, react: false });
    await loadAllStrings(i18n);
    expect(requested).toEqual(["http://portal.test/en.json"]);
  });
});

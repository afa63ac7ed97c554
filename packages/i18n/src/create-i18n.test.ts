import { getI18n } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import enLocale from "#locales/en.json";
import type { LanguageStorage } from "./detect-language.ts";
import { changeLanguage, createI18n } from "./create-i18n.ts";
import type { LanguageCode } from "./languages.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import type { LocaleUrls } from "./locale-backend.ts";
import { bundledLocaleUrls } from "./locale-backend.ts";

/** A URL per supported language, as a production build would have after the i18n issue. */
const allUrls: LocaleUrls = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `/agent/assets/${code}-hash.json`]));

/** Small locales: each translates the login title only, so every other key must fall back to en. */
function partialLocale(code: LanguageCode): object {
  return { login: { title: `title:${code}` } };
}

function fakeFetch(overrides: Record<string, { status: number; body: unknown }> = {}) {
  const requested: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const override = overrides[url];
    if (override) return Promise.resolve(Response.json(override.body, { status: override.status }));
    const code = /\/([^/]+?)(?:-hash)?\.json/.exec(url)?.[1] ?? "";
    const body = code === "en" ? enLocale : partialLocale(code as LanguageCode);
    return Promise.resolve(Response.json(body));
  };
  return { fetchFn, requested };
}

function memoryStorage(): LanguageStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

afterEach(() => {
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

describe("createI18n", () => {
  it("downloads only en when the language is en", async () => {
    const { fetchFn, requested } = fakeFetch();
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(requested).toEqual(["/agent/assets/en-hash.json"]);
    expect(i18n.t("route.Login")).toBe("Log in");
  });

  it("downloads only the active language while its keys are all there (issue 26 item 5)", async () => {
    const { fetchFn, requested } = fakeFetch();
    const i18n = await createI18n({ language: "de", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(requested).toEqual(["/agent/assets/de-hash.json"]);
    expect(i18n.language).toBe("de");
    expect(i18n.t("login.title")).toBe("title:de");
    // A missing key whose caller brings its own text (a server message) needs no English either.
    expect(i18n.t("errors.api./nowhere.1", { defaultValue: "server text" })).toBe("server text");
    await Promise.resolve();
    expect(requested).toEqual(["/agent/assets/de-hash.json"]);
  });

  it("downloads English once a key is missing in the active language, then shows that key in English", async () => {
    const { fetchFn, requested } = fakeFetch();
    const i18n = await createI18n({ language: "th", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(requested).toEqual(["/agent/assets/th-hash.json"]);
    const added = new Promise<void>((resolve) => {
      i18n.store.on("added", (language: string) => {
        if (language === "en") resolve();
      });
    });
    i18n.t("login.submit");
    i18n.t("lang328");
    await added;
    expect(requested).toEqual(["/agent/assets/th-hash.json", "/agent/assets/en-hash.json"]);
    expect(i18n.t("login.submit")).toBe("Log in");
    expect(i18n.t("lang328")).toBe("Something went wrong. Please try again.");
    expect(i18n.t("login.title")).toBe("title:th");
  });

  it("shows English when the active language's file fails to load", async () => {
    const { fetchFn } = fakeFetch({ "/agent/assets/vi-hash.json": { status: 500, body: {} } });
    const i18n = await createI18n({ language: "vi", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(i18n.t("login.title")).toBe(enLocale.login.title);
  });

  it("sets <html lang> and dir, and stores the choice under lang, in storage and in the cookie the server reads", async () => {
    const { fetchFn } = fakeFetch();
    const storage = memoryStorage();
    const i18n = await createI18n({ language: "ar", fetch: fetchFn, localeUrls: allUrls, storage, react: false });
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(storage.data.get("lang")).toBe("ar");
    expect(document.cookie).toContain("lang=ar");
    await changeLanguage(i18n, "de");
    expect(document.cookie).toContain("lang=de");
    await changeLanguage(i18n, "en-XA");
    expect(document.cookie).toContain("lang=de");
  });

  it("sets <html dir> before the locale file arrives", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowFetch: typeof fetch = async () => {
      await gate;
      return Response.json({});
    };
    const pending = createI18n({ language: "ur", fetch: slowFetch, localeUrls: allUrls, storage: null, react: false });
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ur");
    release();
    await pending;
  });

  it("normalises the start language: in becomes id, unknown becomes en", async () => {
    const { fetchFn } = fakeFetch();
    const indonesian = await createI18n({ language: "in", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(indonesian.language).toBe("id");
    expect(document.documentElement.lang).toBe("id");
    const unknown = await createI18n({ language: "xx", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(unknown.language).toBe("en");
  });

  it("detects the start language from the stored lang when none is given", async () => {
    const { fetchFn } = fakeFetch();
    const storage = memoryStorage();
    storage.setItem("lang", "ko");
    const i18n = await createI18n({ fetch: fetchFn, localeUrls: allUrls, storage, react: false });
    expect(i18n.language).toBe("ko");
  });

  it("reads the nested per-URL error keys of the api-client", async () => {
    const { fetchFn } = fakeFetch();
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(i18n.t("errors.api./agent/user/login.10003")).toBe(enLocale.errors.api["/agent/user/login"]["10003"]);
    expect(i18n.exists("errors.api./agent/user/getVerifyCode.10005")).toBe(true);
  });

  it("interpolates without HTML escaping (React escapes)", async () => {
    const { fetchFn } = fakeFetch();
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(i18n.t("login.resendIn", { seconds: 42 })).toBe("Resend in 42 s");
    expect(i18n.t("placeholder.notBuiltNamed", { name: "A&B" })).toBe("A&B: this screen is not built yet.");
  });
});

describe("react-i18next", () => {
  it("registers the instance for useTranslation by default", async () => {
    const { fetchFn } = fakeFetch();
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: allUrls, storage: null });
    expect(getI18n()).toBe(i18n);
  });
});

describe("changeLanguage", () => {
  it("loads the new language before switching and downloads nothing else", async () => {
    const { fetchFn, requested } = fakeFetch();
    const storage = memoryStorage();
    const i18n = await createI18n({ language: "en", fetch: fetchFn, localeUrls: allUrls, storage, react: false });
    const active = await changeLanguage(i18n, "fa-IR");
    expect(active).toBe("fa");
    expect(requested).toEqual(["/agent/assets/en-hash.json", "/agent/assets/fa-hash.json"]);
    expect(i18n.t("login.title")).toBe("title:fa");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("fa");
    expect(storage.data.get("lang")).toBe("fa");
  });

  it("maps region codes and switches back to left to right", async () => {
    const { fetchFn } = fakeFetch();
    const i18n = await createI18n({ language: "ur", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await changeLanguage(i18n, "zh-TW")).toBe("zh-Hant");
    expect(i18n.language).toBe("zh-Hant");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("re-uses an already loaded language without fetching again", async () => {
    const { fetchFn, requested } = fakeFetch();
    const i18n = await createI18n({ language: "de", fetch: fetchFn, localeUrls: allUrls, storage: null, react: false });
    await changeLanguage(i18n, "en");
    await changeLanguage(i18n, "de");
    expect(requested).toHaveLength(2);
  });
});

describe("pseudo-locale en-XA", () => {
  it("is built from the en file alone, fetched once, and never stored", async () => {
    const { fetchFn, requested } = fakeFetch();
    const storage = memoryStorage();
    storage.setItem("lang", "th");
    const i18n = await createI18n({ language: "en-XA", fetch: fetchFn, localeUrls: allUrls, storage, react: false });
    expect(requested).toEqual(["/agent/assets/en-hash.json"]);
    expect(i18n.language).toBe("en-XA");
    expect(i18n.t("route.Login")).toBe("[Ļöĝ íñ ~~~]");
    expect(i18n.t("login.resendIn", { seconds: 9 })).toMatch(/^\[Ŕéšéñð íñ 9 š ~+\]$/);
    expect(document.documentElement.lang).toBe("en-XA");
    expect(document.documentElement.dir).toBe("ltr");
    expect(storage.data.get("lang")).toBe("th");
  });

  it("is chosen by ?lang=en-XA, and leaving it stores the real language again", async () => {
    const { fetchFn } = fakeFetch();
    const storage = memoryStorage();
    vi.stubGlobal("location", { search: "?lang=en-xa" });
    const i18n = await createI18n({ fetch: fetchFn, localeUrls: allUrls, storage, react: false });
    expect(i18n.language).toBe("en-XA");
    expect(storage.data.has("lang")).toBe(false);
    expect(await changeLanguage(i18n, "id")).toBe("id");
    expect(storage.data.get("lang")).toBe("id");
  });
});

describe("bundled locale files", () => {
  it("are emitted as separate URLs, not inlined into the bundle", () => {
    expect(bundledLocaleUrls.en).toMatch(/en\.json/);
    expect(bundledLocaleUrls.en).not.toMatch(/^data:/);
  });

  it("work end to end with the real en file", async () => {
    const realFetch: typeof fetch = () => Promise.resolve(Response.json(enLocale));
    const i18n = await createI18n({ language: "en", fetch: realFetch, storage: null, react: false });
    expect(i18n.t("route.NotFound")).toBe("Page not found");
  });
});

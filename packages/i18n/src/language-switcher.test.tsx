import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import arLocale from "#locales/ar.json";
import enLocale from "#locales/en.json";
import idLocale from "#locales/id.json";
import { createI18n } from "./create-i18n.ts";
import type { LanguageStorage } from "./detect-language.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LANGUAGE_NAMES } from "./language-names.ts";
import { LANGUAGES } from "./languages.ts";
import type { LocaleUrls } from "./locale-backend.ts";

const files: Record<string, object> = { "/en.json": enLocale, "/ar.json": arLocale, "/id.json": idLocale };
const urls: LocaleUrls = { en: "/en.json", ar: "/ar.json", id: "/id.json" };

function setup(language: string) {
  const requested: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    return Promise.resolve(Response.json(files[url] ?? {}));
  };
  const stored = new Map<string, string>();
  const storage: LanguageStorage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) };
  return { requested, stored, ready: createI18n({ language, fetch: fetchFn, localeUrls: urls, storage, react: false }) };
}

afterEach(() => {
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

describe("LanguageSwitcher", () => {
  it("is a select labelled Language with every language in its own name and lang, the active one selected", async () => {
    const { ready } = setup("id");
    const i18n = await ready;
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Bahasa" });
    // Until reached, the active language alone (no layout of 26 scripts on every page).
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["id"]);
    await userEvent.click(select);
    const options = within(select).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("lang"))).toEqual(LANGUAGES.map((language) => language.code));
    expect(options.map((option) => option.textContent)).toEqual(LANGUAGES.map((language) => LANGUAGE_NAMES[language.code].nativeName));
    expect(within(select).getByRole("option", { name: "العربية" })).toHaveAttribute("dir", "rtl");
    expect(select).toHaveValue("id");
    expect(screen.getByText("Bahasa")).toHaveClass("sr-only");
  });

  it("switches the language without reloading: strings re-render, <html lang dir> and the stored lang follow, one file is fetched", async () => {
    const { ready, requested, stored } = setup("en");
    const i18n = await ready;
    const onLanguageChanged = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher showLabel onLanguageChanged={onLanguageChanged} />
      </I18nextProvider>,
    );
    const before = requested.length;
    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ar");
    const select = await screen.findByRole("combobox", { name: "اللغة" });
    expect(select).toHaveValue("ar");
    expect(select).toHaveAttribute("aria-busy", "false");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(stored.get("lang")).toBe("ar");
    expect(requested.slice(before)).toEqual(["/ar.json"]);
    expect(onLanguageChanged).toHaveBeenCalledWith("ar");
  });

  // Arrow keys and type-ahead are the native <select>'s own (checked in the portal's e2e); here: it is in the tab order.
  it("is reached with the keyboard", async () => {
    const { ready } = setup("en");
    const i18n = await ready;
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    await user.tab();
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select).toHaveFocus();
    expect(select.tagName).toBe("SELECT");
    // Focus lists every language before a key can move the choice.
    expect(within(select).getAllByRole("option")).toHaveLength(LANGUAGES.length);
  });

  it("lists the pseudo-locale only while it is active", async () => {
    const { ready } = setup("en-XA");
    const i18n = await ready;
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    const select = screen.getByRole("combobox");
    expect(select).toHaveValue("en-XA");
    expect(within(select).getAllByRole("option")).toHaveLength(1);
    await userEvent.click(select);
    expect(within(select).getAllByRole("option")).toHaveLength(LANGUAGES.length + 1);
  });
});

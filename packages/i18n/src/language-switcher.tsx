/**
 * The language switcher of both apps (issue 4): a labelled native `<select>`, so it is keyboard
 * operable (arrows, type-ahead, Enter/Space), announced by screen readers and laid out by the
 * browser in either writing direction, at no JavaScript cost beyond this file. No `ui-kit`
 * component: the kit depends on this package, not the other way round.
 */
import { useId, useState } from "react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "./create-i18n.ts";
import type { ActiveLanguage } from "./languages.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import { LANGUAGES, PSEUDO_LANGUAGE } from "./languages.ts";

/** Props of {@link LanguageSwitcher}; all optional. */
export interface LanguageSwitcherProps {
  /** Show the "Language" label (`layout.language`) before the select. Default `false`: it stays for screen readers only. */
  readonly showLabel?: boolean;
  /** Extra classes for the wrapper (spacing, alignment in a header). */
  readonly className?: string;
  /** Extra classes for the `<select>`. */
  readonly selectClassName?: string;
  /** Called with the code once the new language is loaded and active. */
  readonly onLanguageChanged?: (code: ActiveLanguage) => void;
}

/**
 * A `<select>` of the 26 languages, each option in its own name with its `lang` (and `dir`), the
 * active one selected. Until the user reaches it (focus, or a mouse, pen or touch pointer going
 * down on it), it holds the active language's option alone: laying out a native select measures
 * every option, and 26 names in their own scripts cost the browser a font search per script on
 * every page's first layout (docs/performance.md). The full list is there before the select can
 * open or take a key. Choosing one calls
 * `changeLanguage`: the locale file is fetched if needed,
 * then only the strings re-render; `<html lang dir>` and the stored `lang` follow. While the file
 * downloads the select is `aria-busy`. The pseudo-locale shows as an extra option only while active.
 *
 * Reads the i18next instance of the nearest `I18nextProvider` (or the one `createI18n` registered).
 */
export function LanguageSwitcher({ showLabel = false, className, selectClassName, onLanguageChanged }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [listed, setListed] = useState(false);
  const active = i18n.language;
  const list = () => {
    setListed(true);
  };
  const current = LANGUAGES.filter((language) => language.code === active);
  const shown = listed || (current.length === 0 && active !== PSEUDO_LANGUAGE) ? LANGUAGES : current;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    void changeLanguage(i18n, event.target.value)
      .then((code) => onLanguageChanged?.(code))
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <div data-slot="language-switcher" className={["inline-flex items-center gap-2", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={showLabel ? "text-sm text-fg-muted" : "sr-only"}>
        {t("layout.language")}
      </label>
      <select
        id={id}
        value={active}
        onChange={onChange}
        onFocus={list}
        onPointerDown={list}
        aria-busy={busy}
        className={["h-9 rounded-md border border-border bg-surface ps-2 pe-8 text-sm text-fg", selectClassName].filter(Boolean).join(" ")}
      >
        {shown.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {LANGUAGE_NAMES[language.code].nativeName}
          </option>
        ))}
        {active === PSEUDO_LANGUAGE && (
          <option value={PSEUDO_LANGUAGE} lang={PSEUDO_LANGUAGE}>
            Pseudo ({PSEUDO_LANGUAGE})
          </option>
        )}
      </select>
    </div>
  );
}

import { Combobox } from "@agent-portal/ui-kit/components/combobox";
import type { ComboboxOption } from "@agent-portal/ui-kit/components/combobox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DIAL_PREFIX_MAX_LENGTH, OTHER_COUNTRY_CODE, countryByCode } from "#countries.ts";
import { namedCountries } from "#country-names.ts";
import { sanitizeDialInput } from "#phone-number.ts";

/** Props of {@link CountryField}. */
export interface CountryFieldProps {
  /** The chosen ISO code, `OTHER`, or null. */
  country: string | null;
  onCountryChange: (code: string | null) => void;
  /** The dial prefix typed for "Other" (digits). */
  otherDial: string;
  onOtherDialChange: (dial: string) => void;
  disabled?: boolean;
  /** Only these ISO codes, without "Other" (e.g. the regions open to applications). Default: all 250 and "Other". */
  countries?: readonly string[];
  /** The picker's label. Default: "Country or region" (`phoneAuth.country`). */
  label?: string;
  /** The translated error under the picker, if any. */
  error?: string;
  /** The controls' size: `lg` is the webview's 44 px. Default `md`. */
  size?: "md" | "lg";
}

/**
 * The country picker of the phone fields (SPEC section 2): the bind dialog's, and the contact
 * phone's of the webview's applications. The ui-kit Combobox over the 250 countries named in the
 * active language (`Intl.DisplayNames`), each with its dial prefix, plus "Other", which shows a
 * field for the prefix; or over the `countries` given, without "Other". Searchable by name (any
 * language's accents ignored), ISO code or prefix; keyboard operable (arrows, Enter, Escape).
 */
function CountryField({ country, onCountryChange, otherDial, onOtherDialChange, disabled = false, countries, label, error, size = "md" }: CountryFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo((): ComboboxOption[] => {
    const english = language === "en" ? null : new Map(namedCountries("en").map((entry) => [entry.code, entry.name]));
    const allowed = countries === undefined ? null : new Set(countries);
    const named = namedCountries(language)
      .filter((entry) => allowed === null || allowed.has(entry.code))
      .map((entry) => ({
        value: entry.code,
        label: `${entry.name} (+${entry.dial})`,
        keywords: [entry.code, `+${entry.dial}`, english?.get(entry.code) ?? ""],
      }));
    return allowed === null ? [...named, { value: OTHER_COUNTRY_CODE, label: t("phoneAuth.otherCountry"), keywords: ["other"] }] : named;
  }, [language, t, countries]);
  const value = countryByCode(country)?.code ?? null;

  return (
    <div className="flex flex-col gap-4">
      <FormField label={label ?? t("phoneAuth.country")} error={error} required>
        {(control) => (
          <Combobox
            {...control}
            options={options}
            value={options.some((option) => option.value === value) ? value : null}
            onValueChange={onCountryChange}
            placeholder={t("phoneAuth.countryPlaceholder")}
            disabled={disabled}
            size={size}
            labels={{ search: t("phoneAuth.countrySearch"), noResults: t("phoneAuth.noCountry"), loading: t("phoneAuth.loading"), clear: t("phoneAuth.clear") }}
          />
        )}
      </FormField>
      {country === OTHER_COUNTRY_CODE && (
        <FormField label={t("phoneAuth.dialCode")} required>
          {(control) => (
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="text-sm text-fg-muted">
                +
              </span>
              <Input
                {...control}
                inputMode="numeric"
                inputSize={size}
                autoComplete="tel-country-code"
                maxLength={DIAL_PREFIX_MAX_LENGTH}
                value={otherDial}
                disabled={disabled}
                onChange={(event) => onOtherDialChange(sanitizeDialInput(event.target.value))}
                className="w-24"
              />
            </div>
          )}
        </FormField>
      )}
    </div>
  );
}

export { CountryField };

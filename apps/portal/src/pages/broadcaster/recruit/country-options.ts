import { COUNTRIES, OTHER_COUNTRY_CODE } from "@agent-portal/phone-auth/countries";
import type { ComboboxOption } from "@agent-portal/ui-kit/components/combobox";

/**
 * The country choices of the broadcaster info form: the 250 regions of the phone data (SPEC
 * section 3, "about 250 country codes (including Other)") named in the active language
 * (`regionName`, e.g. `useFormatters().region`), sorted by name, then "Other". The ISO code is a
 * search keyword.
 */
export function countryOptions(regionName: (code: string) => string, language: string): ComboboxOption[] {
  const collator = new Intl.Collator(language);
  const named = COUNTRIES.map((country) => ({ value: country.code, label: regionName(country.code), keywords: [country.code] })).sort((a, b) => collator.compare(a.label, b.label));
  return [...named, { value: OTHER_COUNTRY_CODE, label: regionName(OTHER_COUNTRY_CODE) }];
}

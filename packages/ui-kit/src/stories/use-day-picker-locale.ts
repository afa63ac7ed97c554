import { ar, bn, de, enUS, es, faIR, fr, hi, id, it, ja, kk, ko, ms, pl, pt, ru, th, tr, uz, vi, zhCN, zhTW } from "react-day-picker/locale";
import type { DayPickerLocale } from "react-day-picker";
import { useStoryLocale } from "./story-text.tsx";

/**
 * date-fns locales of the supported languages, for stories. date-fns has none for Urdu, Filipino
 * and Burmese: those fall back to English month names (the kit's labels are still translated).
 */
const locales: Readonly<Record<string, DayPickerLocale>> = {
  en: enUS,
  ar,
  id,
  th,
  vi,
  hi,
  bn,
  ru,
  tr,
  es,
  pt,
  fr,
  de,
  it,
  pl,
  ja,
  ko,
  "zh-Hans": zhCN,
  "zh-Hant": zhTW,
  ms,
  fa: faIR,
  uz,
  kk,
};

/** The date-fns locale of the language chosen in the Storybook toolbar. */
function useDayPickerLocale(): DayPickerLocale {
  return locales[useStoryLocale()] ?? enUS;
}

export { useDayPickerLocale };

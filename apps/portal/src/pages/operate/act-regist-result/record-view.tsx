import { useTranslation } from "react-i18next";
import { recordRange } from "./result-params.ts";
import type { RecordValues } from "./result-params.ts";

/** The registration range a result tab shows, named with its zone ("Registered 2026-08-29 – 2026-11-26 (UTC days)"). */
export function RangeSummary({ values }: { readonly values: RecordValues }) {
  const { t } = useTranslation();
  const range = recordRange(values);
  return <span>{t("operate.results.rangeUtc", { from: range.from, to: range.to })}</span>;
}

import type { PaymentAgencyBlacklistAdd } from "@agent-portal/api-client/contract/live-agent-service-blacklist";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useTranslation } from "react-i18next";

type AddResult = ResponseOf<typeof PaymentAgencyBlacklistAdd>["results"][number];

/** Props of {@link AddResults}. */
export interface AddResultsProps {
  readonly results: readonly AddResult[];
  /** The translated result of one line. */
  readonly describe: (result: AddResult) => string;
}

/** The per-line results of a blacklist add: counts of added and not added, then each Bigo ID with its result. */
export function AddResults({ results, describe }: AddResultsProps) {
  const { t } = useTranslation();
  const added = results.filter((r) => r.code === 0).length;
  return (
    <section aria-label={t("payment.blacklist.add.results")} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
      <p role="status" className="font-medium">
        {t("payment.blacklist.add.summary", { added, failed: results.length - added })}
      </p>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
        {results.map((r) => (
          <li key={r.bigo_id} className="flex justify-between gap-4">
            <bdi className="truncate">{r.bigo_id}</bdi>
            <span className={r.code === 0 ? "text-success-700" : "text-danger-700"}>{describe(r)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

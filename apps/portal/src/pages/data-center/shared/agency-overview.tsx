import { useAgentOssOverviewQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import { LIVE_SORTABLE, LIVE_SPEC } from "#shared/live-data/live-params.ts";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";

/**
 * The agency's figures for the live-data range in the URL (the core tab, detail/{type}): the URL
 * state (`LIVE_SPEC`: `from`, `to`, `metric`), the live-data config, the range (UTC days; the last
 * 30 complete days by default, at most the config's last day) and agentOss overview of it
 * (`current`, and `previous`: the range of the same length before it).
 */
export function useAgencyOverview() {
  const list = useListState(LIVE_SPEC, LIVE_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const overview = useAgentOssOverviewQuery(rangeSeconds(range));
  return { list, config, range, overview };
}

/** Props of {@link FailedLoad}. */
export interface FailedLoadProps {
  /** The failed call's error (its translated message is shown). */
  readonly error: unknown;
  /** Asks again. */
  readonly retry: () => void;
  /** What failed to load, put before the message (e.g. a figure's name). */
  readonly what?: string;
}

/** A data screen's failed load in place of its figures: the call's translated message and Try again. */
export function FailedLoad({ error, retry, what }: FailedLoadProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const message = errorMessage(error);
  return (
    <Alert tone="error" className="flex h-full flex-wrap items-center justify-between gap-3">
      <span>{what === undefined ? message : `${what}: ${message ?? ""}`}</span>
      <Button size="sm" variant="secondary" onClick={retry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}

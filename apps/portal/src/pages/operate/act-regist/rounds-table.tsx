import type { act75352SignActFormInfo } from "@agent-portal/api-client/contract/act75352";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import { ZonedTime } from "./activity-times.tsx";

/** A round of an activity (sign_act_form_info). */
export type Round = ResponseOf<typeof act75352SignActFormInfo>["rounds"][number];

/** Props of {@link RoundsTable}. */
export interface RoundsTableProps {
  readonly rounds: readonly Round[];
  readonly timeZone: string;
  /** When given, each round has a "Changes" button that calls it with the round (issue 24 item 4). */
  readonly onManage?: (roundId: number) => void;
}

/**
 * An activity's rounds: name, start and end in the report zone, places taken of the capacity;
 * "no rounds" when it has none. With `onManage`, a button per round opens its registration changes.
 */
export function RoundsTable({ rounds, timeZone, onManage }: RoundsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (rounds.length === 0) return <p className="text-sm text-fg-muted">{t("operate.actRegist.noRounds")}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="py-2 text-start font-semibold">{t("operate.actRegist.rounds")}</caption>
      <thead>
        <tr className="border-b border-border text-start">
          <th className="py-2 text-start">{t("operate.actRegist.round")}</th>
          <th className="py-2 text-start">{t("operate.actRegist.start")}</th>
          <th className="py-2 text-start">{t("operate.actRegist.end")}</th>
          <th className="py-2 text-end">{t("operate.actRegist.places")}</th>
          {onManage === undefined ? null : <th className="py-2 text-end">{t("operate.actChange.column")}</th>}
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.roundId} className="border-b border-border">
            <td className="py-2">{round.roundName}</td>
            <td className="py-2">
              <ZonedTime seconds={round.startTime} timeZone={timeZone} />
            </td>
            <td className="py-2">
              <ZonedTime seconds={round.endTime} timeZone={timeZone} />
            </td>
            <td className="py-2 text-end">{t("operate.actRegist.quotaValue", { signed: format.number(round.signedCount), quota: format.number(round.capacity) })}</td>
            {onManage === undefined ? null : (
              <td className="py-2 text-end">
                <Button size="sm" variant="secondary" aria-label={t("operate.actChange.manage", { round: round.roundName })} onClick={() => onManage(round.roundId)}>
                  {t("operate.actChange.column")}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { BatchAccount } from "@agent-portal/api-client/contract/admin-permissions";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import { permissionLabel } from "#pages/admin/shared/permission-name.tsx";
import { permissionDeltas } from "./batch-state.ts";

/** Props of {@link BatchLines}. */
export interface BatchLinesProps {
  /** Accessible name of the table. */
  readonly caption: string;
  readonly lines: readonly BatchAccount[];
  /** A preview ("Will change") or a result ("Changed"). */
  readonly applied: boolean;
}

const REASONS = new Set([47002, 47003, 47004, 47005, 47006]);

/**
 * A batch's preview or result: the difference in words ("Accounts gaining Payment blacklist: 12;
 * Accounts losing Action log: 3; Unchanged: 2"), then one line per account with its outcome,
 * the permissions it gains (+) and loses (−), and for a refused account the rule that stopped it.
 */
export function BatchLines({ caption, lines, applied }: BatchLinesProps) {
  const { t } = useTranslation();
  const deltas = permissionDeltas(lines);
  const count = (outcome: BatchAccount["outcome"]) => lines.filter((line) => line.outcome === outcome).length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1 text-sm">
        {deltas.flatMap((delta) => [
          ...(delta.gained > 0 ? [<li key={`${String(delta.id)}+`}>{t("admin.batch.gain", { name: permissionLabel(t, delta.id), count: delta.gained })}</li>] : []),
          ...(delta.lost > 0 ? [<li key={`${String(delta.id)}-`}>{t("admin.batch.lose", { name: permissionLabel(t, delta.id), count: delta.lost })}</li>] : []),
        ])}
        <li>{t("admin.batch.unchanged", { count: count("unchanged") })}</li>
        {count("refused") > 0 && <li>{t("admin.batch.refused", { count: count("refused") })}</li>}
      </ul>
      <table className="w-full text-sm" aria-label={caption}>
        <thead>
          <tr className="text-xs text-fg-muted">
            <th className="py-1 text-start font-medium">{t("admin.batch.column.account")}</th>
            <th className="py-1 text-start font-medium">{t("admin.batch.column.outcome")}</th>
            <th className="py-1 text-start font-medium">{t("admin.batch.column.change")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const gained = line.after.filter((id) => !line.before.includes(id));
            const lost = line.before.filter((id) => !line.after.includes(id));
            return (
              <tr key={line.id} className="border-t border-border">
                <td className="py-1.5 pe-3 font-medium">{line.username}</td>
                <td className="py-1.5 pe-3">
                  <Badge tone={line.outcome === "refused" ? "danger" : line.outcome === "changed" ? "success" : "neutral"}>
                    {t(line.outcome === "changed" && !applied ? "admin.batch.outcome.willChange" : `admin.batch.outcome.${line.outcome}`)}
                  </Badge>
                </td>
                <td className="py-1.5 text-xs">
                  {line.outcome === "refused" ? (
                    REASONS.has(line.code) ? (
                      t(`admin.batch.reason.${String(line.code)}`)
                    ) : (
                      String(line.code)
                    )
                  ) : (
                    <span className="flex flex-col">
                      {gained.map((id) => (
                        <span key={`+${String(id)}`}>+ {permissionLabel(t, id)}</span>
                      ))}
                      {lost.map((id) => (
                        <span key={`-${String(id)}`}>− {permissionLabel(t, id)}</span>
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

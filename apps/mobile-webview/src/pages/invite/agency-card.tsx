import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What an agency card shows (live_agent_front `agentCardSchema`). */
export interface AgencyCardData {
  readonly agent_uid: string;
  readonly bigo_id: string;
  readonly name: string;
  readonly country: string;
  readonly anchor_count: number;
  readonly recruiting: 0 | 1;
  readonly intro: string;
}

/** An agency as a broadcaster sees it: name, owner's Bigo ID, country, size, introduction, and an action. */
export function AgencyCard({ agency, action }: { agency: AgencyCardData; action?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-col">
        <h3 className="text-base font-semibold text-fg">{agency.name}</h3>
        <p className="text-sm text-fg-muted">
          <bdi>{agency.bigo_id}</bdi> · {format.region(agency.country)} · {t("webview.invite.broadcasterCount", { total: format.number(agency.anchor_count) })}
        </p>
      </div>
      {agency.intro !== "" && <p className="text-sm text-fg">{agency.intro}</p>}
      {agency.recruiting === 0 && <p className="text-sm text-warning-700">{t("webview.invite.notRecruiting")}</p>}
      {action}
    </article>
  );
}

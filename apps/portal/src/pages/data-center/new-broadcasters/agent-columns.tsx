import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { dayOfSeconds } from "#shared/dates/day-range.ts";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import { missingList } from "#pages/data-center/broadcaster-stats/tier-text.ts";
import type { Milestone } from "./milestones.ts";
import { dayNumber, missingOf, nextMilestone } from "./milestones.ts";
import type { NewAnchorRow } from "./params.ts";

/** What the agent table's columns need besides the row. */
export interface AgentColumnsContext {
  /** The last complete day (day N is counted up to it), YYYY-MM-DD. */
  readonly lastDay: string;
  readonly milestones: readonly Milestone[];
  /** The query string of this view, for the detail page's way back. */
  readonly back: string;
}

/**
 * A row's next milestone in words: "Day 14: needs 3 hr live and 2 days valid", "Day 14: all met";
 * after the last milestone, whether the new-broadcaster target is met (`qualified`).
 */
export function milestoneText(row: NewAnchorRow, context: Pick<AgentColumnsContext, "lastDay" | "milestones">, t: TFunction, format: Formatters): string {
  const next = nextMilestone(context.milestones, dayNumber(row.joinTime, context.lastDay));
  if (next === null) return t(row.qualified === 1 ? "dataCenter.newAnchors.targetMet" : "dataCenter.newAnchors.targetMissed");
  const list = missingList(missingOf(next, row), t, format);
  const day = format.number(next.day);
  return list === null ? t("dataCenter.newAnchors.milestoneMet", { day }) : t("dataCenter.newAnchors.milestoneNeeds", { day, list });
}

/** A grade as a badge: the grade's letter, or "Not graded" before grading. */
export function GradeBadge({ grade, t }: { readonly grade: string; readonly t: TFunction }) {
  return grade === "" ? <span className="text-fg-muted">{t("dataCenter.newAnchors.notGraded")}</span> : <Badge tone="brand">{grade}</Badge>;
}

/**
 * The agent table's columns: the broadcaster (linking to anchor-detail), when they joined and their
 * day since joining, their live time, valid days and beans since joining, their next milestone and
 * their grade. The server orders the rows (newest joiners first).
 */
export function agentColumns(t: TFunction, format: Formatters, context: AgentColumnsContext): DataTableColumn<NewAnchorRow>[] {
  return [
    {
      id: "anchor",
      header: t("dataCenter.live.broadcaster"),
      hideable: false,
      width: 200,
      accessor: (row) => `${row.nickName} (${row.bigoId})`,
      cell: (row) => (
        <Link
          to={`${pathOf("NewBroadcasterDataAnchorDetail")}?${new URLSearchParams({ uid: row.uid, back: context.back }).toString()}`}
          className="flex min-w-0 flex-col text-brand-700 hover:underline"
        >
          <span className="truncate">{row.nickName}</span>
          <bdi className="text-xs text-fg-muted">{row.bigoId}</bdi>
        </Link>
      ),
    },
    {
      id: "joinTime",
      header: t("dataCenter.newAnchors.joined"),
      width: 120,
      priority: 2,
      accessor: (row) => format.date(`${dayOfSeconds(row.joinTime)}T00:00:00Z`, { timeZone: "UTC" }),
    },
    { id: "dayN", header: t("dataCenter.newAnchors.dayN"), width: 80, priority: 1, align: "end", accessor: (row) => format.number(dayNumber(row.joinTime, context.lastDay)) },
    {
      id: "liveDuration",
      header: t("broadcaster.liveMetric.duration.name"),
      width: 120,
      priority: 3,
      align: "end",
      accessor: (row) => formatMetric("duration", row.liveDuration, format),
    },
    { id: "validLiveDays", header: t("broadcaster.liveMetric.valid-days.name"), width: 100, priority: 4, align: "end", accessor: (row) => format.number(row.validLiveDays) },
    { id: "beans", header: t("broadcaster.liveMetric.beans.name"), width: 120, priority: 5, align: "end", accessor: (row) => formatMetric("beans", row.beans, format) },
    { id: "milestone", header: t("dataCenter.newAnchors.nextMilestone"), width: 260, priority: 6, accessor: (row) => milestoneText(row, context, t, format) },
    { id: "grade", header: t("dataCenter.newAnchors.grade"), width: 100, priority: 7, accessor: (row) => row.grade, cell: (row) => <GradeBadge grade={row.grade} t={t} /> },
  ];
}

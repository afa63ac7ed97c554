import type { liveAnchorSchema } from "@agent-portal/api-client/contract/live-data-report";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { output } from "zod/v4/core";
import { NO_CONTRACT } from "@agent-portal/api-client/enums";
import { contractTone } from "#pages/broadcaster/list/row-actions.ts";

/** The broadcaster a live data page is about (live data reportDay `anchor`). */
export type LiveAnchor = output<typeof liveAnchorSchema>;

/** The first letter of each of the first two words of a name, for an avatar without a picture. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

/** Props of {@link BroadcasterHeader}. */
export interface BroadcasterHeaderProps {
  /** The broadcaster; `undefined` while loading, `null` when the report could not say. */
  readonly anchor: LiveAnchor | null | undefined;
  /** What the heading says when the broadcaster is unknown (the route's title). */
  readonly fallbackTitle: string;
  /** The page's controls, at the header's end (the range). */
  readonly children?: ReactNode;
}

/**
 * The header of one broadcaster's live data (issue 26): avatar, name as the page's heading, Bigo
 * ID, agency, broker and contract state; the page's controls at its end.
 */
export function BroadcasterHeader({ anchor, fallbackTitle, children }: BroadcasterHeaderProps) {
  const { t } = useTranslation();
  const loading = anchor === undefined;
  const name = anchor ? anchor.nickName || anchor.bigoId : fallbackTitle;
  return (
    <header className="flex flex-wrap items-end gap-4 rounded-lg border border-border bg-surface p-4" aria-busy={loading || undefined}>
      {anchor?.avatarUrl ? (
        <img src={anchor.avatarUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700">
          {anchor ? initialsOf(name) : ""}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="truncate text-xl font-semibold text-fg sm:text-2xl">{loading ? <Skeleton className="h-7 w-48" /> : name}</h1>
        {anchor && (
          <DescriptionList
            columns={3}
            className="gap-y-2 lg:grid-cols-4"
            items={[
              { key: "bigoId", term: t("broadcaster.list.column.bigoId"), description: <bdi>{anchor.bigoId}</bdi> },
              { key: "agency", term: t("broadcaster.live.agency"), description: anchor.agencyName || t("broadcaster.live.noAgency") },
              { key: "broker", term: t("broadcaster.list.column.broker"), description: anchor.brokerName || t("broadcaster.list.noBroker") },
              {
                key: "contract",
                term: t("broadcaster.list.column.contract"),
                description:
                  anchor.contractStatus === NO_CONTRACT ? (
                    t("broadcaster.live.noContract")
                  ) : (
                    <Badge tone={contractTone(anchor.contractStatus)}>{t(`broadcaster.contractStatus.${String(anchor.contractStatus)}`)}</Badge>
                  ),
              },
            ]}
          />
        )}
      </div>
      {children}
    </header>
  );
}

import type { multiRoomSessionSchema } from "@agent-portal/api-client/contract/live-data-shared";
import { MultiRoomRole } from "@agent-portal/api-client/enums";
import { useMultiRoomDetailQuery } from "@agent-portal/api-client/services/live-data-multi-room";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { metricColumn } from "#shared/live-data/metric-columns.ts";

/** One multi-room session (multiRoom Detail row): room, role, start and end (Unix seconds), guests and beans. */
export type MultiRoomSession = z.infer<typeof multiRoomSessionSchema>;

const timeOf = (format: Formatters, seconds: number): string => format.dateTime(seconds * 1000, { timeZone: "UTC" });

/** The sessions table's columns: start and end (UTC), the broadcaster's role (host or guest), the length, guests and beans (the shared beans column, its header linking to desc/beans). */
export function sessionColumns(t: TFunction, format: Formatters): DataTableColumn<MultiRoomSession>[] {
  return [
    { id: "start", header: t("dataCenter.family.multiRoom.start"), hideable: false, width: 180, accessor: (row) => timeOf(format, row.startTime) },
    { id: "end", header: t("dataCenter.family.multiRoom.end"), width: 180, priority: 2, accessor: (row) => timeOf(format, row.endTime) },
    {
      id: "role",
      header: t("dataCenter.family.multiRoom.role"),
      width: 100,
      accessor: (row) => (row.role === MultiRoomRole.Host ? t("dataCenter.family.multiRoom.asHost") : t("dataCenter.family.multiRoom.asGuest")),
    },
    { id: "length", header: t("dataCenter.family.multiRoom.length"), width: 110, align: "end", priority: 1, accessor: (row) => format.duration(row.endTime - row.startTime) },
    { id: "guests", header: t("dataCenter.family.multiRoom.guests"), width: 110, align: "end", priority: 3, accessor: (row) => format.number(row.guestCount) },
    metricColumn<MultiRoomSession>(t, "beans", (row) => format.beans(row.beans), { width: 120, priority: 1 }),
  ];
}

/** Props of {@link MultiRoomSessions}. */
export interface MultiRoomSessionsProps {
  /** The broadcaster's name, for the title. */
  readonly name: string;
  /** The day, YYYY-MM-DD (UTC+0). */
  readonly day: string;
  /** The day's sessions in time order (multiRoom Detail `list`). */
  readonly sessions: readonly MultiRoomSession[];
  /** Closes the detail (removes the day from the URL). */
  readonly onClose: () => void;
}

/**
 * One broadcaster's multi-room sessions of one day (the detail of a day row): a titled section with
 * the sessions in the kit's table (times UTC+0) and a Close button; a day without a session says so.
 * Its heading takes the focus when it opens.
 */
export function MultiRoomSessions({ name, day, sessions, onClose }: MultiRoomSessionsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const columns = useMemo(() => sessionColumns(t, format), [t, format]);
  const title = t("dataCenter.family.multiRoom.sessionsOf", { name, day: format.date(`${day}T00:00:00Z`, { timeZone: "UTC" }) });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [day]);
  return (
    <section aria-label={title} data-testid="multi-room-sessions" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold text-fg outline-none">
          {title}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
      {sessions.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.noSessions")}</p>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          data={sessions}
          getRowId={(row) => row.roomId}
          exportFileName={false}
          labels={kit.dataTable}
          height={Math.min(360, 48 + sessions.length * 44)}
        />
      )}
    </section>
  );
}

/** Props of {@link MultiRoomSessionsPanel}. */
export interface MultiRoomSessionsPanelProps extends Omit<MultiRoomSessionsProps, "sessions"> {
  /** The broadcaster's uid (multiRoom Detail `uid`). */
  readonly uid: string;
}

/** {@link MultiRoomSessions} of a broadcaster's day from the server (multiRoom Detail), with its loading and failed states. */
export function MultiRoomSessionsPanel({ uid, day, ...props }: MultiRoomSessionsPanelProps) {
  const query = useMultiRoomDetailQuery({ uid, day });
  return <QueryView query={query}>{(answer) => <MultiRoomSessions {...props} day={day} sessions={answer.list} />}</QueryView>;
}

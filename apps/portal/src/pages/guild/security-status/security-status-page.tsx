import { skipToken } from "@reduxjs/toolkit/query";
import { AppealStatus, BanState, BanType, ViolationType } from "@agent-portal/api-client/enums";
import { useQueryBanListQuery } from "@agent-portal/api-client/services/security-center";
import { useLazyExportBanListQuery } from "@agent-portal/api-client/services/security-center-overview";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { AppealDialog } from "#pages/guild/security-appeals/appeal-dialog.tsx";
import { BanAppeal } from "#pages/guild/security-appeals/ban-appeal.tsx";
import { MyAppeals } from "#pages/guild/security-appeals/my-appeals.tsx";
import { BanDetailsDialog } from "./ban-details-dialog.tsx";
import { BAN_COLUMN_IDS, banColumns } from "./security-status-columns.tsx";
import type { BanRow } from "./security-status-params.ts";
import { BAN_SORTABLE, BAN_SPEC, NO_BAN_FILTERS, banExportRequest, banListRequest, hasBanFilters } from "./security-status-params.ts";
import { SummaryCards } from "./summary-cards.tsx";

/**
 * Guild security, status tab (GuildSecurityStatus, `/guild/security/status`; AgencyGuildSecurity
 * 21): the summary cards (each opens its filtered list), then the bans of the agency's
 * broadcasters (QueryBanList), newest first, with a live countdown for temporary bans, a
 * "Permanent" badge, the appeal state and the evidence; filters in the URL (Bigo ID, state, ban
 * type, class, appeal state, start days) and the filtered set exported on the server
 * (ExportBanList). Loading, the error with Try again and the empty states are the list frame's.
 * A row's Appeal opens the appeal form (AppealDialog), its Details the ban with its latest
 * appeal's timeline; "My appeals" (QueryAppealV2) follows the list.
 */
export default function GuildSecurityStatusPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(BAN_SPEC, BAN_SORTABLE);
  const request = useMemo(() => banListRequest(list.values), [list.values]);
  const fetched = useListQuery(useQueryBanListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => banExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportBanListQuery(), exportRequest, "security-bans.csv");
  const [visibility, setVisibility] = useColumnVisibility("guild-security-status", BAN_COLUMN_IDS);
  const [details, setDetails] = useState<BanRow | null>(null);
  const [appealing, setAppealing] = useState<BanRow | null>(null);
  const columns = useMemo(() => banColumns(t, format, { onDetails: setDetails, onAppeal: setAppealing }), [t, format]);
  const filtered = hasBanFilters(list.values);
  const open = (filters: Partial<typeof list.values>) => {
    bigo.reset();
    list.update({ ...NO_BAN_FILTERS, ...filters });
  };

  return (
    <div className="flex flex-col gap-6">
      <SummaryCards onOpen={open} />
      <ListPage
        label={t("guild.security.banList")}
        filters={
          <FilterBar label={t("guild.security.filterLabel")} onSubmit={bigo.submit} active={filtered} onReset={() => open({})}>
            <BigoIdField filter={bigo} />
            <EnumFilter
              label={t("guild.security.filter.state")}
              value={list.values.state}
              values={Object.values(BanState)}
              labelOf={(v) => t(`guild.security.banState.${String(v)}`)}
              onChange={(state) => list.update({ state })}
            />
            <EnumFilter
              label={t("guild.security.column.banType")}
              value={list.values.ban}
              values={Object.values(BanType)}
              labelOf={(v) => t(`guild.security.banType.${String(v)}`)}
              onChange={(ban) => list.update({ ban })}
            />
            <EnumFilter
              label={t("guild.security.column.violation")}
              value={list.values.cls}
              values={Object.values(ViolationType)}
              labelOf={(v) => t(`guild.security.violationType.${String(v)}`)}
              onChange={(cls) => list.update({ cls })}
            />
            <EnumFilter
              label={t("guild.security.column.appeal")}
              value={list.values.appeal}
              values={Object.values(AppealStatus)}
              labelOf={(v) => t(`guild.security.appealStatus.${String(v)}`)}
              onChange={(appeal) => list.update({ appeal })}
            />
            <DayRangeField label={t("guild.security.filter.started")} from={list.values.from} to={list.values.to} onChange={(from, to) => list.update({ from, to })} />
          </FilterBar>
        }
        actions={<ServerExportButton exporter={exporter} />}
      >
        <ListTable
          caption={t("guild.security.banList")}
          columns={columns}
          view={view}
          state={list.table}
          getRowId={(row) => row.ban_id}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          exportFileName={false}
          emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("guild.security.emptyBans")}
        />
      </ListPage>
      <MyAppeals />
      {details !== null && (
        <BanDetailsDialog ban={view.rows.find((row) => row.ban_id === details.ban_id) ?? details} onClose={() => setDetails(null)} appeals={<BanAppeal banId={details.ban_id} />} />
      )}
      {appealing !== null && <AppealDialog ban={appealing} onClose={() => setAppealing(null)} />}
    </div>
  );
}

import { useGetInviteLinkQuery, useGetRecomAnchorEntryQuery } from "@agent-portal/api-client/services/live-agent-front";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Combobox } from "@agent-portal/ui-kit/components/combobox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { InviteKind, InviteStatus } from "@agent-portal/api-client/enums";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { countryOptions } from "./country-options.ts";
import { InviteLinkPanel } from "./invite-link-panel.tsx";
import { InviteListTable } from "./invite-list-table.tsx";
import { RECOMMEND_SORTABLE, RECOMMEND_SPEC } from "./recommend-params.ts";
import { RecommendedHostsTable } from "./recommended-hosts-table.tsx";

const ANY = "any";

/**
 * recommend-hosts (SPEC section 2, RecommendHosts; issue 7): the agency's invite link with its
 * counters, then two views kept in the URL (`view`): broadcasters without an agency recommended
 * to it (live_agent_front GetRecomAnchor, when GetRecomAnchorEntry shows the entry) with Invite,
 * and the agency's invitations and applications (GetInviteList) with the link of each pending
 * invitation.
 */
export default function RecommendHostsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const list = useListState(RECOMMEND_SPEC, RECOMMEND_SORTABLE);
  const entry = useGetRecomAnchorEntryQuery();
  const link = useGetInviteLinkQuery();
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const countries = useMemo(() => countryOptions(format.region, i18n.language).filter((option) => option.value !== "OTHER"), [format, i18n.language]);
  const kindOptions = [
    { value: ANY, label: t("broadcaster.invite.anyKind") },
    ...Object.values(InviteKind).map((kind) => ({ value: String(kind), label: t(`broadcaster.inviteKind.${String(kind)}`) })),
  ];
  const statusOptions = [
    { value: ANY, label: t("broadcaster.recruit.anyStatus") },
    ...Object.values(InviteStatus).map((status) => ({ value: String(status), label: t(`broadcaster.inviteStatus.${String(status)}`) })),
  ];

  return (
    <section aria-label={t("route.RecommendHosts")} className="flex flex-col gap-4">
      <InviteLinkPanel />
      <Tabs
        value={list.values.view}
        onValueChange={(value) => list.update({ view: value === "invites" ? "invites" : "recommended", country: "", kind: null, status: null, bigo: "" })}
      >
        <TabsList aria-label={t("broadcaster.invite.views")}>
          <TabsTrigger value="recommended">{t("broadcaster.invite.recommendedTitle")}</TabsTrigger>
          <TabsTrigger value="invites">{t("broadcaster.invite.invitesTitle")}</TabsTrigger>
        </TabsList>
        <TabsContent value="recommended" className="flex flex-col gap-4 pt-4">
          <QueryView query={entry} isEmpty={(data) => data.entry !== 1} emptyTitle={t("broadcaster.invite.noEntry")} lines={2}>
            {() => (
              <>
                <FilterBar label={t("broadcaster.invite.filterRecommended")} active={list.values.country !== ""} onReset={() => list.update({ country: "" })}>
                  <FormField label={t("broadcaster.list.column.country")} className="w-64">
                    {(control) => (
                      <Combobox
                        {...control}
                        options={countries}
                        value={list.values.country === "" ? null : list.values.country}
                        onValueChange={(value) => list.update({ country: value ?? "" })}
                        placeholder={t("broadcaster.invite.agencyCountry")}
                        clearable
                        labels={kit.combobox}
                      />
                    )}
                  </FormField>
                </FilterBar>
                <RecommendedHostsTable list={list} linkId={link.data?.link_id} />
              </>
            )}
          </QueryView>
        </TabsContent>
        <TabsContent value="invites" className="flex flex-col gap-4 pt-4">
          <FilterBar
            label={t("broadcaster.invite.filterInvites")}
            onSubmit={bigo.submit}
            active={list.values.kind !== null || list.values.status !== null || list.values.bigo !== ""}
            onReset={() => {
              bigo.reset();
              list.update({ kind: null, status: null, bigo: "" });
            }}
          >
            <BigoIdField filter={bigo} />
            <FormField label={t("broadcaster.invite.kind")} className="w-48">
              {(control) => (
                <Select
                  {...control}
                  options={kindOptions}
                  value={list.values.kind === null ? ANY : String(list.values.kind)}
                  onValueChange={(value) => list.update({ kind: RECOMMEND_SPEC.kind.parse([value]) })}
                />
              )}
            </FormField>
            <FormField label={t("broadcaster.recruit.column.status")} className="w-48">
              {(control) => (
                <Select
                  {...control}
                  options={statusOptions}
                  value={list.values.status === null ? ANY : String(list.values.status)}
                  onValueChange={(value) => list.update({ status: RECOMMEND_SPEC.status.parse([value]) })}
                />
              )}
            </FormField>
          </FilterBar>
          <InviteListTable list={list} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

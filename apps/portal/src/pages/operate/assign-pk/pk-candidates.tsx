import { skipToken } from "@reduxjs/toolkit/query";
import {
  useGetAnchorListWithPkInfoQuery,
  useGetPkCandAgencyAnchorListQuery,
  useGetPkCandFollowingAnchorListQuery,
  useGetPkRecomEntireAnchorListQuery,
} from "@agent-portal/api-client/services/live-agent-service-pk";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Tabs, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ASSIGN_PK_SPEC, PkAnchor, PkSource } from "./assign-pk-params.ts";
import { PK_SOURCES, candidateRequest, chosenAnchorRequest } from "./assign-pk-params.ts";
import { PkCandidateTable } from "./pk-candidate-table.tsx";

type Props = { readonly list: ListState<typeof ASSIGN_PK_SPEC> };

/** The candidate query of a tab; the others are skipped (hooks run in a fixed order). */
function useCandidates(source: PkSource, request: ReturnType<typeof candidateRequest>) {
  const following = useGetPkCandFollowingAnchorListQuery(source === "following" && request !== null ? request : skipToken);
  const agency = useGetPkCandAgencyAnchorListQuery(source === "agency" && request !== null ? request : skipToken);
  const platform = useGetPkRecomEntireAnchorListQuery(source === "platform" && request !== null ? request : skipToken);
  return source === "following" ? following : source === "agency" ? agency : platform;
}

/** One broadcaster's opponents: the three candidate tabs with search, sort, paging and recommend / withdraw. */
function AnchorCandidates({ list, anchor }: Props & { readonly anchor: PkAnchor }) {
  const { t } = useTranslation();
  const request = useMemo(() => candidateRequest(list.values, anchor.anchor_uid), [list.values, anchor.anchor_uid]);
  const query = useCandidates(list.values.source, request);
  return (
    <Tabs
      value={list.values.source}
      onValueChange={(value) => {
        const source = PK_SOURCES.find((s) => s === value);
        if (source !== undefined) list.update({ source, bigo: "", sort: "default", order: "desc" });
      }}
    >
      <TabsList aria-label={t("operate.assignPk.sources")}>
        {PK_SOURCES.map((source) => (
          <TabsTrigger key={source} value={source}>
            {t(`operate.assignPk.source.${source}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="pt-4">
        <PkCandidateTable key={anchor.anchor_uid} list={list} anchor={anchor} query={query} invalid={request === null} />
      </div>
    </Tabs>
  );
}

/**
 * Step two of assign-PK: the chosen broadcaster (`anchor`, a Bigo ID in the URL, found through
 * GetAnchorListWithPkInfo) with their PK figures, and their candidates by source. A Bigo ID that
 * is not one of the agency's broadcasters says so and offers the list.
 */
export function PkCandidates({ list }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useMemo(() => chosenAnchorRequest(list.values), [list.values]);
  const found = useGetAnchorListWithPkInfoQuery(request ?? skipToken);
  const back = (
    <Button variant="secondary" size="sm" onClick={() => list.update({ anchor: "", bigo: "", sort: "default", order: "desc" }, { push: true })}>
      {t("operate.assignPk.back")}
    </Button>
  );
  return (
    <section aria-label={t("route.AssignPk")} className="flex flex-col gap-4">
      <div>{back}</div>
      {request === null ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("operate.assignPk.anchorNotFound", { bigoId: list.values.anchor })}
        </p>
      ) : (
        <QueryView query={found} isEmpty={(data) => data.list.length === 0} emptyTitle={t("operate.assignPk.anchorNotFound", { bigoId: list.values.anchor })} lines={2}>
          {(data) => {
            const anchor = data.list[0];
            if (anchor === undefined) return null;
            return (
              <>
                <h2 className="text-lg font-semibold">
                  {t("operate.assignPk.opponentsOf", { name: anchor.nick_name, bigoId: anchor.bigo_id })}
                  <span className="ms-2 text-sm font-normal text-fg-muted">
                    {t("operate.assignPk.anchorFigures", { pks: format.number(anchor.pk_count_30d), wins: format.number(anchor.pk_win_count_30d) })}
                  </span>
                </h2>
                <AnchorCandidates list={list} anchor={anchor} />
              </>
            );
          }}
        </QueryView>
      )}
    </section>
  );
}

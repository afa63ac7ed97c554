import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { ASSIGN_PK_SPEC, PK_SORTABLE } from "./assign-pk-params.ts";
import { PkAnchorList } from "./pk-anchor-list.tsx";
import { PkCandidates } from "./pk-candidates.tsx";

/**
 * assign-pk/list (SPEC section 2, AssignPk; permission AssignPkList 25; issue 24 item 1): pick one
 * of the agency's broadcasters (GetAnchorListWithPkInfo), then recommend or withdraw PK opponents
 * for them from three sources (GetPkCandFollowingAnchorList, GetPkCandAgencyAnchorList,
 * GetPkRecomEntireAnchorList; AddPkRecomAnchor, DelPkRecomAnchor). The view lives in the URL.
 */
export default function AssignPkPage() {
  const list = useListState(ASSIGN_PK_SPEC, PK_SORTABLE);
  return list.values.anchor === "" ? <PkAnchorList list={list} /> : <PkCandidates list={list} />;
}

import { useAct75352QueryAnchorListQuery } from "@agent-portal/api-client/services/act75352";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import type { Chosen } from "./sign-up-model.ts";

const PAGE_SIZE = 20;

/** Props of {@link SignUpPicker}. */
export interface SignUpPickerProps {
  readonly activityId: number;
  /** The broadcasters chosen so far, by uid (kept across pages and searches). */
  readonly chosen: ReadonlyMap<string, Chosen>;
  readonly onToggle: (row: Chosen, on: boolean) => void;
  /** Whether another broadcaster may still be chosen (below the quota). */
  readonly canAdd: boolean;
}

/**
 * The agency's broadcasters for an activity (query_anchor_list), searched by exact Bigo ID and
 * paged by `pageIndex`, each with a box: broadcasters not eligible show the server's reason and
 * those already registered say so, both disabled. A search that cannot be a Bigo ID (spaces,
 * emoji) sends nothing and says why.
 */
export function SignUpPicker({ activityId, chosen, onToggle, canAdd }: SignUpPickerProps) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [invalid, setInvalid] = useState(false);
  const query = useAct75352QueryAnchorListQuery({ activityId, pageIndex, pageSize: PAGE_SIZE, ...(search === "" ? {} : { anchorBigoId: search }) });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  const submit = () => {
    const checked = checkBigoId(text);
    if (checked.kind === "invalid") {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSearch(checked.kind === "valid" ? checked.value : "");
    setPageIndex(1);
  };
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t("shared.bigoId.label")}
          <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t("shared.bigoId.placeholder")} aria-invalid={invalid} />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {t("shared.list.apply")}
        </Button>
        {invalid ? (
          <p role="alert" className="text-sm text-danger-700">
            {t("shared.bigoId.invalid")}
          </p>
        ) : null}
      </form>
      <ul aria-label={t("operate.signUp.anchors")} aria-busy={query.isFetching} className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {(query.data?.list ?? []).map((row) => {
          const registered = row.signStatus === ActivitySignStatus.Registered || row.signStatus === ActivitySignStatus.Approved;
          const on = chosen.has(row.anchorUid);
          const reason = row.eligible === 0 ? row.reason : registered ? t("operate.signUp.alreadyRegistered") : "";
          return (
            <li key={row.anchorUid} className="flex items-center gap-3 px-3 py-2">
              <Checkbox
                checked={on}
                disabled={reason !== "" || (!on && !canAdd)}
                onCheckedChange={(value) => onToggle({ anchorUid: row.anchorUid, bigoId: row.bigoId, nickName: row.nickName }, value === true)}
                aria-label={t("operate.signUp.choose", { name: row.nickName, bigoId: row.bigoId })}
              />
              <span className="flex min-w-0 flex-col">
                <bdi className="truncate font-medium">{row.nickName}</bdi>
                <span className="text-xs text-fg-muted">{row.bigoId}</span>
              </span>
              {reason === "" ? null : <span className="ms-auto text-xs text-fg-muted">{reason}</span>}
            </li>
          );
        })}
        {query.data !== undefined && query.data.list.length === 0 ? <li className="px-3 py-6 text-center text-sm text-fg-muted">{t("shared.list.emptyFiltered")}</li> : null}
      </ul>
      <div className="flex items-center gap-2 text-sm">
        <Button size="sm" variant="secondary" disabled={pageIndex <= 1} onClick={() => setPageIndex(pageIndex - 1)}>
          {t("operate.signUp.previous")}
        </Button>
        <span>{t("operate.signUp.pageOf", { page: pageIndex, pages })}</span>
        <Button size="sm" variant="secondary" disabled={pageIndex >= pages} onClick={() => setPageIndex(pageIndex + 1)}>
          {t("operate.signUp.next")}
        </Button>
      </div>
    </div>
  );
}

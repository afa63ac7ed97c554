import type { PageAnswer } from "@agent-portal/app-runtime/list/use-list-query";
import type { QueryLike } from "@agent-portal/app-runtime/list/table-status";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { Pagination } from "@agent-portal/ui-kit/components/pagination";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TUTORIAL_PAGE_SIZE } from "./academy-params.ts";
import type { TutorialBrief } from "./academy-params.ts";
import { TutorialCard } from "./tutorial-card.tsx";

/** What {@link TutorialList} shows: a page query's result (the tab's list or the search). */
type TutorialQuery = QueryLike<PageAnswer<TutorialBrief>>;

/**
 * A page of tutorials as cards (loading, error with Try again, or `empty` when the page has none)
 * with the pager; `keyword` marks the searched words.
 */
export function TutorialList({
  query,
  keyword,
  page,
  onPage,
  empty,
  label,
}: {
  readonly query: TutorialQuery;
  readonly keyword: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly empty: ReactNode;
  readonly label: string;
}) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const [now] = useState(() => Date.now());
  return (
    <QueryView query={query} lines={4}>
      {(answer) =>
        answer.list.length === 0 ? (
          empty
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {answer.list.map((tutorial) => (
                <TutorialCard key={tutorial.tutorial_id} tutorial={tutorial} keyword={keyword} now={now} />
              ))}
            </ul>
            {answer.total > TUTORIAL_PAGE_SIZE ? (
              <Pagination page={page} pageCount={Math.ceil(answer.total / TUTORIAL_PAGE_SIZE)} onPageChange={onPage} total={answer.total} labels={kit.pagination} />
            ) : null}
            <p className="sr-only" aria-live="polite">
              {t("academy.count", { count: answer.total })}
            </p>
          </div>
        )
      }
    </QueryView>
  );
}

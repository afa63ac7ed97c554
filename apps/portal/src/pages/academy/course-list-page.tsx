import { skipToken } from "@reduxjs/toolkit/query";
import { useAct85157getTabListQuery, useAct85157getTutorialListQuery, useAct85157searchTutorialQuery } from "@agent-portal/api-client/services/live-agent-portal-academy";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useUrlState } from "@agent-portal/app-runtime/url-state/use-url-state";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { COURSE_SPEC, KEYWORD_MAX_LENGTH, SEARCH_DEBOUNCE_MS, TUTORIAL_PAGE_SIZE, searchKeyword } from "./academy-params.ts";
import { TutorialList } from "./tutorial-list.tsx";

/**
 * agency-academy/course (AgencyAcademyCourse; tutorial entry 104; issue 24 item 7): the academy's
 * tabs (act85157getTabList) and per tab its tutorials (act85157getTutorialList, paged), each with
 * cover, title, length, publish date and a "new" badge. The search (act85157searchTutorial) waits
 * 300 ms after the last keystroke, keeps its words in the URL (`q`), marks the matched words, and
 * offers the tabs when nothing matches; a search of spaces or emoji calls nothing. The search
 * covers each tutorial in the language it is stored in (titles and summaries), not only the UI
 * language.
 */
export default function CourseListPage() {
  const { t } = useTranslation();
  const [values, update] = useUrlState(COURSE_SPEC);
  const tabs = useAct85157getTabListQuery({});
  const [text, setText] = useState(values.q);
  const [seen, setSeen] = useState(values.q);
  // The URL changed from outside (Back, a link, a tab offered by an empty search): the box follows.
  if (seen !== values.q) {
    setSeen(values.q);
    setText(values.q);
  }
  useEffect(() => {
    if (text === values.q) return;
    const timer = window.setTimeout(() => update({ q: text.slice(0, KEYWORD_MAX_LENGTH), page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, values.q, update]);

  const keyword = searchKeyword(values.q);
  const tabList = tabs.data?.tabs ?? [];
  const tabId = tabList.some((tab) => tab.tab_id === values.tab) ? values.tab : (tabList[0]?.tab_id ?? "");
  const paging = { page: values.page, page_size: TUTORIAL_PAGE_SIZE };
  const search = useAct85157searchTutorialQuery(keyword === null ? skipToken : { keyword, ...paging });
  const list = useAct85157getTutorialListQuery(keyword !== null || tabId === "" ? skipToken : { tab_id: tabId, ...paging });
  const onPage = (page: number) => update({ page }, { resetPage: false, push: true });

  return (
    <section aria-label={t("route.AgencyAcademyCourse")} className="flex flex-col gap-4">
      <FormField label={t("academy.search")} className="max-w-md">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={text}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={t("academy.searchPlaceholder")}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <QueryView query={tabs} lines={2}>
        {() =>
          keyword !== null ? (
            <TutorialList
              query={search}
              keyword={keyword}
              page={values.page}
              onPage={onPage}
              label={t("academy.results", { q: keyword })}
              empty={
                <EmptyState
                  title={t("academy.noMatch", { q: keyword })}
                  description={t("academy.browseTabs")}
                  action={
                    <span className="flex flex-wrap justify-center gap-2">
                      {tabList.map((tab) => (
                        <Button key={tab.tab_id} variant="secondary" size="sm" onClick={() => update({ q: "", tab: tab.tab_id, page: 1 }, { push: true })}>
                          {tab.name}
                        </Button>
                      ))}
                    </span>
                  }
                />
              }
            />
          ) : (
            <Tabs value={tabId} onValueChange={(tab) => update({ tab, page: 1 }, { push: true })}>
              <TabsList aria-label={t("academy.tabs")}>
                {tabList.map((tab) => (
                  <TabsTrigger key={tab.tab_id} value={tab.tab_id}>
                    {tab.name}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value={tabId} className="pt-4">
                <TutorialList
                  query={list}
                  keyword=""
                  page={values.page}
                  onPage={onPage}
                  label={tabList.find((tab) => tab.tab_id === tabId)?.name ?? ""}
                  empty={<EmptyState title={t("academy.emptyTab")} />}
                />
              </TabsContent>
            </Tabs>
          )
        }
      </QueryView>
    </section>
  );
}

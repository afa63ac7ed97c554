import { AcademyErrorCode, isAcademyMediaUrl } from "@agent-portal/api-client/contract/live-agent-portal-academy";
import { useAct85157getTabListQuery, useAct85157getTutorialByIdQuery } from "@agent-portal/api-client/services/live-agent-portal-academy";
import { isApiError } from "@agent-portal/api-client/errors";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useSetPageFrame } from "@agent-portal/app-runtime/page-frame";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { directionOf, isLanguageCode } from "@agent-portal/i18n/languages";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { sanitizeTutorialHtml } from "./sanitize-tutorial.ts";

/** A language's name in the UI language ("English", "الإنجليزية"), or its code when the browser cannot name it. */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The tutorial's body: its sanitised rich text, or its plain-text paragraphs when it has none. */
function TutorialBody({ html, text, lang }: { readonly html: string; readonly text: string; readonly lang: string }) {
  const clean = useMemo(() => (html === "" ? "" : sanitizeTutorialHtml(html)), [html]);
  const dir = isLanguageCode(lang) ? directionOf(lang) : "ltr";
  if (clean === "")
    return (
      <div lang={lang} dir={dir} className="flex flex-col gap-3">
        {text.split("\n").map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  // Sanitised by DOMPurify (`sanitize-tutorial.ts`): only text structure, links and images remain.
  return (
    <div
      lang={lang}
      dir={dir}
      data-slot="tutorial-body"
      className="flex flex-col gap-3 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * agency-academy/course/{id} (AgencyAcademyCourseDetail; tutorial entry 104; issue 24 item 7): one
 * tutorial (act85157getTutorialById): the path academy → tab → course, title, length and date, the
 * video as a link (the portal's policy plays no media from other hosts), and the rich-text body
 * sanitised with DOMPurify (loaded with this page only). When the tutorial is not in the UI
 * language the server answers it in its own (`lang`): the body is shown in that language and
 * direction, with a notice naming it, inside the UI's frame. An unknown id (46001) shows NotFound.
 */
export default function CourseDetailPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const query = useAct85157getTutorialByIdQuery({ tutorial_id: id });
  const tabs = useAct85157getTabListQuery({});
  const tutorial = query.data;
  useSetPageFrame(tutorial === undefined ? null : { title: tutorial.title });
  if (query.isError && isApiError(query.error) && query.error.code === AcademyErrorCode.TutorialNotFound) return <NotFound />;
  return (
    <QueryView query={query} lines={8}>
      {(course) => {
        const tab = tabs.data?.tabs.find((entry) => entry.tab_id === course.tab_id);
        return (
          <article className="flex max-w-3xl flex-col gap-4">
            <nav aria-label={t("academy.path")}>
              <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
                <li>
                  <Link className="text-brand-700 hover:underline" to={pathOf("AgencyAcademyCourse")}>
                    {t("route.AgencyAcademy")}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link className="text-brand-700 hover:underline" to={`${pathOf("AgencyAcademyCourse")}?tab=${encodeURIComponent(course.tab_id)}`}>
                    {tab?.name ?? course.tab_id}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page">{course.title}</li>
              </ol>
            </nav>
            <h2 lang={course.lang} className="text-xl font-semibold">
              {course.title}
            </h2>
            <p className="flex flex-wrap gap-x-4 text-sm text-fg-muted">
              <span>{course.duration === 0 ? t("academy.textLesson") : t("academy.length", { length: format.duration(course.duration) })}</span>
              <span>{t("academy.updated", { date: format.date(course.publish_time * 1000) })}</span>
            </p>
            {course.lang === i18n.language ? null : (
              <Alert tone="info" data-testid="tutorial-language-notice">
                {t("academy.shownIn", { language: languageName(course.lang, i18n.language) })}
              </Alert>
            )}
            {course.video_url === "" ? null : (
              <div className="flex flex-col gap-2">
                {/* Plays inline only from the academy's media origin, the one the CSP's media-src allows; any other URL stays a link. */}
                {isAcademyMediaUrl(course.video_url) ? (
                  // eslint-disable-next-line jsx-a11y/media-has-caption -- act85157getTutorialById gives no caption track; the lesson's text below carries its content.
                  <video
                    data-testid="tutorial-video"
                    className="aspect-video w-full max-w-3xl rounded-lg bg-black"
                    src={course.video_url}
                    controls
                    preload="metadata"
                    aria-label={t("academy.watch", { length: format.duration(course.duration) })}
                  />
                ) : null}
                <a className="w-fit text-sm font-medium text-brand-700 underline-offset-4 hover:underline" href={course.video_url} target="_blank" rel="noopener noreferrer">
                  {t("academy.watch", { length: format.duration(course.duration) })}
                </a>
              </div>
            )}
            <TutorialBody html={course.content_html} text={course.content} lang={course.lang} />
          </article>
        );
      }}
    </QueryView>
  );
}

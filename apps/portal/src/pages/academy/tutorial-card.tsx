import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { highlightParts, isNewTutorial } from "./academy-params.ts";
import type { TutorialBrief } from "./academy-params.ts";

/** A text with the searched words marked (`<mark>`); plain when no keyword. */
export function Highlighted({ text, keyword }: { readonly text: string; readonly keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-warning-50 px-0.5 text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * A tutorial in a list: cover (a placeholder when none), title and summary (the searched words
 * marked), video length or "Text lesson", the date it was published, and "New" for 14 days.
 */
export function TutorialCard({ tutorial, keyword, now }: { readonly tutorial: TutorialBrief; readonly keyword: string; readonly now: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className="overflow-hidden rounded-lg border border-border bg-surface">
      <Link to={pathOf("AgencyAcademyCourseDetail", { id: tutorial.tutorial_id })} className="flex h-full flex-col hover:bg-surface-sunken">
        {tutorial.cover_url === "" ? (
          <span aria-hidden="true" className="grid h-28 place-items-center bg-brand-50 text-brand-700">
            <GraduationCap className="size-8" />
          </span>
        ) : (
          <img src={tutorial.cover_url} alt="" className="h-28 w-full object-cover" />
        )}
        <span className="flex flex-1 flex-col gap-2 p-3">
          <span className="flex items-start justify-between gap-2">
            <span className="font-semibold text-fg">
              <Highlighted text={tutorial.title} keyword={keyword} />
            </span>
            {isNewTutorial(tutorial.publish_time, now) ? (
              <Badge tone="danger" size="sm">
                {t("academy.new")}
              </Badge>
            ) : null}
          </span>
          <span className="text-sm text-fg-muted">
            <Highlighted text={tutorial.summary} keyword={keyword} />
          </span>
          <span className="mt-auto flex flex-wrap gap-x-3 text-xs text-fg-muted">
            <span>{tutorial.duration === 0 ? t("academy.textLesson") : t("academy.length", { length: format.duration(tutorial.duration) })}</span>
            <span>{t("academy.updated", { date: format.date(tutorial.publish_time * 1000) })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

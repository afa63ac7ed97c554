import { useQueryAppealQuery } from "@agent-portal/api-client/services/security-center";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useTranslation } from "react-i18next";
import { AppealTimeline } from "./appeal-timeline.tsx";

/**
 * The latest appeal of a ban (security centre QueryAppeal) as its timeline, under the ban's
 * details; "Not appealed" when there is none. Loading, the error with its retry: QueryView's.
 */
export function BanAppeal({ banId }: { readonly banId: string }) {
  const { t } = useTranslation();
  const latest = useQueryAppealQuery({ ban_id: banId });
  return (
    <section aria-label={t("guild.appeal.ofBan")} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{t("guild.appeal.ofBan")}</h3>
      <QueryView query={latest} lines={3}>
        {({ appeal }) => (appeal === null ? <p className="text-sm text-fg-muted">{t("guild.appeal.none")}</p> : <AppealTimeline appeal={appeal} appealId={appeal.appeal_id} />)}
      </QueryView>
    </section>
  );
}

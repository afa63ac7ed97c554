import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { QrySubmitAnchorInfo } from "@agent-portal/api-client/contract/recruit-anchor-info";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";

/** The submitted broadcaster info, read-only (a record past the draft and rejected states). */
export function AnchorInfoSummary({ info }: { readonly info: ResponseOf<typeof QrySubmitAnchorInfo> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DescriptionList
      items={[
        { term: t("broadcaster.edit.bigoId"), description: <bdi>{info.bigo_id}</bdi> },
        { term: t("broadcaster.edit.realName"), description: <bdi>{info.real_name}</bdi> },
        { term: t("broadcaster.edit.gender"), description: t(`broadcaster.gender.${String(info.gender)}`) },
        { term: t("broadcaster.edit.birthday"), description: format.date(`${info.birthday}T00:00:00Z`, { timeZone: "UTC" }) },
        { term: t("broadcaster.edit.country"), description: format.region(info.country) },
        { term: t("broadcaster.edit.phone"), description: <bdi>{info.contact_phone}</bdi> },
        { term: t("broadcaster.edit.talents"), description: info.talent_types.map((talent) => t(`broadcaster.talent.${String(talent)}`)).join(", ") },
        { term: t("broadcaster.edit.experience"), description: format.number(info.experience_months) },
        { term: t("broadcaster.edit.hours"), description: format.number(info.weekly_live_hours) },
        { term: t("broadcaster.edit.remark"), description: info.remark, span: 2 },
      ]}
    />
  );
}

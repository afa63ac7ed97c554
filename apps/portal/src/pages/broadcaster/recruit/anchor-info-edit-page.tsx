import { skipToken } from "@reduxjs/toolkit/query";
import { RecruitErrorCode } from "@agent-portal/api-client/contract/recruit-shared";
import { useQrySubmitAnchorInfoQuery, useSaveSubmitAnchorInfoMutation } from "@agent-portal/api-client/services/recruit-anchor-info";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { useState } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { AnchorInfoForm } from "./anchor-info-form.tsx";
import type { AnchorInfoFormValues, AnchorInfoOutput } from "./anchor-info-schema.ts";
import { EMPTY_ANCHOR_INFO, toSaveRequest } from "./anchor-info-schema.ts";
import { AnchorInfoSummary } from "./anchor-info-summary.tsx";
import { PolicyPanel } from "./policy-panel.tsx";
import { isEditable } from "./recruit-status.ts";

/** The `:id` of a new recruitment: `/broadcaster/recruit/edit/new`. */
export const NEW_RECRUIT_ID = "new";

/**
 * edit/{id} (SPEC section 2, AnchorInfoEdit; issue 7): the broadcaster info of a recruit record
 * (recruit anchor QrySubmitAnchorInfo), editable while it is a draft or rejected, saved as a draft
 * or submitted for review (SaveSubmitAnchorInfo), with the recruitment policy (QryPolicyInfo)
 * beside it. `edit/new` starts a new recruitment. Other states show the info read-only with a
 * link to the progress. A refused save keeps the input and says why.
 */
export default function AnchorInfoEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const isNew = id === NEW_RECRUIT_ID;
  const navigate = useNavigate();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const query = useQrySubmitAnchorInfoQuery(isNew || id === "" ? skipToken : { recruit_id: id });
  const [save, saving] = useSaveSubmitAnchorInfoMutation();
  const [country, setCountry] = useState("");

  const onSave = async (values: AnchorInfoOutput, submit: 0 | 1): Promise<string | null> => {
    try {
      const answer = await save(toSaveRequest(values, isNew ? null : id, submit)).unwrap();
      if (submit === 1) {
        notify.success(t("broadcaster.edit.submitted"));
        await navigate(pathOf("RecruitProgress", { id: answer.recruit_id }));
      } else {
        notify.success(t("broadcaster.edit.saved"));
        if (isNew) await navigate(pathOf("AnchorInfoEdit", { id: answer.recruit_id }), { replace: true });
      }
      return null;
    } catch (error) {
      if (businessCodeOf(error) === RecruitErrorCode.RecruitNotEditable) void query.refetch();
      return errorMessage(error);
    }
  };

  const page = (content: ReactNode, initialCountry: string) => (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
      <section aria-label={t("route.AnchorInfoEdit")} className="rounded-lg border border-border bg-surface p-4">
        {content}
      </section>
      <PolicyPanel country={country === "" ? initialCountry : country} />
    </div>
  );

  if (isNew) return page(<AnchorInfoForm initial={EMPTY_ANCHOR_INFO} isNew onSave={onSave} onCountryChange={setCountry} busy={saving.isLoading} />, "");

  return (
    <QueryView query={query} lines={8}>
      {(info) => {
        const initial: AnchorInfoFormValues = {
          bigo_id: info.bigo_id,
          real_name: info.real_name,
          gender: info.gender,
          birthday: info.birthday,
          country: info.country,
          contact_phone: info.contact_phone,
          talent_types: info.talent_types,
          experience_months: String(info.experience_months),
          weekly_live_hours: String(info.weekly_live_hours),
          remark: info.remark,
        };
        if (!isEditable(info.status)) {
          return page(
            <div className="flex flex-col gap-4">
              <Alert tone="info">{t("broadcaster.edit.notEditable", { status: t(`broadcaster.recruitStatus.${String(info.status)}`) })}</Alert>
              <AnchorInfoSummary info={info} />
              <div>
                <Link to={pathOf("RecruitProgress", { id: info.recruit_id })} className={buttonVariants({ variant: "secondary" })}>
                  {t("broadcaster.recruit.progress")}
                </Link>
              </div>
            </div>,
            info.country,
          );
        }
        return page(
          <AnchorInfoForm
            key={`${info.recruit_id}-${String(info.update_time)}`}
            initial={initial}
            isNew={false}
            onSave={onSave}
            onCountryChange={setCountry}
            busy={saving.isLoading}
          />,
          info.country,
        );
      }}
    </QueryView>
  );
}

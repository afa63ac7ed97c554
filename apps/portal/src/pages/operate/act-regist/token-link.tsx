import { useAct75352PageByTokenQuery } from "@agent-portal/api-client/services/act75352";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { activityDetailHref } from "./activity-columns.tsx";

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * A shared registration link (`act-regist/list?token=…`): the page token is resolved (GET
 * {token}) and the activity it names opens in its place (the token leaves the URL). An unknown or
 * expired token, or one that cannot be a token, says so and offers the list.
 */
export function TokenLink({ token, onDone }: { readonly token: string; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = TOKEN.test(token);
  const query = useAct75352PageByTokenQuery({ token }, { skip: !valid });
  const activityId = query.data?.activityId;
  useEffect(() => {
    if (activityId !== undefined) void navigate(activityDetailHref(activityId), { replace: true });
  }, [activityId, navigate]);
  const back = (
    <Button variant="secondary" size="sm" onClick={onDone}>
      {t("operate.actRegist.backToList")}
    </Button>
  );
  if (!valid)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t("operate.actRegist.tokenInvalid")}</p>
        {back}
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      <QueryView query={query} lines={2}>
        {() => <p>{t("operate.actRegist.opening")}</p>}
      </QueryView>
      {query.isError ? back : null}
    </div>
  );
}

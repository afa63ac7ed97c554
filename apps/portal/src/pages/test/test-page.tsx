import { APP_ID } from "@agent-portal/api-client/families";
import { PermissionId } from "@agent-portal/permissions/ids";
import { selectEffectivePermissions, selectIsAdmin, selectLoginUser } from "@agent-portal/session";
import { useTranslation } from "react-i18next";
import { BUILD_FLAVOR } from "#app/build-flavor.ts";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { ActivityTestTools } from "./activity-test-tools.tsx";
import { SensitiveCallCheck } from "./sensitive-call-check.tsx";

/**
 * The test page (`/test`): build and environment facts for support staff, the phone-verification
 * check and, for staff with the data permission (13), the activity 74338 test calls. Shows no
 * token or secret.
 */
export default function TestPage() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectLoginUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const permissions = useAppSelector(selectEffectivePermissions);
  const dataStaff = isAdmin || permissions.includes(PermissionId.DataPermission);
  const facts: [string, string][] = [
    [t("test.environment"), "prod"],
    [t("test.appId"), String(APP_ID)],
    [t("test.build"), BUILD_FLAVOR],
    [t("test.language"), i18n.language],
    [t("test.user"), user?.username ?? "—"],
  ];
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold text-fg">{t("route.Test")}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg bg-surface p-4 text-sm shadow-card">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {user && <SensitiveCallCheck />}
      {user && dataStaff && <ActivityTestTools />}
    </main>
  );
}

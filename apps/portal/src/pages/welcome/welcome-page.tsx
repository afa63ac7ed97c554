import { AgentRole } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { buildMenu } from "@agent-portal/permissions/menu";
import { selectAgentRole, selectEffectivePermissions } from "@agent-portal/session";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { MenuIcon } from "#layouts/menu-icons.tsx";
import { useCanSee } from "#layouts/use-can-see.ts";
import { AgencyBlock } from "./agency-block.tsx";
import { HeadlineStrip } from "./headline-strip.tsx";
import { WorkList } from "./work-list.tsx";

/**
 * Welcome, the home (SPEC section 2, the root; issue 25, item 1). Its title and the line under it
 * are the layout's (`app/page-description.ts`: drawn with the boot frame, before any data; the
 * user's name is in the header). Then, for holders of
 * LiveDataAnalysis the agency's headline figures; for the agency's owner (agent role
 * SUPER_MANAGER) the agency itself; today's work for what the user may open; then the menu
 * sections as shortcuts. A user with no section (e.g. a normal user) is pointed to the agent
 * application.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const canSee = useCanSee();
  const sections = useMemo(() => buildMenu(canSee), [canSee]);
  const permissions = useAppSelector(selectEffectivePermissions);
  const isOwner = useAppSelector(selectAgentRole) === AgentRole.SUPER_MANAGER;
  return (
    <div className="flex flex-col gap-6">
      {permissions.includes(PermissionId.LiveDataAnalysis) && <HeadlineStrip />}
      {isOwner && <AgencyBlock />}
      <WorkList />
      {sections.length === 0 ? (
        <EmptyState
          title={t("welcome.noSections")}
          description={t("welcome.noSectionsHint")}
          action={
            <Link to="/apply-form" reloadDocument className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {t("welcome.applyAsAgent")}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
          {sections.map((section) => (
            <li key={section.name}>
              <Link to={section.path} className="flex h-full items-center gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-card hover:border-brand-500">
                <MenuIcon name={section.icon} />
                <span className="font-medium">{t(section.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

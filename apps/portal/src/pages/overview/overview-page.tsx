import { buildMenu } from "@agent-portal/permissions/menu";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCanSee } from "#layouts/use-can-see.ts";

/** Overview: every page the user may open, grouped by menu section (a site map). */
export default function OverviewPage() {
  const { t } = useTranslation();
  const canSee = useCanSee();
  const sections = useMemo(() => buildMenu(canSee), [canSee]);
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
      {sections.map((section) => (
        <section key={section.name} className="rounded-lg border border-border bg-surface p-4 shadow-card">
          <h2 className="font-medium text-fg">
            <Link to={section.path} className="hover:underline">
              {t(section.labelKey)}
            </Link>
          </h2>
          {section.children.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {section.children.map((child) => (
                <li key={child.name}>
                  <Link to={child.path} className="text-brand-700 hover:underline">
                    {t(child.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

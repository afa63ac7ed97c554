import { useGetAccountAccessQuery } from "@agent-portal/api-client/services/admin-permissions";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { pageAccessOf } from "@agent-portal/permissions/route-access";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useTranslation } from "react-i18next";
import { PermissionName, permissionLabel } from "#pages/admin/shared/permission-name.tsx";
import type { AdminAccountsRow } from "./accounts-params.ts";

/** A small table's header row. */
function HeaderRow({ cells }: { readonly cells: readonly string[] }) {
  return (
    <thead>
      <tr className="text-xs text-fg-muted">
        {cells.map((cell) => (
          <th key={cell} className="py-1 text-start font-medium">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Props of {@link AccessDialog}. */
export interface AccessDialogProps {
  readonly account: Pick<AdminAccountsRow, "id" | "username">;
  readonly onClose: () => void;
}

/**
 * What one account can open and do (issue 22 item 5; getAccountAccess): its effective permissions
 * (SPEC section 6: user info ∪ GetPermissions ∪ TransferRelation from the relation-tab check), each
 * tagged with where it comes from, and every menu page, opened or closed, a closed one with the
 * permissions that would open it: "why can't they see it" answered in one place. Pages are decided
 * by the route guard itself (`pageAccessOf`): admins open all, a disabled account none.
 */
export function AccessDialog({ account, onClose }: AccessDialogProps) {
  const { t } = useTranslation();
  const query = useGetAccountAccessQuery({ id: account.id });
  return (
    <Modal
      open
      width={720}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("admin.access.title", { name: account.username })}
      closeLabel={t("common.close")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
      }
    >
      <QueryView query={query} lines={6}>
        {(access) => {
          const ids = access.permissions.map((p) => p.id);
          const sections = pageAccessOf({ role: access.role, status: access.status, permissions: ids });
          return (
            <div className="flex flex-col gap-5">
              {access.role === AccountRole.Admin && <Alert tone="info">{t("admin.access.admin")}</Alert>}
              {access.status === AccountStatus.Disabled && <Alert tone="warning">{t("admin.access.disabled")}</Alert>}
              <section aria-labelledby="access-permissions" className="flex flex-col gap-2">
                <h3 id="access-permissions" className="text-sm font-semibold text-fg">
                  {t("admin.access.permissions")}
                </h3>
                {access.permissions.length === 0 ? (
                  <p className="text-sm text-fg-muted">{t("admin.access.none")}</p>
                ) : (
                  <table className="w-full text-sm" aria-labelledby="access-permissions">
                    <HeaderRow cells={[t("admin.access.column.permission"), t("admin.access.column.source")]} />
                    <tbody>
                      {access.permissions.map((permission) => (
                        <tr key={permission.id} className="border-t border-border">
                          <td className="py-1.5 pe-3">
                            <PermissionName id={permission.id} />
                          </td>
                          <td className="py-1.5">
                            <span className="flex flex-wrap gap-1">
                              {permission.sources.map((source) => (
                                <Badge key={source} tone="neutral">
                                  {t(`admin.access.source.${source}`)}
                                </Badge>
                              ))}
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              <section aria-labelledby="access-pages" className="flex flex-col gap-2">
                <h3 id="access-pages" className="text-sm font-semibold text-fg">
                  {t("admin.access.pages")}
                </h3>
                <table className="w-full text-sm" aria-labelledby="access-pages">
                  <HeaderRow cells={[t("admin.access.column.page"), t("admin.access.column.access")]} />
                  <tbody>
                    {sections.flatMap((section) =>
                      section.pages.map((page) => (
                        <tr key={page.name} className="border-t border-border">
                          <td className="py-1.5 pe-3">{section.name === page.name ? t(page.labelKey) : `${t(section.labelKey)} › ${t(page.labelKey)}`}</td>
                          <td className="py-1.5">
                            {page.opens ? (
                              <Badge tone="success">{t("admin.access.opens")}</Badge>
                            ) : (
                              <span className="flex flex-wrap items-center gap-2">
                                <Badge tone="neutral">{t("admin.access.closed")}</Badge>
                                {page.needs.length > 0 && (
                                  <span className="text-xs text-fg-muted">{t("admin.access.needs", { names: page.needs.map((id) => permissionLabel(t, id)).join(", ") })}</span>
                                )}
                              </span>
                            )}
                          </td>
                        </tr>
                      )),
                    )}
                  </tbody>
                </table>
              </section>
            </div>
          );
        }}
      </QueryView>
    </Modal>
  );
}

import { permissionGroups } from "@agent-portal/permissions/route-access";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { useTranslation } from "react-i18next";
import { PermissionName, permissionLabel } from "#pages/admin/shared/permission-name.tsx";
import type { PermissionChoice } from "./batch-state.ts";

const GROUPS = permissionGroups();

/** Props of {@link BatchPermissionTree}. */
export interface BatchPermissionTreeProps {
  /** The choice per permission id; an id without one is "leave". */
  readonly value: ReadonlyMap<number, PermissionChoice>;
  readonly onChange: (next: ReadonlyMap<number, PermissionChoice>) => void;
  /** Whether the user holds a permission (only those can be granted; the server refuses the rest, 47003). */
  readonly holds: (id: number) => boolean;
}

/**
 * Batch authorisation's permission tree: every permission id, grouped by the menu section whose
 * pages it opens (SPEC section 2; `permissionGroups`), each set to leave, grant or revoke. Grant is
 * disabled for a permission the user does not hold.
 */
export function BatchPermissionTree({ value, onChange, holds }: BatchPermissionTreeProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {GROUPS.map((group) => (
        <fieldset key={group.section ?? "other"} className="flex flex-col gap-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold text-fg">{group.labelKey === null ? t("admin.batch.other") : t(group.labelKey)}</legend>
          {group.permissions.map((id) => (
            <div key={id} className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 first-of-type:border-t-0 first-of-type:pt-0">
              <PermissionName id={id} />
              <RadioGroup
                orientation="horizontal"
                aria-label={permissionLabel(t, id)}
                value={value.get(id) ?? "leave"}
                onValueChange={(next) => {
                  const copy = new Map(value);
                  copy.set(id, next === "grant" ? "grant" : next === "revoke" ? "revoke" : "leave");
                  onChange(copy);
                }}
                options={[
                  { value: "leave", label: t("admin.batch.leave") },
                  { value: "grant", label: t("admin.batch.grant"), disabled: !holds(id) },
                  { value: "revoke", label: t("admin.batch.revoke") },
                ]}
              />
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

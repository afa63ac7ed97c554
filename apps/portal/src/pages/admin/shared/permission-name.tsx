import { permissionLabelKey, permissionNameOf } from "@agent-portal/permissions/permission-labels";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * A permission id's translated display name (`permission.<spec name>`, SPEC section 3), or the
 * bare number for an id the spec does not list.
 */
export const permissionLabel = (t: TFunction, id: number): string => {
  const key = permissionLabelKey(id);
  return key === null ? String(id) : t(key);
};

/** The support staff's reference of an id: its spec name and number ("PaymentBlacklist · 10"), or the number alone. */
export const permissionReference = (id: number): string => {
  const name = permissionNameOf(id);
  return name === null ? String(id) : `${name} · ${String(id)}`;
};

/** A permission as plain text, for exports, titles and sorting: "Payment blacklist (PaymentBlacklist · 10)"; an unknown id as its number. */
export const permissionText = (t: TFunction, id: number): string => (permissionNameOf(id) === null ? String(id) : `${permissionLabel(t, id)} (${permissionReference(id)})`);

/** Props of {@link PermissionName}. */
export interface PermissionNameProps {
  /** A permission id (SPEC section 3). */
  readonly id: number;
}

/**
 * A permission's translated name, with its spec name and id beside it as secondary text (kept
 * left-to-right and in English: support staff search by them). An id the spec does not list shows as its number.
 */
export function PermissionName({ id }: PermissionNameProps) {
  const { t } = useTranslation();
  if (permissionNameOf(id) === null) return <span>{String(id)}</span>;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-1.5">
      <span>{permissionLabel(t, id)}</span>
      <bdi dir="ltr" className="text-xs text-fg-muted">
        {permissionReference(id)}
      </bdi>
    </span>
  );
}

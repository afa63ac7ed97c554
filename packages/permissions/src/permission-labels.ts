/**
 * How permission ids are named to people (SPEC sections 3 and 6): the spec's name of each id, for
 * support staff, and the i18n key of its translated display name, for everyone.
 */
import { PermissionId } from "./ids.ts";

/** The spec name of a permission (SPEC section 3: `ModifyAccount`, ..., `TutorialEntry`). */
export type PermissionName = keyof typeof PermissionId;

/** The i18n key of a permission's translated display name: `permission.<spec name>`. */
export type PermissionLabelKey = `permission.${PermissionName}`;

/** Every permission id with its spec name, in the order of SPEC section 3 (ascending ids). */
export const PERMISSION_ENTRIES: readonly (readonly [PermissionId, PermissionName])[] = (Object.entries(PermissionId) as [PermissionName, PermissionId][]).map(
  ([name, id]) => [id, name] as const,
);

const namesById: ReadonlyMap<number, PermissionName> = new Map(PERMISSION_ENTRIES);

/** The spec name of a permission id (`10` → `"PaymentBlacklist"`), or `null` for an id SPEC section 3 does not list. */
export function permissionNameOf(id: number): PermissionName | null {
  return namesById.get(id) ?? null;
}

/**
 * The i18n key of a permission id's display name (`10` → `"permission.PaymentBlacklist"`), or
 * `null` for an unknown id (show the bare number then). The locale files define every key.
 */
export function permissionLabelKey(id: number): PermissionLabelKey | null {
  const name = permissionNameOf(id);
  return name === null ? null : `permission.${name}`;
}

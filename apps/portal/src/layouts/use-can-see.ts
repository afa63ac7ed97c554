import { createCanSee } from "@agent-portal/permissions/guard";
import type { CanSee } from "@agent-portal/permissions/guard";
import { selectGuardUser } from "@agent-portal/session";
import { useMemo } from "react";
import { BUILD_FLAVOR } from "#app/build-flavor.ts";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";

/** The route-visibility predicate of the current user (the guard of SPEC section 4 applied to one record). */
export function useCanSee(): CanSee {
  const user = useAppSelector(selectGuardUser);
  return useMemo(() => createCanSee(user, BUILD_FLAVOR), [user]);
}

import { useLazyGetAccountListQuery } from "@agent-portal/api-client/services/admin-accounts";
import { AdminErrorCode } from "@agent-portal/api-client/contract/admin-accounts";
import { isApiError } from "@agent-portal/api-client/errors";
import { useState } from "react";
import type { AdminAccountsRow } from "./accounts-params.ts";

/** The account a dialog edits and what a concurrent change did to it ({@link useAccountVersion}). */
export interface AccountVersion {
  /** The row the dialog sends changes for (its `version` goes with every change). */
  readonly row: AdminAccountsRow;
  /** The newer row when the server refused a change as stale (47006); null otherwise. */
  readonly newer: AdminAccountsRow | null;
  /** On a failed change: when it was stale, reads the account again and answers true. */
  readonly isStale: (error: unknown) => Promise<boolean>;
  /** Takes the newer row as the one edited (the dialog reloads its fields from it). */
  readonly reload: () => AdminAccountsRow | null;
  /** Takes a row the server answered after a change as the one edited. */
  readonly accept: (row: AdminAccountsRow) => void;
}

/**
 * Optimistic concurrency on the admin pages: a change carries the version the dialog opened; when
 * someone changed the account since, the server answers 47006 and the dialog shows who changed it
 * and when (the account read again), then reloads on request. Nothing is overwritten silently.
 */
export function useAccountVersion(initial: AdminAccountsRow): AccountVersion {
  const [row, setRow] = useState(initial);
  const [newer, setNewer] = useState<AdminAccountsRow | null>(null);
  const [read] = useLazyGetAccountListQuery();
  return {
    row,
    newer,
    isStale: async (error) => {
      if (!isApiError(error) || error.code !== AdminErrorCode.StaleVersion) return false;
      const page = await read({ keyword: row.username, page: 1, page_size: 20 }, false).unwrap();
      setNewer(page.list.find((r) => r.id === row.id) ?? null);
      return true;
    },
    reload: () => {
      if (newer === null) return null;
      setRow(newer);
      setNewer(null);
      return newer;
    },
    accept: (next) => {
      setRow(next);
      setNewer(null);
    },
  };
}

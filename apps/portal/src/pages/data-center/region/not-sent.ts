import type { ListQueryView } from "@agent-portal/app-runtime/list/use-list-query";

/** The list of a region tab while nothing can be sent (a Bigo ID that cannot exist): no rows, no call. */
export const notSent: ListQueryView<never> = { status: "ready", rows: [], total: 0, errorMessage: null, retry: () => undefined };

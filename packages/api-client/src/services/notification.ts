/**
 * RTK Query endpoints and hooks of notification declarations (SPEC section 7, and ours for the read
 * state): the agency notification page (notification, permission AgencyNotification 14) and the
 * header's unread badge.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { ExportNotificationInfo, GetNotificationInfo, GetNotificationUnreadCount, MarkAllNotificationRead, MarkNotificationRead } from "#contract/notification.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/notification.ts` injected. */
export const notificationApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetNotificationInfo: queryFrom(build, GetNotificationInfo),
    GetNotificationUnreadCount: queryFrom(build, GetNotificationUnreadCount),
    MarkNotificationRead: mutationFrom(build, MarkNotificationRead),
    MarkAllNotificationRead: mutationFrom(build, MarkAllNotificationRead),
    ExportNotificationInfo: queryFrom(build, ExportNotificationInfo),
  }),
});

/** Hooks of `contract/notification.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetNotificationInfoQuery,
  useLazyGetNotificationInfoQuery,
  useGetNotificationUnreadCountQuery,
  useLazyGetNotificationUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationReadMutation,
  useExportNotificationInfoQuery,
  useLazyExportNotificationInfoQuery,
} = notificationApi;

import { configureApiClient } from "@agent-portal/api-client/transport";
import { defaultPhoneAuthController } from "@agent-portal/phone-auth/controller";
import { sessionTransportHooks } from "@agent-portal/session";
import type { WireableStore } from "@agent-portal/session";
import { reportTokenFailure, reportTransportEvent } from "@agent-portal/telemetry/api-reporting";
import { callsMayGo } from "#routes/calls-gate.ts";
import { ownTask } from "#tasks.ts";

/** What the transport needs of the app besides the store. */
export interface TransportOptions {
  /** The active language for the `X-Client-Lang` header (`i18n.language` once the strings loaded). */
  readonly getLanguage: () => string;
}

/**
 * Configures the api-client's transport for the apps' store: the one place either app writes the
 * transport's module-level configuration (`configureApiClient`), called once when the store is
 * created (`setUpAppStore`). Nothing else configures it: not the session, not the phone dialog.
 *
 * - token, device id, language, and the session's events: the session's hooks
 *   (`sessionTransportHooks`: the session counts token errors and phone-auth requests, and
 *   `startSessionEvents` turns them into events), then error reporting (`reportTransportEvent`:
 *   HTTP 4xx/5xx and abnormal codes);
 * - 20002: the session's token refresh, a failed one reported (`reportTokenFailure`, SPEC section 8);
 * - 40001: the phone dialog, through `defaultPhoneAuthController.request` (the one way it opens);
 * - `sendGate`: each call goes on in a task of its own, and waits while a `callsAfterPaint` screen
 *   paints (`routes/calls-gate.ts`);
 * - `answerGate`: each answer, once read and checked against its response schema, goes on to the
 *   store in a task of its own, so that reading it and rendering it are two shorter tasks (a screen
 *   that counts a dozen things gets a dozen answers right after its first paint).
 */
export function configureTransport(store: WireableStore, options: TransportOptions): void {
  const session = sessionTransportHooks(store, { getLanguage: options.getLanguage });
  const refresh = session.refreshToken;
  configureApiClient({
    getToken: session.getToken,
    getDeviceId: session.getDeviceId,
    getLanguage: session.getLanguage,
    onEvent: (event) => {
      session.onEvent(event);
      reportTransportEvent(event);
    },
    refreshToken:
      refresh === undefined
        ? undefined
        : async (error) => {
            const refreshed = await refresh(error);
            if (!refreshed) reportTokenFailure("refresh", error);
            return refreshed;
          },
    onPhoneAuthRequired: () => defaultPhoneAuthController.request(),
    sendGate: callsMayGo,
    answerGate: ownTask,
  });
}

import type { SessionEvents } from "@agent-portal/session/session-events";
import { selectLoginUser } from "@agent-portal/session/selectors";
import { phoneAuthSucceeded, phoneInfoReceived } from "@agent-portal/session/session-slice";
import type { SessionRootState } from "@agent-portal/session/session-slice";
import { defaultSessionStorage } from "@agent-portal/session/storage";
import type { SafeStorage } from "@agent-portal/session/storage";
import { useVisitorCountry } from "@agent-portal/session/visitor-country";
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from "react";
import { useDispatch, useSelector } from "react-redux";
import { createPhoneAuthClient } from "#client.ts";
import type { PhoneAuthClient } from "#client.ts";
import { defaultPhoneAuthController } from "#controller.ts";
import type { PhoneAuthController } from "#controller.ts";
import { PhoneCode, phoneErrorMessageKeys } from "#phone-codes.ts";
import { usePhoneAuthFlow } from "#use-phone-auth-flow.ts";

const PhoneAuthDialogs = lazy(() => import("./phone-auth-dialogs.tsx"));

/** Props of {@link PhoneAuthHost}. */
export interface PhoneAuthHostProps {
  /** The bridge to the transport. Default: the page-wide {@link defaultPhoneAuthController}. */
  controller?: PhoneAuthController;
  /** The calls. Default: the real union_oss client. */
  client?: PhoneAuthClient;
  /** The countdown and country-cache storage. Default: the browser's local storage. */
  storage?: SafeStorage;
  /** The session's events (`startSessionEvents`): a token error closes whatever is open. */
  events?: SessionEvents;
}

/**
 * Runs phone authentication for the session in the store (SPEC section 4), mounted once in the
 * logged-in layout (the app shell's session watcher):
 * - a request waiting on the controller opens the flow. That is the one way in: the transport's
 *   `onPhoneAuthRequired` hook (set by the app shell to `controller.request`) asks when a call is
 *   answered 40001, and so does a screen's "Verify phone number" button. The flow is
 *   `checkIfUidHasPhone`, then the validate dialog (bound prefix and phone), the bind dialog (code
 *   502) or the warning modal (any other failure);
 * - a successful bind or validation dispatches `phoneAuthSucceeded` (the success counter), closes
 *   the dialog and lets the waiting calls retry; Cancel or the warning's OK lets them fail;
 * - a `tokenError` session event closes whatever is open (the unauthorized modal takes over);
 * - the bind dialog's country picker starts on the visitor's country (`useVisitorCountry`: site
 *   backend queryCountry once, cached an hour), or empty when it cannot be known.
 * The dialogs load lazily on the first run.
 */
function PhoneAuthHost({ controller = defaultPhoneAuthController, client: givenClient, storage = defaultSessionStorage(), events }: PhoneAuthHostProps) {
  const dispatch = useDispatch();
  const bigoId = useSelector((state: SessionRootState) => selectLoginUser(state)?.bigoId ?? "");
  const pending = useSyncExternalStore(controller.subscribe, controller.isPending, controller.isPending);
  const [client] = useState(() => givenClient ?? createPhoneAuthClient());
  const flow = usePhoneAuthFlow();
  // The bind dialog's first country: the visitor's (site backend queryCountry, cached 1 hour),
  // asked when the dialog first shows; none when it cannot be known.
  const defaultCountry = useVisitorCountry(flow.state.status === "bind", storage);
  const { send } = flow;
  const checking = flow.state.status === "checking";

  useEffect(() => controller.attach(), [controller]);

  useEffect(
    () =>
      events?.subscribe((event) => {
        if (event.type !== "tokenError") return;
        send({ type: "tokenError" });
        controller.settle(false);
      }),
    [events, send, controller],
  );

  useEffect(() => {
    if (pending) send({ type: "open" });
  }, [pending, send]);

  useEffect(() => {
    if (!checking) return undefined;
    const abort = new AbortController();
    void client.checkPhone(abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (result.ok) {
        dispatch(phoneInfoReceived(result.data));
        send({ type: "phoneFound", phone: result.data });
      } else if (result.error.kind === "business" && result.error.code === PhoneCode.NoPhone) {
        dispatch(phoneInfoReceived(null));
        send({ type: "noPhone" });
      } else if (result.error.kind === "token") {
        send({ type: "tokenError" });
        controller.settle(false);
      } else if (result.error.kind !== "aborted") {
        send({ type: "checkFailed", messageKeys: phoneErrorMessageKeys(result.error, "check") });
      }
    });
    return () => abort.abort();
  }, [checking, client, dispatch, send, controller]);

  if (flow.run === 0) return null;
  return (
    <Suspense fallback={null}>
      <PhoneAuthDialogs
        state={flow.state}
        run={flow.run}
        lastPhone={flow.lastPhone}
        lastWarning={flow.lastWarning}
        client={client}
        bigoId={bigoId}
        storage={storage}
        defaultCountry={defaultCountry}
        onSucceeded={() => {
          send({ type: "verified" });
          dispatch(phoneAuthSucceeded());
          controller.settle(true);
        }}
        onCancel={() => {
          send({ type: "cancelled" });
          controller.settle(false);
        }}
        onNeedsBind={() => {
          dispatch(phoneInfoReceived(null));
          send({ type: "noPhone" });
        }}
        onWarningClosed={() => {
          send({ type: "dismissed" });
          controller.settle(false);
        }}
      />
    </Suspense>
  );
}

export { PhoneAuthHost };

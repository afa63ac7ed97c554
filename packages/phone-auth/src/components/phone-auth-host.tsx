import { configureApiClient } from "@agent-portal/api-client/transport";
import { selectLoginUser, selectPhoneAuthRequests, selectTokenErrors } from "@agent-portal/session/selectors";
import { phoneAuthSucceeded, phoneInfoReceived } from "@agent-portal/session/session-slice";
import type { SessionRootState } from "@agent-portal/session/session-slice";
import { defaultSessionStorage } from "@agent-portal/session/storage";
import type { SafeStorage } from "@agent-portal/session/storage";
import { useVisitorCountry } from "@agent-portal/session/visitor-country";
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useDispatch, useSelector } from "react-redux";
import { createPhoneAuthClient } from "../client.ts";
import type { PhoneAuthClient } from "../client.ts";
import { defaultPhoneAuthController } from "../controller.ts";
import type { PhoneAuthController } from "../controller.ts";
import { PhoneCode, phoneErrorMessageKeys } from "../phone-codes.ts";
import { usePhoneAuthFlow } from "../use-phone-auth-flow.ts";

const PhoneAuthDialogs = lazy(() => import("./phone-auth-dialogs.tsx"));

/** Props of {@link PhoneAuthHost}. */
export interface PhoneAuthHostProps {
  /** The bridge to the transport. Default: the page-wide {@link defaultPhoneAuthController}. */
  controller?: PhoneAuthController;
  /** The calls. Default: the real union_oss client. */
  client?: PhoneAuthClient;
  /** The countdown and country-cache storage. Default: the browser's local storage. */
  storage?: SafeStorage;
  /**
   * While mounted, set the transport's `onPhoneAuthRequired` to `controller.request` (and unset it
   * on unmount), so a call answered 40001 waits for this host's dialog and is retried. Default true.
   */
  wireTransport?: boolean;
}

/**
 * Runs phone authentication for the session in the store (SPEC section 4), mounted once in the
 * logged-in layout:
 * - a rise of the session's `phoneAuthRequests` (a call answered 40001), or a call waiting on the
 *   controller, opens the flow: `checkIfUidHasPhone`, then the validate dialog (bound prefix and
 *   phone), the bind dialog (code 502) or the warning modal (any other failure);
 * - a successful bind or validation dispatches `phoneAuthSucceeded` (the success counter), closes
 *   the dialog and lets the waiting calls retry; Cancel or the warning's OK lets them fail;
 * - a rise of the session's `tokenErrors` closes whatever is open (the unauthorized modal takes over);
 * - the bind dialog's country picker starts on the visitor's country (`useVisitorCountry`: site
 *   backend queryCountry once, cached an hour), or empty when it cannot be known.
 * The dialogs load lazily on the first run.
 */
function PhoneAuthHost({ controller = defaultPhoneAuthController, client: givenClient, storage = defaultSessionStorage(), wireTransport = true }: PhoneAuthHostProps) {
  const dispatch = useDispatch();
  const requests = useSelector((state: SessionRootState) => selectPhoneAuthRequests(state));
  const tokenErrors = useSelector((state: SessionRootState) => selectTokenErrors(state));
  const bigoId = useSelector((state: SessionRootState) => selectLoginUser(state)?.bigoId ?? "");
  const pending = useSyncExternalStore(controller.subscribe, controller.isPending, controller.isPending);
  const [client] = useState(() => givenClient ?? createPhoneAuthClient());
  const flow = usePhoneAuthFlow();
  // The bind dialog's first country: the visitor's (site backend queryCountry, cached 1 hour),
  // asked when the dialog first shows; none when it cannot be known.
  const defaultCountry = useVisitorCountry(flow.state.status === "bind", storage);
  const { send } = flow;
  const seenRequests = useRef(requests);
  const seenTokenErrors = useRef(tokenErrors);
  const checking = flow.state.status === "checking";

  useEffect(() => controller.attach(), [controller]);

  useEffect(() => {
    if (!wireTransport) return undefined;
    configureApiClient({ onPhoneAuthRequired: () => controller.request() });
    return () => configureApiClient({ onPhoneAuthRequired: undefined });
  }, [controller, wireTransport]);

  useEffect(() => {
    if (tokenErrors <= seenTokenErrors.current) return;
    seenTokenErrors.current = tokenErrors;
    send({ type: "tokenError" });
    controller.settle(false);
  }, [tokenErrors, send, controller]);

  useEffect(() => {
    if (requests <= seenRequests.current) return;
    seenRequests.current = requests;
    send({ type: "open" });
  }, [requests, send]);

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

/**
 * What the bind and validate dialogs share: sending a code (with the persisted countdown) and
 * confirming it, each throttled to 300 ms and blocked while it runs (SPEC section 5), and the
 * message of the last failure (SPEC section 8: every phone code has its own).
 */
import { useEffect, useRef, useState } from "react";
import type { ApiResult } from "@agent-portal/api-client/errors";
import type { SafeStorage } from "@agent-portal/session/storage";
import { PhoneCode, phoneErrorMessageKeys } from "./phone-codes.ts";
import type { PhoneStep } from "./phone-codes.ts";
import { useSendCountdown } from "./use-send-countdown.ts";
import { useThrottledAction } from "./use-throttled-action.ts";

/** Options of {@link usePhoneDialog}. */
export interface PhoneDialogOptions {
  /** The verify-code scene: its countdown is stored under `last_send_time_<scene>`. */
  readonly scene: number;
  readonly storage: SafeStorage;
  /** Sends the code (the dialog's own call). */
  readonly send: () => Promise<ApiResult<unknown>>;
  /** Checks the code or binds the phone. */
  readonly confirm: () => Promise<ApiResult<unknown>>;
  /** Extra send rule: the bind dialog needs a phone (SPEC section 5). Default true. */
  readonly canSend?: boolean;
  /** The confirm rule (SPEC section 5: bind needs phone and country code, validate needs a code). */
  readonly canConfirm: boolean;
  /** Checked when confirm is pressed: i18n keys of a message to show instead of sending (e.g. no code typed), or null. */
  readonly validate?: () => readonly string[] | null;
  /** Which step a confirm failure belongs to (its messages): `validate` or `bind`. */
  readonly confirmStep: Extract<PhoneStep, "validate" | "bind">;
  readonly onSucceeded: () => void;
  /** Called when a call answers 502 (no phone bound) instead of showing its message. */
  readonly onNeedsBind?: () => void;
}

/** What {@link usePhoneDialog} answers to the dialog. */
export interface PhoneDialogState {
  /** Seconds left of the send countdown (0: not counting). */
  readonly remaining: number;
  readonly sending: boolean;
  readonly confirming: boolean;
  /** Send-code is disabled: counting down, sending, or `canSend` false. */
  readonly sendDisabled: boolean;
  /** Confirm is disabled: `canConfirm` false (while confirming the button shows busy instead). */
  readonly confirmDisabled: boolean;
  /** i18n keys of the current error message (tried in order), or null. */
  readonly errorKeys: readonly string[] | null;
  /** A code was sent by this dialog and no error came since. */
  readonly codeSent: boolean;
  /** Send-code, throttled to 300 ms. */
  readonly sendCode: () => void;
  /** Confirm, throttled to 300 ms. */
  readonly confirmCode: () => void;
}

/**
 * Runs the send and confirm actions of a phone dialog.
 *
 * - send: ignored while disabled; starts the countdown at once (stored), then calls `send`; a
 *   failure resets the countdown (SPEC section 8), except 506 "too early" (the server's countdown
 *   is still running) and shows its message;
 * - confirm: ignored while disabled or running; `validate` may answer a message instead; success
 *   calls `onSucceeded`, a failure shows its message (505 wrong code, 521 bind failure, ...);
 * - 502 calls `onNeedsBind` when given; token errors show nothing (the session closes the dialog).
 */
export function usePhoneDialog(options: PhoneDialogOptions): PhoneDialogState {
  const { scene, storage, send, confirm, canSend = true, canConfirm, validate, confirmStep, onSucceeded, onNeedsBind } = options;
  const countdown = useSendCountdown(scene, storage);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errorKeys, setErrorKeys] = useState<readonly string[] | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const sendDisabled = !canSend || sending || countdown.remaining > 0;

  const fail = (result: Extract<ApiResult<unknown>, { ok: false }>, step: PhoneStep): void => {
    const { error } = result;
    if (error.kind === "token" || error.kind === "aborted" || error.kind === "phoneAuth") return;
    if (error.kind === "business" && error.code === PhoneCode.NoPhone && onNeedsBind) {
      onNeedsBind();
      return;
    }
    setErrorKeys(phoneErrorMessageKeys(error, step));
  };

  const sendCode = useThrottledAction(() => {
    if (sendDisabled) return;
    setErrorKeys(null);
    setCodeSent(false);
    countdown.start();
    setSending(true);
    void send().then((result) => {
      if (!alive.current) return;
      setSending(false);
      if (result.ok) {
        setCodeSent(true);
        return;
      }
      if (!(result.error.kind === "business" && result.error.code === PhoneCode.SendTooFrequent)) countdown.reset();
      fail(result, "send");
    });
  });

  const confirmCode = useThrottledAction(() => {
    if (!canConfirm || confirming) return;
    const invalid = validate?.() ?? null;
    if (invalid !== null) {
      setErrorKeys(invalid);
      return;
    }
    setErrorKeys(null);
    setConfirming(true);
    void confirm().then((result) => {
      if (!alive.current) return;
      setConfirming(false);
      if (result.ok) onSucceeded();
      else fail(result, confirmStep);
    });
  });

  return {
    remaining: countdown.remaining,
    sending,
    confirming,
    sendDisabled,
    confirmDisabled: !canConfirm,
    errorKeys,
    codeSent,
    sendCode,
    confirmCode,
  };
}

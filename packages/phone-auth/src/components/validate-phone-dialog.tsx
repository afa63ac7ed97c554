import { VerifyCodeScene } from "@agent-portal/api-client/enums";
import type { PhoneInfo } from "@agent-portal/session/session-state";
import { defaultSessionStorage } from "@agent-portal/session/storage";
import type { SafeStorage } from "@agent-portal/session/storage";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneAuthClient } from "#client.ts";
import { usePhoneDialog } from "#use-phone-dialog.ts";
import { CodeField } from "./code-field.tsx";
import { PhoneDialogFrame } from "./phone-dialog-frame.tsx";

/** Props of {@link ValidatePhoneDialog}. */
export interface ValidatePhoneDialogProps {
  open: boolean;
  /** The bound phone as checkIfUidHasPhone answered it: prefix and masked number. */
  phone: PhoneInfo;
  /** The calls (the real `createPhoneAuthClient()`, or a fake in stories and tests). */
  client: PhoneAuthClient;
  /** The user's own Bigo ID, sent with sendVerifyCode. */
  bigoId: string;
  /** Where the countdown lives (`last_send_time_1`). Default: the browser's local storage. */
  storage?: SafeStorage;
  /** The code was accepted (the session is phone-verified). */
  onSucceeded: () => void;
  /** The user gave up. */
  onCancel: () => void;
  /** A call answered 502 (the phone was unbound meanwhile): switch to the bind dialog. */
  onNeedsBind: () => void;
}

/**
 * The validate-phone dialog (SPEC sections 2, 4, 5, 8): shows the bound prefix and phone, a code
 * input (max 10), the send-code button with the persisted 60 s countdown, and confirm. Confirm is
 * disabled without a code; send and confirm are throttled to 300 ms. Codes go by SMS to the bound
 * phone (`sendVerifyCode` scene CHECK_AUTH) and are checked with `checkVerifyCode`; 505 shows the
 * wrong-code message, a failed send resets the countdown.
 */
function ValidatePhoneDialog({ open, phone, client, bigoId, storage = defaultSessionStorage(), onSucceeded, onCancel, onNeedsBind }: ValidatePhoneDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const dialog = usePhoneDialog({
    scene: VerifyCodeScene.CHECK_AUTH,
    storage,
    send: () => client.sendCode({ scene: VerifyCodeScene.CHECK_AUTH, bigoId }),
    confirm: () => client.validateCode(code),
    canConfirm: code !== "",
    confirmStep: "validate",
    onSucceeded,
    onNeedsBind,
  });

  return (
    <PhoneDialogFrame
      open={open}
      title={t("phoneAuth.validate.title")}
      description={t("phoneAuth.validate.description")}
      errorKeys={dialog.errorKeys}
      notice={dialog.codeSent ? t("phoneAuth.codeSent") : null}
      confirmDisabled={dialog.confirmDisabled}
      confirming={dialog.confirming}
      onConfirm={dialog.confirmCode}
      onCancel={onCancel}
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">{t("phoneAuth.boundPhone")}</span>
        <span data-slot="bound-phone" className="text-base text-fg tabular-nums" dir="ltr">
          +{phone.prefix} {phone.phone}
        </span>
      </div>
      <CodeField value={code} onChange={setCode} dialog={dialog} />
    </PhoneDialogFrame>
  );
}

export { ValidatePhoneDialog };

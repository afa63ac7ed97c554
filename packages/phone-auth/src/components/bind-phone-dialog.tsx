import { VerifyCodeScene } from "@agent-portal/api-client/enums";
import { defaultSessionStorage } from "@agent-portal/session/storage";
import type { SafeStorage } from "@agent-portal/session/storage";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneAuthClient } from "#client.ts";
import { OTHER_COUNTRY_CODE, countryByCode } from "#countries.ts";
import { fullPhoneNumber } from "#phone-number.ts";
import { usePhoneDialog } from "#use-phone-dialog.ts";
import { CountryField } from "./country-field.tsx";
import { CodeField } from "./code-field.tsx";
import { PhoneNumberInput } from "./phone-number-input.tsx";
import { PhoneDialogFrame } from "./phone-dialog-frame.tsx";

/** Props of {@link BindPhoneDialog}. */
export interface BindPhoneDialogProps {
  open: boolean;
  /** The calls (the real `createPhoneAuthClient()`, or a fake in stories and tests). */
  client: PhoneAuthClient;
  /** The user's own Bigo ID, sent with sendVerifyCode. */
  bigoId: string;
  /** Where the countdown lives (`last_send_time_2`). Default: the browser's local storage. */
  storage?: SafeStorage;
  /**
   * ISO code chosen at first (the visitor's site-backend country), or null. It may arrive after the
   * dialog opened: it applies as long as the user has not chosen a country.
   */
  defaultCountry?: string | null;
  /** The phone was bound (the session is phone-verified). */
  onSucceeded: () => void;
  /** The user gave up. */
  onCancel: () => void;
}

/**
 * The bind-phone dialog (SPEC sections 2, 4, 5, 8), opened on code 502: country picker, phone
 * number (max 20), code (max 10), send-code button with the persisted 60 s countdown, confirm.
 * Send is disabled while counting down or sending and with no phone; confirm is disabled without a
 * phone or country code (confirm with no code says so instead of sending); both are throttled to
 * 300 ms. The phone is sent as prefix + number (`setUidHasPhone`, `sendVerifyCode` scene
 * BIND_PHONE). 505 shows the wrong-code message, 521 the bind-failure message; a failed send
 * resets the countdown.
 */
function BindPhoneDialog({ open, client, bigoId, storage = defaultSessionStorage(), defaultCountry = null, onSucceeded, onCancel }: BindPhoneDialogProps) {
  const { t } = useTranslation();
  // `undefined`: nothing chosen yet, the default applies (also when it arrives late).
  const [chosen, setCountry] = useState<string | null | undefined>(undefined);
  const country = chosen === undefined ? (countryByCode(defaultCountry)?.code ?? null) : chosen;
  const [otherDial, setOtherDial] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const dial = country === OTHER_COUNTRY_CODE ? otherDial : (countryByCode(country)?.dial ?? "");
  const full = fullPhoneNumber(dial, phone);
  const hasPhone = phone !== "";
  const dialog = usePhoneDialog({
    scene: VerifyCodeScene.BIND_PHONE,
    storage,
    send: () => client.sendCode({ scene: VerifyCodeScene.BIND_PHONE, phone: full, bigoId }),
    confirm: () => client.bindPhone(full, code),
    canSend: hasPhone && dial !== "",
    canConfirm: hasPhone && dial !== "",
    validate: () => (code === "" ? ["phoneAuth.codeRequired"] : null),
    confirmStep: "bind",
    onSucceeded,
  });

  return (
    <PhoneDialogFrame
      open={open}
      title={t("phoneAuth.bind.title")}
      description={t("phoneAuth.bind.description")}
      errorKeys={dialog.errorKeys}
      notice={dialog.codeSent ? t("phoneAuth.codeSent") : null}
      confirmDisabled={dialog.confirmDisabled}
      confirming={dialog.confirming}
      onConfirm={dialog.confirmCode}
      onCancel={onCancel}
    >
      <CountryField country={country} onCountryChange={setCountry} otherDial={otherDial} onOtherDialChange={setOtherDial} />
      <FormField label={t("phoneAuth.phone")} required>
        {(control) => <PhoneNumberInput {...control} dial={dial} value={phone} onValueChange={setPhone} placeholder={t("phoneAuth.phonePlaceholder")} />}
      </FormField>
      <CodeField value={code} onChange={setCode} dialog={dialog} />
    </PhoneDialogFrame>
  );
}

export { BindPhoneDialog };

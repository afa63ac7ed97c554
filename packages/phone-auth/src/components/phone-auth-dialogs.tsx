import type { PhoneInfo } from "@agent-portal/session/session-state";
import type { SafeStorage } from "@agent-portal/session/storage";
import type { PhoneAuthClient } from "#client.ts";
import type { PhoneAuthState } from "#flow.ts";
import { BindPhoneDialog } from "./bind-phone-dialog.tsx";
import { PhoneAuthWarning } from "./phone-auth-warning.tsx";
import { ValidatePhoneDialog } from "./validate-phone-dialog.tsx";

/** Props of {@link PhoneAuthDialogs}. */
export interface PhoneAuthDialogsProps {
  state: PhoneAuthState;
  /** Counts the flow's runs: each run starts with fresh, empty dialogs. */
  run: number;
  /** The bound phone last shown, kept so the validate dialog can animate out after closing. */
  lastPhone: PhoneInfo | null;
  /** The warning's message keys, kept for its closing animation. */
  lastWarning: readonly string[];
  client: PhoneAuthClient;
  bigoId: string;
  storage: SafeStorage;
  defaultCountry: string | null;
  onSucceeded: () => void;
  onCancel: () => void;
  onNeedsBind: () => void;
  onWarningClosed: () => void;
}

/**
 * The three views of the flow (SPEC section 4): the validate dialog, the bind dialog and the
 * warning modal, open as `state` says. Loaded lazily by `PhoneAuthHost`, so the country list and
 * the dialogs stay out of the page until phone verification is first needed.
 */
export default function PhoneAuthDialogs({
  state,
  run,
  lastPhone,
  lastWarning,
  client,
  bigoId,
  storage,
  defaultCountry,
  onSucceeded,
  onCancel,
  onNeedsBind,
  onWarningClosed,
}: PhoneAuthDialogsProps) {
  const phone = state.status === "validate" ? state.phone : lastPhone;
  return (
    <>
      {phone && (
        <ValidatePhoneDialog
          key={`validate-${String(run)}`}
          open={state.status === "validate"}
          phone={phone}
          client={client}
          bigoId={bigoId}
          storage={storage}
          onSucceeded={onSucceeded}
          onCancel={onCancel}
          onNeedsBind={onNeedsBind}
        />
      )}
      <BindPhoneDialog
        key={`bind-${String(run)}`}
        open={state.status === "bind"}
        client={client}
        bigoId={bigoId}
        storage={storage}
        defaultCountry={defaultCountry}
        onSucceeded={onSucceeded}
        onCancel={onCancel}
      />
      <PhoneAuthWarning open={state.status === "warning"} messageKeys={state.status === "warning" ? state.messageKeys : lastWarning} onClose={onWarningClosed} />
    </>
  );
}

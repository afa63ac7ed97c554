import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps {
  /** Seconds left of the countdown; above 0 the button reads "Resend in N s" and is disabled. */
  remaining: number;
  /** A send is running: the button is busy. */
  sending: boolean;
  /** Disabled (countdown, sending, or the bind dialog without a phone: SPEC section 5). */
  disabled: boolean;
  /** The throttled send action. */
  onSend: () => void;
}

/**
 * The send-code button of both phone dialogs (SPEC sections 2 and 5): "Send code", "Sending…"
 * while the request runs, then "Resend in N s" for the 60 s countdown.
 */
function SendCodeButton({ remaining, sending, disabled, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label = sending ? t("phoneAuth.sending") : remaining > 0 ? t("phoneAuth.resendIn", { seconds: remaining }) : t("phoneAuth.send");
  return (
    <Button variant="secondary" data-slot="send-code" className="shrink-0 tabular-nums" disabled={disabled} loading={sending} onClick={onSend}>
      {label}
    </Button>
  );
}

export { SendCodeButton };

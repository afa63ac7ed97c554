import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { shellConfig } from "#shell-config.ts";

/** Props of {@link PhoneRequired}. */
export interface PhoneRequiredProps {
  /** Sends the call again once the phone is verified (the query's `refetch`). */
  readonly onVerified: () => void;
  readonly className?: string;
}

/**
 * What a screen shows in place of its data when a call needs phone verification and the user
 * cancelled the phone dialog (SPEC sections 4 and 8: 40001 opens the dialog and is not passed to
 * the error handler): that a verified phone number is needed (`shared.phoneRequired.title`) and a
 * button (`shared.phoneRequired.action`) that opens the phone dialog again (the session watcher's
 * `PhoneAuthHost`, through `defaultPhoneAuthController.request`); once the phone is verified the
 * call is sent again. No error text, no retry, no empty total.
 */
export function PhoneRequired({ onVerified, className }: PhoneRequiredProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const verify = async () => {
    setAsking(true);
    // The controller comes with the session watcher's chunk (loaded by then): not on a first paint's path.
    const { defaultPhoneAuthController } = await import("@agent-portal/phone-auth/controller");
    const verified = await defaultPhoneAuthController.request();
    setAsking(false);
    if (verified) onVerified();
  };
  return (
    <div data-slot="phone-required" className={className}>
      <EmptyState
        image={<ShieldCheck aria-hidden="true" className="size-10 text-fg-muted" />}
        title={t("shared.phoneRequired.title")}
        action={
          <Button size={shellConfig().touch ? "lg" : "md"} loading={asking} onClick={() => void verify()}>
            {t("shared.phoneRequired.action")}
          </Button>
        }
      />
    </div>
  );
}

import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { useEffect, useRef, useState } from "react";
import type { SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { loadAppStore } from "@agent-portal/app-runtime/store/app-store";
import { apiErrorMessage } from "@agent-portal/app-runtime/errors/api-error-message";
import { logIn, requestLoginCode } from "@agent-portal/app-runtime/session/log-in";
import { loginTarget } from "./login-target.ts";
import { useCountdown } from "@agent-portal/ui-kit/lib/use-countdown";

const LIMITS = { username: 64, password: 128, code: 10 } as const;

/**
 * MobileLogin (`/m/login`): the webview's fallback login, used when the host app handed over no
 * token (the iframe token exchange answered `null` after 5 s) and in the sandbox. The same
 * main-API login as the desktop portal: account, password and a verification code
 * (getVerifyCode; the sandbox puts it in its outbox), then back to the `redirect` page. A failure
 * keeps what was typed and says why. 44 px fields and buttons, safe areas kept.
 */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ username: "", password: "", code: "" });
  const [missing, setMissing] = useState<Partial<Record<keyof typeof values, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const countdown = useCountdown();

  useEffect(() => {
    void loadAppStore();
  }, []);

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setMissing((current) => ({ ...current, [field]: false }));
  };

  const sendCode = async () => {
    if (sending) return;
    if (values.username.trim() === "") {
      setMissing({ username: true });
      return;
    }
    setError(null);
    setSending(true);
    const result = await requestLoginCode(values.username.trim());
    setSending(false);
    if (!result.ok) {
      countdown.reset();
      setError(apiErrorMessage(t, result.error));
      return;
    }
    setCodeSent(true);
    countdown.start(result.value);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const empty = { username: values.username.trim() === "", password: values.password === "", code: values.code.trim() === "" };
    setMissing(empty);
    if (empty.username || empty.password || empty.code) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    // The webview's next page loads what it needs through its guard.
    const result = await logIn({ username: values.username.trim(), password: values.password, code: values.code.trim() }, { loadSession: false });
    busy.current = false;
    setSubmitting(false);
    if (!result.ok) {
      setError(apiErrorMessage(t, result.error));
      return;
    }
    const target = loginTarget(params.get("redirect"), window.location.origin);
    if (target.document) window.location.assign(target.path);
    else await navigate(target.path, { replace: true });
  };

  return (
    <main className="min-h-dvh bg-surface-muted pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] px-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))]">
      <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4 rounded-lg bg-surface p-5 shadow-card">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-fg">{t("app.name")}</h1>
          <LanguageSwitcher selectClassName="h-11 max-w-32" />
        </div>
        <p className="text-sm text-fg-muted">{t("webview.login.subtitle")}</p>
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
          {error !== null && <Alert tone="error">{error}</Alert>}
          {codeSent && error === null && <Alert tone="info">{t("login.codeSent")}</Alert>}
          <FormField label={t("login.account")} error={missing.username ? t("login.accountRequired") : undefined} required>
            {(control) => (
              <Input {...control} value={values.username} onChange={set("username")} inputSize="lg" autoComplete="username" autoCapitalize="none" maxLength={LIMITS.username} />
            )}
          </FormField>
          <FormField label={t("login.password")} error={missing.password ? t("login.passwordRequired") : undefined} required>
            {(control) => (
              <Input {...control} value={values.password} onChange={set("password")} type="password" inputSize="lg" autoComplete="current-password" maxLength={LIMITS.password} />
            )}
          </FormField>
          <FormField label={t("login.code")} error={missing.code ? t("login.codeRequired") : undefined} required>
            {(control) => (
              <div className="flex gap-2">
                <Input {...control} value={values.code} onChange={set("code")} inputMode="numeric" inputSize="lg" autoComplete="one-time-code" maxLength={LIMITS.code} />
                <Button size="lg" variant="secondary" className="shrink-0" onClick={() => void sendCode()} loading={sending} disabled={countdown.remaining > 0}>
                  {countdown.remaining > 0 ? t("login.resendIn", { seconds: countdown.remaining }) : t("login.sendCode")}
                </Button>
              </div>
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={submitting}>
            {t("login.submit")}
          </Button>
        </form>
      </div>
    </main>
  );
}

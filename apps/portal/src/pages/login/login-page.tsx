import { safeRedirect } from "@agent-portal/permissions/url-safety";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useRef, useState } from "react";
import type { SyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./login-limits.ts";
import type { LoginFormValues } from "./login-schema.ts";
import { useCountdown } from "@agent-portal/ui-kit/lib/use-countdown";

/**
 * The login calls (transport, contract, session, the store) and the form's zod validation load on
 * first use: the form renders without them (the route binding fetches them once the form is on
 * screen, and shows the language switcher in the corner then).
 */
const loadLoginActions = () => import("./login-actions.ts");
const loadValidation = () => import("./login-validation.ts");

/** The zod resolver of `login-validation.ts`, loaded on the first validation. */
const resolver: Resolver<LoginFormValues> = async (values, context, options) => (await loadValidation()).loginResolver(values, context, options);

/**
 * Login (SPEC section 2, `/login`): account, password and a verification code sent by
 * `getVerifyCode`; `login` answers a token, then the session loads and the user returns
 * to the same-origin `redirect` target (or home). A failed attempt keeps what was typed
 * and says why, under the field it concerns. While a request runs its button is busy and a
 * second click sends nothing.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const busy = useRef({ sending: false, submitting: false });
  const countdown = useCountdown();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<LoginFormValues>({
    resolver,
    defaultValues: { username: "", password: "", code: "" },
    mode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;

  const fieldError = (name: keyof LoginFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSendCode = async () => {
    if (busy.current.sending) return;
    setFormError(null);
    if (!(await form.trigger("username"))) return;
    busy.current.sending = true;
    setSending(true);
    const { requestLoginCode, describeLoginFailure } = await loadLoginActions();
    const result = await requestLoginCode(form.getValues("username"));
    busy.current.sending = false;
    setSending(false);
    if (!result.ok) {
      countdown.reset();
      setFormError(result.error ? describeLoginFailure(result.error, t).message : t("lang328"));
      return;
    }
    setCodeSent(true);
    countdown.start(result.value);
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const { logIn, describeLoginFailure } = await loadLoginActions();
    const result = await logIn(values);
    if (!result.ok) {
      const failure = result.error ? describeLoginFailure(result.error, t) : { field: null, message: t("lang328") };
      if (failure.field) form.setError(failure.field, { type: "server", message: failure.message }, { shouldFocus: true });
      else setFormError(failure.message);
      return;
    }
    const target = safeRedirect(searchParams.get("redirect"), window.location.origin) ?? "/";
    await navigate(target, { replace: true });
  });

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One login at a time: a second click or Enter while one runs sends nothing.
    if (busy.current.submitting) return;
    busy.current.submitting = true;
    try {
      await submit(event);
    } finally {
      busy.current.submitting = false;
    }
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-semibold text-fg">{t("app.name")}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t("login.subtitle")}</p>
        <form className="mt-6 flex flex-col gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          {formError && <Alert tone="error">{formError}</Alert>}
          {codeSent && !formError && <Alert tone="info">{t("login.codeSent")}</Alert>}
          <FormField label={t("login.account")} error={fieldError("username")} required>
            {(control) => <Input {...control} {...form.register("username")} autoComplete="username" maxLength={USERNAME_MAX_LENGTH} placeholder={t("login.accountPlaceholder")} />}
          </FormField>
          <FormField label={t("login.password")} error={fieldError("password")} required>
            {(control) => (
              <Input
                {...control}
                {...form.register("password")}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                placeholder={t("login.passwordPlaceholder")}
              />
            )}
          </FormField>
          <FormField label={t("login.code")} error={fieldError("code")} required>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  {...form.register("code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_MAX_LENGTH}
                  placeholder={t("login.codePlaceholder")}
                />
                <Button variant="secondary" className="shrink-0" onClick={() => void onSendCode()} loading={sending} disabled={countdown.remaining > 0}>
                  {sending ? t("login.sending") : countdown.remaining > 0 ? t("login.resendIn", { seconds: countdown.remaining }) : t("login.sendCode")}
                </Button>
              </div>
            )}
          </FormField>
          <Button type="submit" size="lg" loading={isSubmitting} className="mt-2">
            {isSubmitting ? t("login.submitting") : t("login.submit")}
          </Button>
        </form>
      </div>
    </main>
  );
}

import { isApiError } from "@agent-portal/api-client/errors";
import { useGetVerifyCodeMutation, useLoginMutation } from "@agent-portal/api-client/services/main";
import { safeRedirect } from "@agent-portal/permissions/url-safety";
import { loadSession, sessionActions } from "@agent-portal/session";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useAppDispatch } from "../../app/hooks.ts";
import { describeLoginFailure } from "./login-errors.ts";
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, loginFormSchema } from "./login-schema.ts";
import type { LoginFormValues } from "./login-schema.ts";
import { useCountdown } from "./use-countdown.ts";

/**
 * Login (SPEC section 2, `/login`): account, password and a verification code sent by
 * `getVerifyCode`; `login` answers a token, then the session loads and the user returns
 * to the same-origin `redirect` target (or home). A failed attempt keeps what was typed
 * and says why, under the field it concerns.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [sendCode, sendState] = useGetVerifyCodeMutation();
  const [login] = useLoginMutation();
  const countdown = useCountdown();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: "", password: "", code: "" },
    mode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: keyof LoginFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSendCode = async () => {
    setFormError(null);
    if (!(await form.trigger("username"))) return;
    const result = await sendCode({ username: form.getValues("username") });
    if ("error" in result) {
      countdown.reset();
      const failure = isApiError(result.error) ? describeLoginFailure(result.error, t) : { field: null, message: t("lang328") };
      setFormError(failure.message);
      return;
    }
    setCodeSent(true);
    countdown.start(result.data.resendAfterSeconds);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await login(loginFormSchema.parse(values));
    if ("error" in result) {
      const failure = isApiError(result.error) ? describeLoginFailure(result.error, t) : { field: null, message: t("lang328") };
      if (failure.field) form.setError(failure.field, { type: "server", message: failure.message }, { shouldFocus: true });
      else setFormError(failure.message);
      return;
    }
    dispatch(sessionActions.loggedIn({ token: result.data.token }));
    const loaded = await dispatch(loadSession());
    if (!loaded.ok) {
      setFormError(loaded.error ? t(loaded.error.messageKeys as string[], { defaultValue: loaded.error.fallbackMessage || t("lang328") }) : t("lang328"));
      return;
    }
    const target = safeRedirect(searchParams.get("redirect"), window.location.origin) ?? "/";
    await navigate(target, { replace: true });
  });

  const sending = sendState.isLoading;
  return (
    <main className="grid min-h-dvh place-items-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-semibold text-fg">{t("login.title")}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t("login.subtitle")}</p>
        <form className="mt-6 flex flex-col gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          {formError && <Alert tone="error">{formError}</Alert>}
          {codeSent && !formError && <Alert tone="info">{t("login.codeSent")}</Alert>}
          <FormField label={t("login.account")} error={fieldError("username")} required>
            {(control) => (
              <Input
                {...control}
                {...form.register("username")}
                autoComplete="username"
                maxLength={USERNAME_MAX_LENGTH}
                placeholder={t("login.accountPlaceholder")}
              />
            )}
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
                <Button
                  variant="secondary"
                  className="shrink-0"
                  onClick={() => void onSendCode()}
                  loading={sending}
                  disabled={countdown.remaining > 0}
                >
                  {sending
                    ? t("login.sending")
                    : countdown.remaining > 0
                      ? t("login.resendIn", { seconds: countdown.remaining })
                      : t("login.sendCode")}
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

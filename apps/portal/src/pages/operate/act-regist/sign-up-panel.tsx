import type { act75352SignActFormInfo } from "@agent-portal/api-client/contract/act75352";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { isApiError } from "@agent-portal/api-client/errors";
import { useAct75352SignMutation } from "@agent-portal/api-client/services/act75352-actions";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import type { Chosen, SentTask } from "./sign-up-model.ts";
import { failedUids, newRequestId, outcomes, quotaOf, signBlock } from "./sign-up-model.ts";
import { SignUpPicker } from "./sign-up-picker.tsx";
import { SignUpResults } from "./sign-up-results.tsx";
import { SignTaskPoller } from "./sign-task-poller.tsx";

type Form = ResponseOf<typeof act75352SignActFormInfo>;

/**
 * Sign-up (issue 24 item 3): choose the round, answer the form's fields, choose broadcasters
 * (the choice survives paging and searching; "8 selected / quota 10"), confirm who goes into which
 * round, then send `sign` with an idempotency key made at confirmation; each task is polled
 * (`SignTaskPoller`) until every row is final, and "Retry failed" sends only the failed rows.
 * Nothing is sent while sign-up is closed (`open` follows the clock), with none chosen or over
 * the quota.
 */
export function SignUpPanel({ form, open }: { readonly form: Form; readonly open: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [sign, signState] = useAct75352SignMutation();
  const [roundId, setRoundId] = useState<number | null>(form.rounds.length === 1 ? (form.rounds[0]?.roundId ?? null) : null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<ReadonlyMap<string, Chosen>>(() => new Map());
  const [step, setStep] = useState<"choose" | "confirm" | "sent">("choose");
  const [tasks, setTasks] = useState<readonly SentTask[]>([]);
  const round = form.rounds.find((r) => r.roundId === roundId) ?? null;
  const quota = quotaOf(form.activity, round, form.maxAnchorsPerSign);
  const missingRequired = form.fields.some((field) => field.required === 1 && (values[field.key] ?? "").trim() === "");
  const block = signBlock({ open, chosen: chosen.size, quota, needsRound: form.rounds.length > 0, roundId, missingRequired });
  const rows = outcomes(tasks);

  const send = async (uids: readonly string[]) => {
    const index = tasks.length;
    const task: SentTask = { anchorUids: uids, taskId: null, failures: null, callFailure: null };
    setTasks((current) => [...current, task]);
    try {
      const { taskId } = await sign({
        activityId: form.activity.activityId,
        anchorUids: [...uids],
        ...(roundId === null ? {} : { roundId }),
        formValues: values,
        requestId: newRequestId(),
      }).unwrap();
      setTasks((current) => current.map((entry, i) => (i === index ? { ...entry, taskId } : entry)));
    } catch (error) {
      const msg = errorMessage(error) ?? t("lang328");
      const code = isApiError(error) && error.code !== null ? error.code : 0;
      setTasks((current) => current.map((entry, i) => (i === index ? { ...entry, callFailure: { code, msg } } : entry)));
    }
  };
  const settle = useCallback((taskId: string, failures: Map<string, { code: number; msg: string }>) => {
    setTasks((current) => current.map((entry) => (entry.taskId === taskId && entry.failures === null ? { ...entry, failures } : entry)));
  }, []);

  if (step === "sent")
    return (
      <section aria-label={t("operate.signUp.title")} className="flex flex-col gap-3">
        {tasks.map((task) =>
          task.taskId !== null && task.failures === null ? (
            <SignTaskPoller key={task.taskId} taskId={task.taskId} onDone={(failures) => settle(task.taskId ?? "", failures)} />
          ) : null,
        )}
        <SignUpResults chosen={chosen} rows={rows} />
        <div>
          <Button size="sm" disabled={!open || failedUids(rows).length === 0 || signState.isLoading} onClick={() => void send(failedUids(rows))}>
            {t("operate.signUp.retryFailed", { count: failedUids(rows).length })}
          </Button>
        </div>
      </section>
    );

  return (
    <section aria-label={t("operate.signUp.title")} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 className="text-lg font-semibold">{t("operate.signUp.title")}</h3>
      {step === "choose" ? (
        <>
          {form.rounds.length > 0 ? (
            <label className="flex w-64 flex-col gap-1 text-sm">
              {t("operate.actRegist.round")}
              <Select
                aria-label={t("operate.actRegist.round")}
                options={form.rounds.map((r) => ({
                  value: String(r.roundId),
                  label: t("operate.signUp.roundOption", { name: r.roundName, free: Math.max(0, r.capacity - r.signedCount) }),
                }))}
                value={roundId === null ? "" : String(roundId)}
                placeholder={t("operate.signUp.chooseRound")}
                onValueChange={(value) => setRoundId(Number(value))}
              />
            </label>
          ) : null}
          {form.fields.map((field) => (
            <label key={field.key} className="flex w-64 flex-col gap-1 text-sm">
              {field.required === 1 ? `${field.label} *` : field.label}
              {field.type === "select" ? (
                <Select
                  aria-label={field.label}
                  options={field.options.map((option) => ({ value: option, label: option }))}
                  value={values[field.key] ?? ""}
                  onValueChange={(value) => setValues({ ...values, [field.key]: value })}
                />
              ) : (
                <Input
                  type={field.type === "number" ? "number" : "text"}
                  maxLength={200}
                  value={values[field.key] ?? ""}
                  onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                />
              )}
            </label>
          ))}
          <p className="text-sm font-semibold" data-testid="sign-up-count" aria-live="polite">
            {t("operate.signUp.count", { count: chosen.size, quota })}
          </p>
          <SignUpPicker
            activityId={form.activity.activityId}
            chosen={chosen}
            canAdd={chosen.size < quota}
            onToggle={(row, on) => {
              const next = new Map(chosen);
              if (on) next.set(row.anchorUid, row);
              else next.delete(row.anchorUid);
              setChosen(next);
            }}
          />
          {block === null ? null : <p className="text-sm text-fg-muted">{t(`operate.signUp.block.${block}`)}</p>}
          <div>
            <Button disabled={block !== null} onClick={() => setStep("confirm")}>
              {t("operate.signUp.review")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t("operate.signUp.confirmInto", { round: round?.roundName ?? form.activity.activityName, count: chosen.size })}</p>
          <ul className="list-disc ps-5 text-sm" aria-label={t("operate.signUp.confirmList")}>
            {[...chosen.values()].map((row) => (
              <li key={row.anchorUid}>
                <bdi>{row.nickName}</bdi> ({row.bigoId})
              </li>
            ))}
          </ul>
          {block === null ? null : <p className="text-sm text-fg-muted">{t(`operate.signUp.block.${block}`)}</p>}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setStep("choose")}>
              {t("operate.signUp.back")}
            </Button>
            <Button
              disabled={block !== null || signState.isLoading}
              onClick={() => {
                setStep("sent");
                void send([...chosen.keys()]);
              }}
            >
              {t("operate.signUp.submit")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

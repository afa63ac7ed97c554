import { act74338TestClearCache, act74338TestGetInfo } from "@agent-portal/api-client/contract/live-data-activity";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { ApiError } from "@agent-portal/api-client/errors";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import type { SubmitEvent } from "react";
import { useTranslation } from "react-i18next";

type Partition = ResponseOf<typeof act74338TestGetInfo>;
type State<T> = { readonly kind: "idle" | "running" } | { readonly kind: "done"; readonly value: T } | { readonly kind: "failed"; readonly error: ApiError };

const PARTITION = /^\d{8}$/;
const UID = /^\d{1,20}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The activity 74338 test calls on the test page (SPEC section 3: "Test getInfo: dataPartition",
 * "Clear cache: uid, month"), for support staff with the data permission: one data partition's
 * state (`act74338/test/getInfo`: rows and last update) and dropping one user's cached month of
 * the activity (`act74338/test/clearCache`). Bad input is refused under its field and kept.
 */
export function ActivityTestTools() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [partition, setPartition] = useState("");
  const [uid, setUid] = useState("");
  const [month, setMonth] = useState("");
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [info, setInfo] = useState<State<Partition>>({ kind: "idle" });
  const [clear, setClear] = useState<State<null>>({ kind: "idle" });
  const message = (error: ApiError) => t([...error.messageKeys, "lang328"], { defaultValue: error.fallbackMessage });

  const lookUp = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!PARTITION.test(partition)) return setInvalid(new Set(["partition"]));
    setInvalid(new Set());
    setInfo({ kind: "running" });
    const result = await callEndpoint(act74338TestGetInfo, { dataPartition: partition });
    setInfo(result.ok ? { kind: "done", value: result.data } : { kind: "failed", error: result.error });
  };
  const clearCache = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = new Set([...(UID.test(uid) ? [] : ["uid"]), ...(MONTH.test(month) ? [] : ["month"])]);
    setInvalid(wrong);
    if (wrong.size > 0) return;
    setClear({ kind: "running" });
    const result = await callEndpoint(act74338TestClearCache, { uid, month });
    setClear(result.ok ? { kind: "done", value: null } : { kind: "failed", error: result.error });
  };

  return (
    <section aria-labelledby="activity-test-tools" className="mt-6 flex flex-col gap-4 rounded-lg bg-surface p-4 shadow-card">
      <h2 id="activity-test-tools" className="text-base font-semibold text-fg">
        {t("test.activity.title")}
      </h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void lookUp(event)} aria-label={t("test.activity.partitionForm")} noValidate>
        <FormField
          label={t("test.activity.partition")}
          hint={t("test.activity.partitionHint")}
          error={invalid.has("partition") ? t("test.activity.partitionInvalid") : undefined}
          className="w-56"
        >
          {(control) => <Input {...control} value={partition} inputMode="numeric" maxLength={8} onChange={(event) => setPartition(event.target.value.trim())} />}
        </FormField>
        <Button type="submit" variant="secondary" loading={info.kind === "running"}>
          {t("test.activity.lookUp")}
        </Button>
      </form>
      {info.kind === "done" && (
        <p role="status" className="text-sm text-fg">
          {t("test.activity.partitionState", {
            partition: info.value.dataPartition,
            rows: format.number(info.value.rows),
            updated: info.value.updateTime > 0 ? format.dateTime(info.value.updateTime * 1000) : t("test.activity.never"),
          })}
        </p>
      )}
      {info.kind === "failed" && <Alert tone="error">{message(info.error)}</Alert>}
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void clearCache(event)} aria-label={t("test.activity.cacheForm")} noValidate>
        <FormField label={t("test.activity.uid")} error={invalid.has("uid") ? t("test.activity.uidInvalid") : undefined} className="w-56">
          {(control) => <Input {...control} value={uid} inputMode="numeric" maxLength={20} onChange={(event) => setUid(event.target.value.trim())} />}
        </FormField>
        <FormField label={t("test.activity.month")} hint={t("test.activity.monthHint")} error={invalid.has("month") ? t("test.activity.monthInvalid") : undefined} className="w-40">
          {(control) => <Input {...control} value={month} maxLength={7} onChange={(event) => setMonth(event.target.value.trim())} />}
        </FormField>
        <Button type="submit" variant="secondary" loading={clear.kind === "running"}>
          {t("test.activity.clear")}
        </Button>
      </form>
      {clear.kind === "done" && (
        <p role="status" className="text-sm text-success-700">
          {t("test.activity.cleared", { uid, month })}
        </p>
      )}
      {clear.kind === "failed" && <Alert tone="error">{message(clear.error)}</Alert>}
    </section>
  );
}

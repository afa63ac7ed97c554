import { useExtendContractMutation } from "@agent-portal/api-client/services/live-agent-front-contract";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";

/** Props of {@link ExtendDialog}. */
export interface ExtendDialogProps {
  readonly anchor: Broadcaster;
  readonly onClose: () => void;
}

/** Extension limits of ExtendContract, days. */
export const EXTEND_MIN_DAYS = 1;
export const EXTEND_MAX_DAYS = 30;

/** The days typed, or `null` when not a whole number in 1-30. */
export function parseExtendDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= EXTEND_MIN_DAYS && days <= EXTEND_MAX_DAYS ? days : null;
}

/**
 * Extends a contract that ends within 30 days by a grace period of 1-30 days, once
 * (live_agent_front ExtendContract; e.g. while a renewal waits for the broadcaster). The server
 * refuses a second extension (45002) or a contract not ending soon (45003); the message shows and
 * the input stays.
 */
export function ExtendDialog({ anchor, onClose }: ExtendDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const [text, setText] = useState("7");
  const [invalid, setInvalid] = useState(false);
  const [extend, state] = useExtendContractMutation();

  const submit = () => {
    const days = parseExtendDays(text);
    setInvalid(days === null);
    if (days === null) return;
    void run(async () => {
      const answer = await extend({ anchor_uid: anchor.anchor_uid, extend_days: days }).unwrap();
      notify.success(t("broadcaster.extend.done", { name: anchor.nick_name, date: format.date(answer.contract_end_time * 1000, { timeZone: "UTC" }) }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t("broadcaster.extend.title", { name: anchor.nick_name })}
      description={t("broadcaster.extend.description", { date: format.date(anchor.contract_end_time * 1000, { timeZone: "UTC" }) })}
      submitLabel={t("broadcaster.extend.submit")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t("broadcaster.extend.days")} hint={t("broadcaster.extend.daysHint")} required error={invalid ? t("broadcaster.extend.daysInvalid") : undefined}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={text}
            maxLength={2}
            onChange={(event) => {
              setText(event.target.value);
            }}
            className="w-24"
          />
        )}
      </FormField>
    </FormDialog>
  );
}

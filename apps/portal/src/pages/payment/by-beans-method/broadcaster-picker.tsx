import { Button } from "@agent-portal/ui-kit/components/button";
import { Command } from "cmdk";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBroadcasterMatch } from "#layouts/jump-to/use-broadcaster-match.ts";
import type { FoundBroadcaster } from "#layouts/jump-to/use-broadcaster-match.ts";

const itemClass = "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-fg data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800";

/** Props of {@link BroadcasterPicker}. */
export interface BroadcasterPickerProps {
  /** The field's label (translated). */
  readonly label: string;
  /** The uids chosen, in the order they were added. */
  readonly selected: readonly string[];
  readonly onChange: (uids: string[]) => void;
  /** Whether the user may search the broadcaster list (QryAnchorList); without it the field says so. */
  readonly enabled: boolean;
  /** Names of broadcasters already chosen (uid → who), e.g. learnt from earlier searches. */
  readonly known?: ReadonlyMap<string, FoundBroadcaster>;
  /** Id of a hint describing the field. */
  readonly describedBy?: string;
}

/**
 * Chooses broadcasters among all of the agency's, searching as you type (issue 21 item 7): a Bigo
 * ID finds its broadcaster, two or more characters of a name find up to five, through the
 * broadcaster list's own search (`useBroadcasterMatch`: broker QryAnchorList, debounced, cached;
 * the server's data scope decides whom). Keyboard alone: type, arrows move through the results,
 * Enter adds the highlighted one (the text clears for the next); each chosen broadcaster is a chip
 * with its own Remove button. A broadcaster chosen before whose name is not known shows their uid.
 * cmdk gives the combobox and listbox roles.
 */
export function BroadcasterPicker({ label, selected, onChange, enabled, known, describedBy }: BroadcasterPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [names, setNames] = useState<ReadonlyMap<string, FoundBroadcaster>>(() => new Map(known));
  const match = useBroadcasterMatch(text, enabled);
  const add = (found: FoundBroadcaster) => {
    setNames((before) => new Map(before).set(found.uid, found));
    if (!selected.includes(found.uid)) onChange([...selected, found.uid]);
    setText("");
  };
  const remove = (uid: string) => onChange(selected.filter((other) => other !== uid));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-search`} className="text-sm font-medium">
        {label}
      </label>
      <Command label={label} shouldFilter={false} loop className="flex flex-col gap-1">
        <Command.Input
          id={`${id}-search`}
          value={text}
          onValueChange={setText}
          disabled={!enabled}
          placeholder={t("payment.byBeansMethod.picker.placeholder")}
          aria-describedby={describedBy}
          autoComplete="off"
          className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        />
        <Command.List aria-label={t("payment.byBeansMethod.picker.results")} className="max-h-48 overflow-y-auto">
          {match.kind === "found" &&
            match.broadcasters.map((found) => (
              <Command.Item key={found.uid} value={found.uid} onSelect={() => add(found)} className={itemClass}>
                <bdi className="font-medium">{found.name}</bdi>
                <bdi className="text-fg-muted" dir="ltr">
                  {found.bigoId}
                </bdi>
                {selected.includes(found.uid) && <span className="ms-auto text-xs text-fg-muted">{t("payment.byBeansMethod.picker.chosen")}</span>}
              </Command.Item>
            ))}
        </Command.List>
        <p role="status" aria-live="polite" className="px-1 text-sm text-fg-muted">
          {!enabled
            ? t("payment.byBeansMethod.picker.unavailable")
            : match.kind === "searching"
              ? t("layout.jumpTo.searching")
              : match.kind === "none"
                ? t("layout.jumpTo.noBroadcaster")
                : match.kind === "failed"
                  ? t("layout.jumpTo.searchFailed")
                  : match.kind === "found"
                    ? t("layout.jumpTo.count", { n: match.broadcasters.length })
                    : ""}
        </p>
      </Command>
      <ul aria-label={t("payment.byBeansMethod.picker.selected")} className="flex flex-wrap gap-2">
        {selected.map((uid) => {
          const who = names.get(uid);
          const name = who?.name ?? t("payment.byBeansMethod.picker.uid", { uid });
          return (
            <li key={uid} className="flex items-center gap-1 rounded-full border border-border bg-surface-sunken py-0.5 ps-3 pe-1 text-sm">
              <bdi>{name}</bdi>
              {who !== undefined && (
                <bdi className="text-fg-muted" dir="ltr">
                  {who.bigoId}
                </bdi>
              )}
              <Button size="icon-sm" variant="ghost" aria-label={t("payment.byBeansMethod.picker.remove", { name })} onClick={() => remove(uid)}>
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

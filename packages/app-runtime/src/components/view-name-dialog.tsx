import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useId, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import type { SavedView } from "#list/saved-views.ts";
import { VIEW_NAME_MAX, viewNameProblem } from "#list/saved-views.ts";

/** Props of {@link ViewNameDialog}. */
export interface ViewNameDialogProps {
  /** Save a new view, or rename `view`. */
  readonly mode: { readonly kind: "save" } | { readonly kind: "rename"; readonly view: SavedView };
  /** The list's views (a name may not repeat one of them, case aside). */
  readonly views: readonly SavedView[];
  /** Called with the trimmed name; answers false when it could not be stored (the dialog stays, with the typed name). */
  readonly onSubmit: (name: string) => boolean;
  readonly onClose: () => void;
}

/**
 * The name of a saved view, asked in a dialog (react-hook-form + zod): required, at most
 * {@link VIEW_NAME_MAX} characters, not the name of another view of the list. Each problem has its
 * translated message under the field; storage that refuses keeps the dialog and the typed name.
 */
export function ViewNameDialog({ mode, views, onSubmit, onClose }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const exceptId = mode.kind === "rename" ? mode.view.id : undefined;
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().check(
          z.superRefine((name, ctx) => {
            const problem = viewNameProblem(name, views, exceptId);
            if (problem !== null) ctx.addIssue({ code: "custom", message: t(`shared.views.problem.${problem}`, { max: VIEW_NAME_MAX }) });
          }),
        ),
      }),
    [views, exceptId, t],
  );
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: mode.kind === "rename" ? mode.view.name : "" } });
  // The name field takes the focus when the dialog's content mounts (before the dialog's own
  // first focus, which then keeps it).
  const field = form.register("name");
  const focused = useRef(false);
  const fieldRef = (element: HTMLInputElement | null) => {
    field.ref(element);
    if (element !== null && !focused.current) {
      focused.current = true;
      element.focus();
    }
  };
  const submit = form.handleSubmit(({ name }) => {
    if (onSubmit(name.trim())) onClose();
    else form.setError("name", { message: t("shared.views.storageFailed") });
  });
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={mode.kind === "save" ? t("shared.views.saveTitle") : t("shared.views.renameTitle")}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId}>
            {t("shared.views.saveButton")}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t("shared.views.name")} error={form.formState.errors.name?.message} required>
          {(control) => <Input {...control} {...field} ref={fieldRef} autoComplete="off" maxLength={VIEW_NAME_MAX + 10} />}
        </FormField>
      </form>
    </Modal>
  );
}

import type { TFunction } from "i18next";
import type { PhotoFieldLabels } from "#components/photo-field.tsx";

/** The photo field's texts in the active language (`webview.photo.*`, the kit's upload messages). */
export function photoLabels(t: TFunction): PhotoFieldLabels {
  return {
    choose: t("webview.photo.choose"),
    replace: t("webview.photo.replace"),
    remove: t("webview.photo.remove"),
    preview: t("webview.photo.preview"),
    limits: (types, size) => t("webview.photo.limits", { types, size }),
    rejected: (reason, name, types, size) =>
      reason === "size"
        ? t("kit.upload.tooLarge", { name, size })
        : reason === "type"
          ? `${t("kit.upload.wrongType", { name })} ${t("kit.upload.types", { types })}`
          : t("webview.photo.notAnImage", { name }),
  };
}

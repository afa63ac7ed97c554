import { Button } from "@agent-portal/ui-kit/components/button";
import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { hostConfig } from "#app/host-config.ts";
import { safeWebLink } from "#integration/web-link.ts";

/**
 * The caller's invite link with a copy button (44 px). Only a link under the allowed host is shown
 * (SPEC section 5); the clipboard may be refused (no permission, insecure context): then the link
 * stays selectable.
 */
export function ShareLink({ url, onCopied }: { url: string; onCopied: () => void }) {
  const { t } = useTranslation();
  const safe = safeWebLink(url, hostConfig().webOrigin);
  if (safe === null) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="break-all rounded-md bg-surface-sunken p-2 text-xs text-fg select-all">
        <bdi>{safe}</bdi>
      </p>
      <Button
        size="lg"
        variant="secondary"
        className="w-full"
        onClick={() => {
          void navigator.clipboard
            .writeText(safe)
            .then(onCopied)
            .catch(() => undefined);
        }}
      >
        <Copy aria-hidden="true" />
        {t("webview.activity.copyLink")}
      </Button>
    </div>
  );
}

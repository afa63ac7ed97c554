import { useTranslation } from "react-i18next";

/** Props of {@link EvidenceLinks}. */
export interface EvidenceLinksProps {
  /** The platform's evidence files (signed, short-lived links); empty when it gave none. */
  readonly urls: readonly string[];
}

/**
 * The evidence of a ban or a violation record: one link per file the platform attached (opens in
 * a new tab), or the words "Evidence not provided by the platform" when it attached none.
 */
export function EvidenceLinks({ urls }: EvidenceLinksProps) {
  const { t } = useTranslation();
  if (urls.length === 0) return <span className="text-xs text-fg-muted">{t("guild.security.evidenceNone")}</span>;
  return (
    <span className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
          {t("guild.security.evidenceItem", { n: index + 1 })}
        </a>
      ))}
    </span>
  );
}

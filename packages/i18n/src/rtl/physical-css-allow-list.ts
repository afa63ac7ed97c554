/**
 * Physical left/right properties that are right on purpose, with the reason. The RTL audit
 * (`physical-css-audit.test.ts`) fails on any other, and on an entry here that no longer matches,
 * so the list stays true. Add an entry only when the logical property is wrong for the case
 * (e.g. a centring `left-1/2 -translate-x-1/2`, which is direction-neutral as written).
 */
export interface AllowedPhysical {
  /** Repository-relative file path. */
  readonly file: string;
  /** The token exactly as reported (`left-1/2`, `margin-left`). */
  readonly token: string;
  readonly reason: string;
}

/** The allowed physical properties. Empty: the audited code is fully logical today. */
export const PHYSICAL_ALLOW_LIST: readonly AllowedPhysical[] = [];

/** Files the audit skips entirely, with the reason. */
export const AUDIT_SKIPPED_FILES: Readonly<Record<string, string>> = {
  "packages/i18n/src/rtl/physical-css.ts": "the audit's own rules name every physical class it looks for",
  "packages/i18n/src/rtl/physical-css-allow-list.ts": "its documentation quotes examples of allowed physical classes",
};

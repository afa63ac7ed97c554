/** The shapes of the locale parity check (`check-parity.ts`). */

/** What is wrong with one key of one language. */
export type ParityProblemKind =
  /** A key of `en` (or a plural form the language needs) is absent. */
  | "missing"
  /** A key that `en` does not have (or a plural form the language does not use). */
  | "extra"
  /** The value is not a string (a number, an array, an object where `en` has a string...). */
  | "notString"
  /** The value is empty or only whitespace. */
  | "empty"
  /** Placeholders, `$t()` nestings or tags differ from `en` (dropped, renamed, added). */
  | "placeholders"
  /** A lone `{{` or `}}`: the placeholder is broken and would print literally. */
  | "braces"
  /** A language of the list has no locale file. */
  | "missingFile"
  /** A locale file whose name is not a language of the list. */
  | "unknownFile";

/** One problem; any problem fails the check. */
export interface ParityProblem {
  readonly language: string;
  /** Dotted key (`login.title`), or `*` for a whole file. */
  readonly key: string;
  readonly kind: ParityProblemKind;
  readonly message: string;
}

/** A language with many values identical to English. */
export interface UntranslatedLanguage {
  readonly language: string;
  /** Keys whose value equals the English one (comparable keys only). */
  readonly identicalKeys: readonly string[];
  /** How many keys were compared (brand-only and placeholder-only strings excluded). */
  readonly comparable: number;
  /** `identicalKeys.length / comparable`, 0 to 1. */
  readonly ratio: number;
  /** `failure` above {@link ParityOptions.untranslatedFailure}, else `warning`. */
  readonly level: "warning" | "failure";
}

/** A key left in English by more than half of the languages: probably merged untranslated. */
export interface CopiedKey {
  readonly key: string;
  readonly languages: readonly string[];
}

/** The outcome of {@link checkLocaleParity}. */
export interface ParityReport {
  readonly problems: readonly ParityProblem[];
  /** Languages above the warning ratio (warnings and failures). */
  readonly untranslated: readonly UntranslatedLanguage[];
  /** Warnings only. */
  readonly copiedKeys: readonly CopiedKey[];
  /** `false` when there is a problem or an untranslated language at `failure` level. */
  readonly ok: boolean;
}

/** Thresholds and lists of the check; every field has the documented default. */
export interface ParityOptions {
  /** The reference language. Default `en`. */
  readonly reference?: string;
  /** The languages that must have a file (and the only ones that may). Default: only those given. */
  readonly languages?: readonly string[];
  /** Warn when more than this share of comparable values equals English. Default 0.1 (10 %). */
  readonly untranslatedWarning?: number;
  /** Fail when more than this share of comparable values equals English. Default 0.3 (30 %). */
  readonly untranslatedFailure?: number;
  /** Words that stay the same in every language; a string made only of them is not compared. */
  readonly brandWords?: readonly string[];
}

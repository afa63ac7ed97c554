/**
 * What a call's answer and request say about whose data they touch, declared beside its
 * permissions when the handler is registered (`router.handle(declaration, { permissions, scope },
 * handler)`). The data-scope rule itself lives in `#services/scope.ts`; these declarations let the
 * scope matrix test (`src/scope-tests/`) check every call against it without a hand-kept list:
 *
 * - `"self"`: the answer is about the caller only (their profile, their KYC, their contract offers,
 *   their applications), and the request names nobody else;
 * - `"reference"`: data that is not anybody's (configuration, regions, tutorials, the public
 *   directory of recruiting agencies, countries);
 * - an object: the answer holds rows of the caller's scope and says where (`rows`, `csv`), the
 *   request names what it reads or changes (`targets`), or both.
 *
 * The field is required: a call registered later must say which of these it is.
 */

/** The kinds of subject a scope check knows (README "Data scope"). */
export type ScopeKind =
  /** A broadcaster's uid. */
  | "broadcaster"
  /** A broadcaster's Bigo ID. */
  | "broadcasterBigoId"
  /** A sub-agency (proxy): the uid of a MANAGER member. */
  | "subAgency"
  /** A staff member of an agency (super manager, manager, broker): their uid. */
  | "member"
  /** An agency's uid. */
  | "agency"
  /** A region's short name (`ID`, `PH`, ...). */
  | "region";

/**
 * What a request field names: a subject of {@link ScopeKind}, a list of broadcaster uids
 * (`broadcasters`), a renewal (`renewal_id`) or a contract offer (`sign_id`).
 */
export type TargetKind = ScopeKind | "broadcasters" | "renewal" | "sign";

/** Where an answer's subjects are: field names (at any depth of `data`) by kind. */
export type ScopeFields = Partial<Readonly<Record<ScopeKind, readonly string[]>>>;

/** A call over rows of the caller's data scope. */
export interface ScopedCall {
  /** Fields of the answer holding subjects that must lie in the caller's scope. */
  readonly rows?: ScopeFields;
  /** An export: the columns of the CSV file the answer's `url` serves, by kind. */
  readonly csv?: ScopeFields;
  /** Request fields (top level) naming what the call reads or changes; a value outside the caller's scope is refused (or, for a list filter, answers no row). */
  readonly targets?: Readonly<Record<string, TargetKind>>;
  /**
   * The answer shows subjects outside the caller's scope on purpose, and why (PK opponents of the
   * whole region, the directory of recruiting agencies). Only its `rows` are checked, and it is
   * left out of the check that perturbs data outside the scope.
   */
  readonly crossScope?: string;
  /** The answer holds totals over the caller's scope (counts, sums, per-day rows). */
  readonly totals?: true;
  /** The answer or change concerns the caller's agency as a whole (its settings, payment info, recruiting, team, relation changes), not one broadcaster. */
  readonly agencyWide?: true;
}

/** The scope declaration of a call: see the module comment. */
export type CallScope = "self" | "reference" | ScopedCall;

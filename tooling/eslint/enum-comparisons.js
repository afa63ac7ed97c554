// @ts-check
/**
 * No comparison of a status, role, state, type or similar domain value with a bare number:
 * compare with the named constant of `@agent-portal/api-client/enums` (or `PermissionId` of
 * `@agent-portal/permissions`) instead, e.g. `row.contract_status === ContractStatus.Terminated`.
 *
 * `no-restricted-syntax` selectors flag, when one side is a bare integer from -99 to 99 and the
 * other a name (identifier, property, optional chain) ending in one of {@link ENUM_WORDS}
 * (`status`, `kycStatus`, `kyc_status`, `subRole`, `change_type`, ...):
 * - `===`, `!==`, `==`, `!=`, `<`, `<=`, `>`, `>=` comparisons;
 * - `case 2:` of a `switch` on such a name;
 * - `[2, 3].includes(status)`.
 * Numbers from 100 up are left alone: HTTP statuses (`response.status === 404`) are standard
 * codes, not our enumerations.
 */

/** Last words of a name that holds an enumerated value. */
export const ENUM_WORDS = ["status", "role", "state", "type", "scene", "mode", "kind", "source", "tab", "direction", "initiator", "actor", "agree", "channel"];

const capitalised = ENUM_WORDS.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
/** esquery regex: the whole name is one of the words, or ends in `_word` or `camelWord`. */
const NAME = `/(^|_)(${ENUM_WORDS.join("|")})$|[a-z0-9](${capitalised.join("|")})$/`;
/** A bare integer of -99..99 (as the `raw` source text, so `1.5` or `"2"` do not match). */
const SMALL_INT = (/** @type {string} */ path) =>
  `:matches([${path}.raw=/^[0-9]{1,2}$/], [${path}.type="UnaryExpression"][${path}.operator="-"][${path}.argument.raw=/^[0-9]{1,2}$/])`;
/** The expression at `path` is a name matching {@link NAME}: `status`, `row.status`, `row?.status`. */
const NAMED = (/** @type {string} */ path) => `:matches([${path}.name=${NAME}], [${path}.property.name=${NAME}], [${path}.expression.property.name=${NAME}])`;
const COMPARISON = `[operator=/^([=!]==?|[<>]=?)$/]`;

/** What lint says about a bare comparison. */
export const enumComparisonMessage = "Compare a status, role or other enumerated value with its named constant (`@agent-portal/api-client/enums`), not a bare number.";

/** Selectors of the bare comparisons. */
export const enumComparisonSelectors = [
  `BinaryExpression${COMPARISON}${NAMED("left")}${SMALL_INT("right")}`,
  `BinaryExpression${COMPARISON}${NAMED("right")}${SMALL_INT("left")}`,
  `SwitchStatement${NAMED("discriminant")} > SwitchCase${SMALL_INT("test")}`,
  `CallExpression[callee.property.name="includes"][callee.object.type="ArrayExpression"]${NAMED("arguments.0")}${SMALL_INT("callee.object.elements.0")}`,
];

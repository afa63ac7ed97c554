/** The union of an `as const` enumeration object's values: `ValueOf<typeof AccountRole>` is `1 | 2 | 3 | 4`. */
export type ValueOf<T> = T[keyof T];

/**
 * The value of `enumeration` (an `as const` object of this module, or a list of some of its
 * values) equal to `input`, a number or its decimal text (a select's or a URL's value);
 * `undefined` when it is none of them.
 *
 * @example enumValueOf(ContractStatus, "4") // 4 (ContractStatus.Terminated)
 * @example enumValueOf([KycStatus.Rejected], 2) // undefined
 */
export function enumValueOf<const V extends number>(enumeration: Readonly<Record<string, V>> | readonly V[], input: unknown): V | undefined {
  const values: readonly V[] = Array.isArray(enumeration) ? enumeration : Object.values(enumeration);
  const number = typeof input === "string" && /^-?\d{1,15}$/.test(input) ? Number(input) : input;
  return values.find((value) => value === number);
}

/**
 * Beans in currency (issue 21, "money is integers end to end"): the rate of GetPaymentCfg
 * (`beans_rate`, ours; see the api-client README, "Beans in currency") applied in integers.
 */

/** GetPaymentCfg `beans_rate`: `beans` beans are worth `minor_units` minor units of the configured currency. */
export interface BeansRate {
  readonly beans: number;
  readonly minor_units: number;
}

/**
 * `amount` beans in minor units of the rate's currency (USD cents, whole IDR), rounded down
 * (towards minus infinity, so a negative balance is not shown as smaller than it is owed), computed
 * with BigInt: no amount passes through floating point. E.g. 1,500 beans at 210 = 100 cents: 714.
 *
 * @param amount whole beans (may be negative: a balance after a batch it does not cover)
 * @param rate a positive integer pair from GetPaymentCfg
 */
export function beansToMinor(amount: number, rate: BeansRate): number {
  const product = BigInt(amount) * BigInt(rate.minor_units);
  const divisor = BigInt(rate.beans);
  const quotient = product / divisor;
  const floored = product % divisor !== 0n && product < 0n ? quotient - 1n : quotient;
  return Number(floored);
}

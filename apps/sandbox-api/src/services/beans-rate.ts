/**
 * The beans-to-currency rate of GetPaymentCfg (`beans_rate`, ours): how many minor units of a
 * currency a number of beans is worth, as two integers so no amount passes through floating point.
 * The sandbox's reference table; a currency without an entry gets the USD rate.
 */

/** A rate: `beans` beans are worth `minor_units` minor units of the currency. */
export interface BeansRate {
  readonly beans: number;
  readonly minor_units: number;
}

/** The sandbox's rates by ISO 4217 code (210 beans to the US dollar). */
const RATES: Readonly<Record<string, BeansRate>> = {
  USD: { beans: 210, minor_units: 100 },
  IDR: { beans: 210, minor_units: 16_000 },
  PHP: { beans: 210, minor_units: 5_800 },
  AED: { beans: 210, minor_units: 367 },
  VND: { beans: 210, minor_units: 25_000 },
};

/** The rate of `currency` (the USD rate for one without an entry). */
export function beansRateOf(currency: string): BeansRate {
  return RATES[currency] ?? { beans: 210, minor_units: 100 };
}

import { createFormatters } from "@agent-portal/i18n/format/create-formatters";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { missingText } from "./tier-text.ts";
import type { TierRow } from "./month-params.ts";

/** A `t` that writes the key and its values, so the test reads what is said, not a translation. */
const t = ((key: string, values?: Record<string, unknown>) => (values === undefined ? key : `${key}${JSON.stringify(values)}`)) as unknown as TFunction;
const format = createFormatters("en", ((key: string, values?: { count?: number }) => (key.includes("beans") ? `${String(values?.count)} beans` : key)) as never);
const H = 3600;

const tier = (patch: Partial<NonNullable<TierRow["tier"]>>): TierRow["tier"] => ({ tier: 1, nextTier: 2, requirements: [], projectedTier: 1, ...patch });

describe("missingText", () => {
  it("names only the requirements not met, hours rounded up", () => {
    const text = missingText(
      tier({
        requirements: [
          { metric: "liveSeconds", have: 37 * H - 600, need: 40 * H, missing: 3 * H + 600, projected: null },
          { metric: "validDays", have: 13, need: 15, missing: 2, projected: null },
          { metric: "beans", have: 40_000, need: 40_000, missing: 0, projected: null },
        ],
      }),
      t,
      format,
    );
    expect(text).toContain("dataCenter.tier.needs");
    expect(text).toContain("4 hr");
    expect(text).toContain("2 days");
    expect(text).not.toContain("beans");
    expect(text).toContain('"tier":"2"');
  });

  it("says so when every requirement is met, at the top, and nothing for a month-less range", () => {
    expect(missingText(tier({ requirements: [{ metric: "beans", have: 5, need: 5, missing: 0, projected: null }] }), t, format)).toBe("dataCenter.tier.allMet");
    expect(missingText(tier({ tier: 4, nextTier: null }), t, format)).toBe("dataCenter.tier.top");
    expect(missingText(null, t, format)).toBeNull();
  });
});

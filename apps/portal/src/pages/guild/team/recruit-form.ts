import type { getAgentRecruitCfg, modifyAgentRecruitCfg } from "@agent-portal/api-client/contract/union-oss-apply";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import * as z from "zod/mini";

/** The recruitment settings as getAgentRecruitCfg answers them. */
export type RecruitConfig = ResponseOf<typeof getAgentRecruitCfg>;

/** Limits of the settings (the contract's `recruitConfigSchema`). */
export const RECRUIT_LIMITS = { minAge: 18, maxAge: 60, requirements: 500, contact: 100 } as const;

/** Two-letter country codes separated by commas or spaces ("ID, MY"), any letter case; none is allowed. */
const COUNTRY_LIST = /^\s*([A-Za-z]{2}(\s*[,\s]\s*[A-Za-z]{2})*)?\s*,?\s*$/;

/** The settings form; messages are i18n keys. Text fields stay text so nothing typed is lost. */
export const recruitFormSchema = z.object({
  open: z.boolean(),
  countries: z.string().check(z.regex(COUNTRY_LIST, "guild.team.recruit.error.countries")),
  minAge: z.string().check(
    z.regex(/^\s*\d{1,2}\s*$/, "guild.team.recruit.error.age"),
    z.refine((text) => Number(text) >= RECRUIT_LIMITS.minAge && Number(text) <= RECRUIT_LIMITS.maxAge, "guild.team.recruit.error.age"),
  ),
  requirements: z.string().check(z.maxLength(RECRUIT_LIMITS.requirements, "guild.team.recruit.error.requirements")),
  contact: z.string().check(z.maxLength(RECRUIT_LIMITS.contact, "guild.team.recruit.error.contact")),
});

/** The form's values. */
export type RecruitFormValues = z.input<typeof recruitFormSchema>;

/** The form's values of saved settings. */
export function recruitFormOf(config: RecruitConfig): RecruitFormValues {
  return { open: config.open === 1, countries: config.countries.join(", "), minAge: String(config.min_age), requirements: config.requirements, contact: config.contact };
}

/** The country codes typed, upper-cased, each once, in the order typed. */
export function countriesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .filter((code) => code !== "")
        .map((code) => code.toUpperCase()),
    ),
  ];
}

/** The modifyAgentRecruitCfg request of valid form values (texts trimmed). */
export function recruitRequestOf(values: z.output<typeof recruitFormSchema>): RequestOf<typeof modifyAgentRecruitCfg> {
  return {
    open: values.open ? 1 : 0,
    countries: countriesOf(values.countries),
    min_age: Number(values.minAge.trim()),
    requirements: values.requirements.trim(),
    contact: values.contact.trim(),
  };
}

/**
 * site backend declarations (SPEC section 7): the visitor's country, read from
 * `data.country` and cached for 1 hour by the session (SPEC section 9, 15 s timeout).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { countryCodeSchema } from "./shared.ts";

/** site backend queryCountry: the caller's country by IP. */
export const queryCountry = defineEndpoint({
  name: "queryCountry",
  auth: "none",
  family: "siteBackend",
  path: "/official_website/usercenter/queryCountry",
  kind: "query",
  summary: "The caller's country, located by IP (data.country); cached for 1 hour by the client.",
  request: () => z.object({}),
  response: () => z.object({ /** ISO 3166-1 alpha-2 code, or OTHER when unknown. */ country: countryCodeSchema }),
  tags: ["Country"],
});

/** Every declaration of the site backend family. */
export const siteBackendEndpoints = [queryCountry] as const;

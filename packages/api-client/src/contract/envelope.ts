import * as z from "zod/mini";

/**
 * The response envelope every family answers with: `{ code, msg, data }`.
 * `code` is `0` on success for JSON-style families and `1` for C++-style ones
 * (SPEC section 7); any other code is an error of SPEC section 8 and `msg` holds
 * the server's message. `data` is absent or null on error.
 */
export const envelopeSchema = z.object({
  code: z.int(),
  msg: z._default(z.optional(z.string()), ""),
  data: z.optional(z.unknown()),
});

/** A parsed envelope, before `data` is checked against the endpoint's response schema. */
export type Envelope = z.infer<typeof envelopeSchema>;

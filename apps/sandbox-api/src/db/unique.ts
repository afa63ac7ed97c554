/**
 * Uniqueness rules kept by the database (unique and partial unique indexes of the schema): a
 * double submit that passed a handler's check at the same time as another is refused by the
 * index, and the handler answers the same business code its check would have.
 */
import type { ContractError } from "#http/codes.ts";

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = "23505";

interface PgErrorFields {
  readonly code?: unknown;
  /** postgres-js */
  readonly constraint_name?: unknown;
  /** PGlite */
  readonly constraint?: unknown;
  readonly cause?: unknown;
}

/** True when `error` (or an error it wraps, as drizzle's query errors do) is a unique violation, of `index` when given. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current: unknown = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth += 1) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return index === undefined || fields.constraint_name === index || fields.constraint === index;
    current = fields.cause;
  }
  return false;
}

/**
 * Runs `write`; a violation of the unique index `index` becomes `refusal()` (the call's business
 * code for "already there"). Any other error is rethrown as it is.
 */
export async function writeOnce<T>(write: () => Promise<T>, index: string, refusal: () => ContractError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw refusal();
    throw error;
  }
}

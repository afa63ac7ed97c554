/**
 * Request (sequence) ids: integers in [100000000, 900000000) (SPEC section 9,
 * "Generated sequence ids lie between 100000000 and 900000000"), sent as `X-Request-Id`.
 */

/** Smallest id (inclusive). */
export const REQUEST_ID_MIN = 100_000_000;
/** Upper bound (exclusive). */
export const REQUEST_ID_MAX = 900_000_000;

const SPAN = REQUEST_ID_MAX - REQUEST_ID_MIN;

/** Maps any number (NaN, infinities, negatives, fractions included) onto a valid id. */
function normalise(value: number): number {
  if (!Number.isFinite(value)) return REQUEST_ID_MIN;
  const offset = Math.trunc(value - REQUEST_ID_MIN) % SPAN;
  return REQUEST_ID_MIN + (offset < 0 ? offset + SPAN : offset);
}

/**
 * Creates an id sequence: the first id is `start` brought into range, each next id is
 * the previous plus one, wrapping from 899999999 back to 100000000.
 *
 * @param start Any number; defaults to a random point of the range so two tabs rarely collide.
 * @returns A function answering the next id.
 */
export function createRequestIdSequence(start: number = REQUEST_ID_MIN + Math.random() * SPAN): () => number {
  let current = normalise(start) - 1;
  return () => {
    current = current + 1 >= REQUEST_ID_MAX ? REQUEST_ID_MIN : current + 1;
    return current;
  };
}

const shared = createRequestIdSequence();

/** The next request id of the page-wide sequence: an integer in [100000000, 900000000). */
export function nextRequestId(): number {
  return shared();
}

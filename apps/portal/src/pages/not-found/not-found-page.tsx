import { NotFound } from "#shared/not-found/not-found.tsx";

/**
 * NotFound (SPEC section 2, the wildcard; also what a denied route renders, SPEC section 4): the
 * shared NotFound content (`#shared/not-found/not-found.tsx`), which declares NotFound's frame, so
 * a page the user may not open looks exactly like an unknown URL.
 */
export default function NotFoundPage() {
  return <NotFound />;
}

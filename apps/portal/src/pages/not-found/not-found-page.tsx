import { NotFoundView } from "#shared/not-found/not-found-view.tsx";

/** NotFound (SPEC section 2, the wildcard; also what a denied route renders, SPEC section 4): {@link NotFoundView}. */
export default function NotFoundPage() {
  return <NotFoundView />;
}

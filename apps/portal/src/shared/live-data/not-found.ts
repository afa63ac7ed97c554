/**
 * Throws what the route error boundary renders as NotFound in place (a 404 route error response):
 * for a URL whose parameter names nothing (desc/{type} with an unknown type, SPEC section 2).
 */
export function throwNotFound(): never {
  // The shape React Router's `isRouteErrorResponse` recognises (status, statusText, internal, data).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw { status: 404, statusText: "Not Found", internal: false, data: "Not Found" };
}

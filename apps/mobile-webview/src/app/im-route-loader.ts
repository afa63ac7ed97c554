import { BASE_PATH } from "@agent-portal/permissions/route-path";
import { data, redirect } from "react-router";
import { resolveImTarget } from "#integration/im-route.ts";

/**
 * What im-determine-route/{id} does once the guard let the user in (`integration/im-route.ts` maps
 * `{id}`): a webview page is a router redirect (replacing the helper in the history); a desktop
 * portal page is a full document load (the server serves it from the other bundle); an unknown or
 * malformed id is a 404 (NotFound). Never renders content.
 *
 * @throws A React Router redirect or a 404 response; resolves only after starting a document load.
 */
export function followImTarget(id: string | undefined, assign: (url: string) => void = (url) => window.location.replace(url)): null {
  const target = id === undefined ? null : resolveImTarget(id);
  if (target === null) throw data("Not Found", { status: 404 });
  if (target.app === "mobile") throw redirect(target.path);
  assign(`${BASE_PATH}${target.path}`);
  return null;
}

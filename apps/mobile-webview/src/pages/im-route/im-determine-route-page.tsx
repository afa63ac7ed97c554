/**
 * im-determine-route/{id} (SPEC section 2: "routing helper, content not shown"): its loader
 * (`app/im-route-loader.ts`) sends the user on before anything renders; this screen renders
 * nothing.
 */
export default function ImDetermineRoutePage() {
  return null;
}

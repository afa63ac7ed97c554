import { setNonce } from "get-nonce";

/**
 * Hands the page's CSP nonce to get-nonce, so the style elements Radix injects
 * (scroll lock) carry it and pass `style-src 'self' 'nonce-…'`.
 *
 * Vite emits `<meta property="csp-nonce" nonce="…">` (`html.cspNonce`); the server
 * replaces the placeholder with a fresh nonce per response. Browsers hide the attribute
 * after parsing, so the value is read from the `nonce` property.
 */
export function applyCspNonce(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce ?? "";
  if (nonce !== "" && !nonce.startsWith("__")) setNonce(nonce);
}

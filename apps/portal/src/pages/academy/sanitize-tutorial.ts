/**
 * Sanitising a tutorial's rich text (act85157getTutorialById `content_html`, issue 24 item 7)
 * with DOMPurify before it is shown. Only this module imports DOMPurify, and only the course page
 * imports this module, so DOMPurify loads with the course page alone.
 */
import DOMPurify from "dompurify";

/** The elements a tutorial may use: text structure, links and images. Scripts, styles, forms, frames, objects and media players are dropped. */
export const TUTORIAL_TAGS = ["h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "em", "b", "i", "u", "blockquote", "figure", "figcaption", "a", "img"];

/** The attributes kept: link target, image source and text, sizes. Every event handler (`on*`), `style` and `srcset` is dropped. */
export const TUTORIAL_ATTRIBUTES = ["href", "src", "alt", "title", "width", "height"];

/** Whether an image source loads under the portal's policy (`img-src 'self' data:`): same origin or an inline image. */
function loadableImage(src: string, origin: string): boolean {
  if (/^data:image\/(png|gif|jpe?g|webp|svg\+xml);/i.test(src)) return true;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

const purifier = DOMPurify();
purifier.addHook("afterSanitizeAttributes", (node) => {
  // Links open apart from the portal and give it no handle back.
  if (node.tagName === "A") {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
  // An image the policy would block is removed rather than shown broken.
  if (node.tagName === "IMG" && !loadableImage(node.getAttribute("src") ?? "", window.location.origin)) node.remove();
});

/**
 * The tutorial's HTML made inert: only {@link TUTORIAL_TAGS} with {@link TUTORIAL_ATTRIBUTES}
 * (no script, no `on*` handler, no iframe of any host, no `javascript:` link), links opening in
 * a new tab with `rel="noopener noreferrer"`, images only from the portal's origin or inline.
 * "" where DOMPurify is not supported (the page then shows the plain-text body).
 */
export function sanitizeTutorialHtml(html: string): string {
  // Where DOMPurify cannot work it would hand the input back unchanged: show nothing rather than that.
  if (!purifier.isSupported) return "";
  return purifier.sanitize(html, { ALLOWED_TAGS: TUTORIAL_TAGS, ALLOWED_ATTR: TUTORIAL_ATTRIBUTES, ALLOW_DATA_ATTR: false });
}

import * as React from "react";

/**
 * What the kit hands to a link renderer: spread it on your router's link (`<Link to={href} …>`).
 * `aria-current="page"` marks the current page; `className` carries the kit's look.
 */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: React.ReactNode;
  "aria-current"?: "page";
  "aria-label"?: string;
  title?: string;
  /** `data-slot` and the kit's other data attributes (keep them: styles and keyboard handling use them). */
  [dataAttribute: `data-${string}`]: string | undefined;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
}

/**
 * Renders a link for navigation parts (Sidebar menu, route tabs, breadcrumb, pagination links),
 * so the kit never depends on a router. With react-router:
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => React.ReactNode;

/** The default renderer: a plain `<a href>` (full page loads; fine for stories and static pages). */
const renderAnchor: RenderLink = (props) => React.createElement("a", props);

/**
 * Whether `href` is the current page or one of its descendants: `/a` is current for `/a` and
 * `/a/b`, not for `/ab`. Query and hash are ignored.
 */
function isCurrentPath(currentPath: string | undefined, href: string, exact = false): boolean {
  if (currentPath === undefined) return false;
  const path = (currentPath.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  const target = (href.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  if (path === target) return true;
  if (exact || target === "/") return false;
  return path.startsWith(`${target}/`);
}

export { isCurrentPath, renderAnchor };

import type { RenderLink } from "@agent-portal/ui-kit/lib/link";
import { Link } from "react-router";

/** Renders the kit's links with React Router's `Link`, so menu, tabs and breadcrumbs navigate without reloading. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

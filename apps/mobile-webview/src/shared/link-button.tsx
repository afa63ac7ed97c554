import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { cn } from "@agent-portal/ui-kit/lib/cn";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A router link that looks like a 44 px button (touch target). `reloadDocument` for a page of the
 * desktop portal: the server serves it from the other bundle (`bundleOfPath`).
 */
export function LinkButton({
  to,
  children,
  variant = "primary",
  reloadDocument = false,
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost" | "link";
  reloadDocument?: boolean;
  className?: string;
}) {
  return (
    <Link to={to} reloadDocument={reloadDocument} className={cn(buttonVariants({ variant, size: "lg" }), "w-full", className)}>
      {children}
    </Link>
  );
}

import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { cn } from "@agent-portal/ui-kit/lib/cn";
import type { ReactNode } from "react";
import { hostConfig } from "#app/host-config.ts";
import { buildDeepLink } from "#integration/deep-link.ts";
import type { DeepLinkTarget } from "#integration/deep-link.ts";

/**
 * An in-app action as a 44 px button-looking link to a deep link of the provider's app
 * (`#integration/deep-link.ts`: the scheme of this visit's sdk channel, `bigolive://` for the
 * default 60): a chat with a user (`im`), a user's profile (`profile`), back to the app (`close`).
 * Renders nothing for a target the deep-link rules refuse (a uid that is not 1-20 digits).
 */
export function DeepLinkButton({
  target,
  children,
  variant = "secondary",
  className,
}: {
  target: DeepLinkTarget;
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost";
  className?: string;
}) {
  const { sdkChannel, deepLinkBase, webOrigin } = hostConfig();
  const href = buildDeepLink(target, { channel: sdkChannel, base: deepLinkBase, allowedOrigin: webOrigin });
  if (href === null) return null;
  return (
    <a href={href} className={cn(buttonVariants({ variant, size: "lg" }), "w-full", className)}>
      {children}
    </a>
  );
}

import type { ReactNode } from "react";
import { useId } from "react";

/** A titled block of a page (`<section>` named by its `h2`), in the webview's card style. */
export function Section({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

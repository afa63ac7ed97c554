import { useCallback, useState } from "react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/** Props of {@link DetachedWhileHidden}. */
export interface DetachedWhileHiddenProps {
  /** Whether the content is in the document now. */
  readonly shown: boolean;
  readonly children: ReactNode;
}

/**
 * Renders `children` into an element of its own, kept by this component for its whole life, and
 * puts that element in the document (where this component stands) only while `shown`: hidden
 * content keeps its DOM and React state but is out of the document, so no query, locator or
 * assistive technology finds it (issue 25, item 2: a kept tab's hidden page).
 *
 * Both wrappers are `display: contents`, so the content lays out as if rendered in place. The
 * element goes in from the place holder's ref, which React attaches in the commit's layout phase
 * before the content's own layout effects run (the place holder comes first): a page shown again
 * measures itself, restores its scroll and takes focus already in the document.
 */
export function DetachedWhileHidden({ shown, children }: DetachedWhileHiddenProps) {
  const [container] = useState(() => {
    const element = document.createElement("div");
    element.style.display = "contents";
    element.dataset.slot = "kept-page";
    return element;
  });
  const place = useCallback(
    (holder: HTMLDivElement | null) => {
      if (holder === null || !shown) return undefined;
      holder.append(container);
      return () => container.remove();
    },
    [shown, container],
  );
  return (
    <>
      <div ref={place} style={{ display: "contents" }} data-slot="kept-page-place" />
      {createPortal(children, container)}
    </>
  );
}

/**
 * Keyboard movement inside a navigation tree (the Sidebar menu): Up/Down move between the visible
 * entries, Home/End jump to the first/last, Right opens a closed group (Left in right-to-left),
 * Left closes an open group or moves to the parent group (Right in right-to-left).
 *
 * Entries are the elements marked `data-tree-item`; a group's toggle also has
 * `aria-expanded`; a child list is linked to its toggle by `aria-controls`.
 */

function visibleItems(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>("[data-tree-item]")).filter((element) => element.closest("[hidden]") === null);
}

/** The toggle of the group that contains `item`, if any. */
function parentToggle(root: HTMLElement, item: HTMLElement): HTMLElement | null {
  const list = item.closest("ul[id]");
  if (!list || !root.contains(list)) return null;
  return root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(list.id)}"]`);
}

/**
 * Handles one keydown inside `root`. Returns true when the key was used (the caller then calls
 * `preventDefault`). `toggle(el, open)` opens or closes the group whose toggle is `el`.
 */
function handleTreeKey(root: HTMLElement, event: Pick<KeyboardEvent, "key" | "target">, toggle: (element: HTMLElement, open: boolean) => void): boolean {
  const target = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-tree-item]") : null;
  if (!target || !root.contains(target)) return false;
  const items = visibleItems(root);
  const index = items.indexOf(target);
  const rtl = getComputedStyle(root).direction === "rtl";
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  const expanded = target.getAttribute("aria-expanded");
  let next: HTMLElement | null | undefined = null;
  switch (event.key) {
    case "ArrowDown":
      next = items[Math.min(items.length - 1, index + 1)];
      break;
    case "ArrowUp":
      next = items[Math.max(0, index - 1)];
      break;
    case "Home":
      next = items[0];
      break;
    case "End":
      next = items.at(-1);
      break;
    case forward:
      if (expanded === "false") toggle(target, true);
      else if (expanded === "true") next = items[index + 1];
      else return false;
      break;
    case back:
      if (expanded === "true") toggle(target, false);
      else next = parentToggle(root, target);
      break;
    default:
      return false;
  }
  next?.focus();
  return true;
}

export { handleTreeKey };

import { Direction, DropdownMenu } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { isCurrentPath, renderAnchor } from "#lib/link.ts";
import type { RenderLink } from "#lib/link.ts";
import { handleTreeKey } from "#lib/tree-keyboard.ts";

/** One menu entry: a link (`href`), a group (`children`), or both (a group whose section has a page). */
export interface SidebarMenuItem {
  /** Stable key (e.g. the route name); also used in element ids. */
  key: string;
  /** Text (translated). */
  label: string;
  href?: string;
  /** Decorative icon, shown on top-level entries (and alone when collapsed). */
  icon?: React.ReactNode;
  /** Sub-entries; any depth. */
  children?: readonly SidebarMenuItem[];
  /** Small trailing content, e.g. a count {@link Badge}. */
  badge?: React.ReactNode;
}

/** Props of {@link SidebarMenu}. */
export interface SidebarMenuProps {
  /** The entries (SPEC section 2: built from route metadata and the user's permissions). */
  items: readonly SidebarMenuItem[];
  /** Accessible name of the navigation landmark (translated), e.g. "Main navigation". */
  label: string;
  /** The router's current path, to mark the current entry and open the groups above it. */
  currentPath?: string;
  /** Icons only; a group opens a flyout menu of its entries. */
  collapsed?: boolean;
  /** Renders the links, e.g. with react-router's `Link`; default a plain `<a>`. */
  renderLink?: RenderLink;
  className?: string;
}

const entryClass =
  "group flex min-h-10 w-full items-center gap-3 rounded-md px-3 text-start text-sm text-fg-muted hover:bg-surface-sunken hover:text-fg [&_svg]:size-5 [&_svg]:shrink-0";
const currentClass = "bg-brand-50 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-700";

function contains(item: SidebarMenuItem, currentPath: string | undefined): boolean {
  if (item.href !== undefined && isCurrentPath(currentPath, item.href)) return true;
  return (item.children ?? []).some((child) => contains(child, currentPath));
}

interface EntryProps {
  item: SidebarMenuItem;
  depth: number;
  currentPath: string | undefined;
  renderLink: RenderLink;
  idPrefix: string;
  open: ReadonlySet<string>;
  setOpen: (key: string, open: boolean) => void;
}

function Entry({ item, depth, currentPath, renderLink, idPrefix, open, setOpen }: EntryProps) {
  const children = item.children ?? [];
  const icon = depth === 0 && item.icon ? <span aria-hidden="true">{item.icon}</span> : null;
  // A label too long for the sidebar is cut with an ellipsis, and shown whole (wrapped) while the
  // entry is hovered or has the keyboard focus.
  const text = (
    <span
      data-slot="sidebar-menu-label"
      className="flex-1 truncate py-2 group-hover:overflow-visible group-hover:whitespace-normal group-focus-visible:overflow-visible group-focus-visible:whitespace-normal"
    >
      {item.label}
    </span>
  );
  if (children.length === 0) {
    const current = item.href !== undefined && isCurrentPath(currentPath, item.href, true);
    return (
      <li>
        {renderLink({
          href: item.href ?? "#",
          className: cn(entryClass, current && currentClass),
          children: (
            <>
              {icon}
              {text}
              {item.badge}
            </>
          ),
          "data-slot": "sidebar-menu-link",
          ...(current ? { "aria-current": "page" as const } : {}),
          "data-tree-item": "",
        })}
      </li>
    );
  }
  const listId = `${idPrefix}-${item.key}`;
  const expanded = open.has(item.key);
  return (
    <li>
      <button
        type="button"
        data-slot="sidebar-menu-group"
        data-tree-item=""
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(item.key, !expanded)}
        className={cn(entryClass, contains(item, currentPath) && "text-fg")}
      >
        {icon}
        {text}
        {item.badge}
        <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className={cn("size-4! transition-transform", expanded && "rotate-180")}>
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5 ps-8">
        {children.map((child) => (
          <Entry key={child.key} item={child} depth={depth + 1} currentPath={currentPath} renderLink={renderLink} idPrefix={idPrefix} open={open} setOpen={setOpen} />
        ))}
      </ul>
    </li>
  );
}

/** Collapsed: a top-level group becomes an icon button opening a flyout menu of its links. */
function Flyout({ item, currentPath, renderLink }: { item: SidebarMenuItem; currentPath: string | undefined; renderLink: RenderLink }) {
  // Radix sides are physical: open towards the content, i.e. the inline end.
  const side = Direction.useDirection() === "rtl" ? "left" : "right";
  const leaves = (node: SidebarMenuItem, depth: number): React.ReactNode[] =>
    (node.children ?? []).flatMap((child) =>
      (child.children ?? []).length > 0
        ? [
            <DropdownMenu.Label key={`${child.key}-label`} className="px-3 pt-2 pb-1 text-xs font-medium text-fg-muted">
              {child.label}
            </DropdownMenu.Label>,
            ...leaves(child, depth + 1),
          ]
        : [
            <DropdownMenu.Item key={child.key} asChild>
              {renderLink({
                href: child.href ?? "#",
                className: cn(
                  "flex min-h-9 items-center rounded-sm px-3 text-sm outline-none data-[highlighted]:bg-surface-sunken",
                  depth > 0 && "ps-6",
                  child.href !== undefined && isCurrentPath(currentPath, child.href, true) && currentClass,
                ),
                children: child.label,
                ...(child.href !== undefined && isCurrentPath(currentPath, child.href, true) ? { "aria-current": "page" as const } : {}),
              })}
            </DropdownMenu.Item>,
          ],
    );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-slot="sidebar-menu-group"
        data-tree-item=""
        aria-label={item.label}
        title={item.label}
        className={cn(entryClass, "justify-center px-0", contains(item, currentPath) && currentClass)}
      >
        <span aria-hidden="true">{item.icon}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side={side} align="start" sideOffset={8} className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-fg shadow-popover">
          <DropdownMenu.Label className="px-3 py-1.5 text-sm font-semibold">{item.label}</DropdownMenu.Label>
          {leaves(item, 0)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The sidebar navigation: nested groups as disclosure buttons (`aria-expanded`), links marked
 * `aria-current="page"`, the groups above the current page open; a label cut by the sidebar's
 * width shows whole on hover and on keyboard focus. Keyboard: Tab in and out, Up/Down
 * between entries, Home/End, Right opens and Left closes a group (mirrored in right-to-left).
 * Collapsed, only top-level icons show, named by `aria-label`; a group opens a flyout menu.
 */
function SidebarMenu({ items, label, currentPath, collapsed = false, renderLink = renderAnchor, className }: SidebarMenuProps) {
  const idPrefix = React.useId();
  const navRef = React.useRef<HTMLElement>(null);
  const [toggled, setToggled] = React.useState<ReadonlyMap<string, boolean>>(new Map());
  const open = React.useMemo(() => {
    const keys = new Set<string>();
    const walk = (list: readonly SidebarMenuItem[]) => {
      for (const item of list) {
        if ((item.children ?? []).length === 0) continue;
        if (toggled.get(item.key) ?? contains(item, currentPath)) keys.add(item.key);
        walk(item.children ?? []);
      }
    };
    walk(items);
    return keys;
  }, [items, currentPath, toggled]);
  const setOpen = React.useCallback((key: string, value: boolean) => {
    setToggled((previous) => new Map(previous).set(key, value));
  }, []);
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!navRef.current) return;
    const used = handleTreeKey(navRef.current, event, (element) => {
      const key = element.getAttribute("aria-controls")?.slice(idPrefix.length + 1);
      if (key !== undefined) setOpen(key, element.getAttribute("aria-expanded") !== "true");
    });
    if (used) event.preventDefault();
  };
  return (
    // The nav handles arrow keys for the entries inside it (a composite widget's keyboard model).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} data-slot="sidebar-menu" data-collapsed={collapsed || undefined} aria-label={label} onKeyDown={onKeyDown} className={cn("px-2 py-3", className)}>
      <ul className="flex flex-col gap-1">
        {items.map((item) =>
          collapsed ? (
            <li key={item.key}>
              {(item.children ?? []).length > 0 ? (
                <Flyout item={item} currentPath={currentPath} renderLink={renderLink} />
              ) : (
                renderLink({
                  href: item.href ?? "#",
                  className: cn(entryClass, "justify-center px-0", item.href !== undefined && isCurrentPath(currentPath, item.href) && currentClass),
                  children: <span aria-hidden="true">{item.icon}</span>,
                  "aria-label": item.label,
                  title: item.label,
                  ...(item.href !== undefined && isCurrentPath(currentPath, item.href, true) ? { "aria-current": "page" as const } : {}),
                  "data-tree-item": "",
                })
              )}
            </li>
          ) : (
            <Entry key={item.key} item={item} depth={0} currentPath={currentPath} renderLink={renderLink} idPrefix={idPrefix} open={open} setOpen={setOpen} />
          ),
        )}
      </ul>
    </nav>
  );
}

export { SidebarMenu };

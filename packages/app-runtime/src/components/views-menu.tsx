import { selectLoginUser } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { IconButton } from "@agent-portal/ui-kit/components/icon-button";
import { Popover, PopoverContent, PopoverTrigger } from "@agent-portal/ui-kit/components/popover";
import { ChevronDown, Link2, Pencil, Trash2 } from "lucide-react";
import { Suspense, lazy, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useHref, useLocation } from "react-router";
import { savedViewsKey, readColumnSettings, viewQuery, writeColumnSettings } from "#list/saved-views.ts";
import type { SavedView } from "#list/saved-views.ts";
import { useSavedViews } from "#list/use-saved-views.ts";
import { useAppSelector } from "#store/hooks.ts";

// The name dialog (react-hook-form, the modal) loads when first opened, not with every list.
const ViewNameDialog = lazy(() => import("./view-name-dialog.tsx").then((module) => ({ default: module.ViewNameDialog })));

/** Props of {@link ViewsMenu}. */
export interface ViewsMenuProps {
  /** The list's column-settings id (`useColumnVisibility`'s `screen`), when it keeps them: views then save and apply its columns too. */
  readonly columnsScreen?: string | undefined;
}

type Naming = { readonly kind: "save" } | { readonly kind: "rename"; readonly view: SavedView };

/**
 * "Views" (issue 25, item 4): the logged-in user's saved views of the list at this path. A view
 * is the URL's query without the page (filters, sort, tab, page size) plus, when the list keeps
 * them, its column settings. Opening one navigates to its URL (the URL stays the source of
 * truth); "Save current view as…" names the current one; each view can be renamed, deleted, or
 * its link copied to share (the link carries the query; columns stay the user's). Everything is
 * buttons and links in a popover, in the tab order; outcomes are announced in a status region.
 */
export function ViewsMenu({ columnsScreen }: ViewsMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAppSelector(selectLoginUser);
  const { views, save, rename, remove } = useSavedViews(savedViewsKey(user?.username ?? "", location.pathname));
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [said, setSaid] = useState("");
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // Naming opens a dialog: focus goes to "Views" first (the dialog returns it there on close), and
  // the closing popover must not move it again once the dialog has it.
  const naming$ = useRef(false);
  const startNaming = (next: Naming) => {
    naming$.current = true;
    setOpen(false);
    trigger.current?.focus();
    setNaming(next);
  };
  // The app's base path (`/agent`): a shared link is the page's full URL.
  const base = useHref("/").replace(/\/$/, "");
  if (user === null) return null;
  const current = viewQuery(location.search);
  const hrefOf = (view: SavedView) => `${location.pathname}${view.query}`;
  const copy = async (view: SavedView) => {
    const link = `${window.location.origin}${base}${hrefOf(view)}`;
    try {
      await navigator.clipboard.writeText(link);
      setSaid(t("shared.views.copied", { name: view.name }));
    } catch {
      setSaid(t("shared.views.copyFailed", { link }));
    }
  };
  const onName = (name: string) => {
    if (naming === null) return false;
    const done = naming.kind === "save" ? save(name, current, columnsScreen === undefined ? undefined : readColumnSettings(columnsScreen)) : rename(naming.view.id, name);
    if (done) setSaid(t(naming.kind === "save" ? "shared.views.saved" : "shared.views.renamed", { name }));
    return done;
  };
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button ref={trigger} variant="secondary" size="sm" aria-haspopup="dialog">
            {t("shared.views.button")}
            <ChevronDown aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="end"
          className="flex w-80 flex-col gap-2 p-2"
          aria-labelledby={listId}
          onCloseAutoFocus={(event) => {
            if (naming$.current) event.preventDefault();
            naming$.current = false;
          }}
        >
          <p id={listId} className="px-2 pt-1 text-sm font-semibold text-fg">
            {t("shared.views.title")}
          </p>
          {views.length === 0 ? (
            <p className="px-2 text-sm text-fg-muted">{t("shared.views.none")}</p>
          ) : (
            <ul aria-labelledby={listId} className="flex flex-col">
              {views.map((view) => (
                <li key={view.id} className="flex items-center gap-1">
                  <Link
                    to={hrefOf(view)}
                    {...(view.query === current ? { "aria-current": "true" as const } : {})}
                    className="min-w-0 flex-1 truncate rounded-sm px-2 py-1.5 text-sm text-fg hover:bg-surface-sunken focus-visible:bg-surface-sunken aria-[current]:font-semibold"
                    onClick={() => {
                      if (columnsScreen !== undefined && view.columns !== undefined) writeColumnSettings(columnsScreen, view.columns);
                      setOpen(false);
                    }}
                  >
                    {view.name}
                  </Link>
                  <IconButton size="sm" label={t("shared.views.copyLink", { name: view.name })} icon={<Link2 aria-hidden="true" />} onClick={() => void copy(view)} />
                  <IconButton
                    size="sm"
                    label={t("shared.views.rename", { name: view.name })}
                    icon={<Pencil aria-hidden="true" />}
                    onClick={() => startNaming({ kind: "rename", view })}
                  />
                  <IconButton
                    size="sm"
                    label={t("shared.views.delete", { name: view.name })}
                    icon={<Trash2 aria-hidden="true" />}
                    onClick={() => setSaid(remove(view.id) ? t("shared.views.deleted", { name: view.name }) : t("shared.views.storageFailed"))}
                  />
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" size="sm" className="justify-start" onClick={() => startNaming({ kind: "save" })}>
            {t("shared.views.saveCurrent")}
          </Button>
        </PopoverContent>
      </Popover>
      <span role="status" className="text-sm break-all text-fg-muted">
        {said}
      </span>
      {naming !== null && (
        <Suspense fallback={null}>
          <ViewNameDialog mode={naming} views={views} onSubmit={onName} onClose={() => setNaming(null)} />
        </Suspense>
      )}
    </>
  );
}

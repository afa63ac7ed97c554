import { getRoute } from "@agent-portal/permissions/route-table";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { Command, useCommandState } from "cmdk";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCanSee } from "#layouts/use-can-see.ts";
import { jumpScreens } from "./jump-screens.ts";
import { isJumpShortcut } from "./shortcut.ts";
import { JumpTrigger } from "./jump-trigger.tsx";
import { useBroadcasterMatch } from "./use-broadcaster-match.ts";

const itemClass = "flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-fg data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800";
const groupClass =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-muted";

/**
 * Jump to (issue 25, item 3): Ctrl+K (⌘K on macOS), or the header's button, opens a box that finds
 * the screens the user may open by their translated names and aliases (`jumpScreens`) and
 * broadcasters by Bigo ID or part of their name through the broadcaster list's search
 * (`useBroadcasterMatch`: debounced, the server's data scope decides whom; only for users who may
 * open both the list and the live data). Enter opens the highlighted result (a broadcaster: their
 * live data). Keyboard alone: arrows move, Enter opens, Escape closes and gives
 * focus back; the number of results is announced (`aria-live`). cmdk gives the combobox and
 * listbox roles and the filtering; the kit's Modal the dialog and its focus trap.
 *
 * Loaded after the first paint of a logged-in page (the main layout's `lazyPart`), never before login.
 */
export default function JumpTo() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canSee = useCanSee();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const english = useMemo(() => i18n.getFixedT("en"), [i18n]);
  // Built when the box opens, not on every page's mount: naming every screen in two languages is
  // a few hundred translations.
  const screens = useMemo(
    () =>
      open
        ? jumpScreens(
            canSee,
            (key) => t(key),
            (key) => english(key),
          )
        : [],
    [open, canSee, t, english],
  );
  const findsBroadcasters = canSee(getRoute("ListAll")) && canSee(getRoute("BroadcasterLiveData"));
  const match = useBroadcasterMatch(open ? text : "", findsBroadcasters);
  const [shown, setShown] = useState(0);
  // The box opens to be typed in: focus starts in its field, not on the dialog's close button.
  const field = useRef<HTMLInputElement>(null);

  // Listening from the commit that draws the enabled trigger (a layout effect, before the browser
  // paints it), not from a passive effect a frame later: Ctrl+K pressed as soon as the trigger
  // shows enabled is never lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isJumpShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const go = (to: string) => {
    setOpen(false);
    setText("");
    void navigate(to);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setText("");
  };

  return (
    <>
      <JumpTrigger onOpen={() => setOpen(true)} />
      <Modal open={open} onOpenChange={onOpenChange} title={t("layout.jumpTo.title")} width={560} closeLabel={t("common.close")} initialFocus={field}>
        <Command label={t("layout.jumpTo.title")} loop className="flex flex-col gap-2">
          <Command.Input
            ref={field}
            value={text}
            onValueChange={setText}
            placeholder={t("layout.jumpTo.placeholder")}
            aria-label={t("layout.jumpTo.placeholder")}
            className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <Command.List className="max-h-80 overflow-y-auto" aria-label={t("layout.jumpTo.results")}>
            <ResultCount onCount={setShown} />
            {match.kind === "found" && (
              <Command.Group heading={t("layout.jumpTo.broadcasters")} className={groupClass} forceMount>
                {match.broadcasters.map((found) => (
                  <Command.Item
                    key={found.uid}
                    value={`broadcaster ${found.uid}`}
                    forceMount
                    onSelect={() => go(pathOf("BroadcasterLiveData", { uid: found.uid }))}
                    className={itemClass}
                  >
                    <span className="font-medium">{found.name}</span>
                    <span className="text-xs text-fg-muted">{t("layout.jumpTo.liveDataOf", { bigoId: found.bigoId })}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            <Command.Group heading={t("layout.jumpTo.screens")} className={groupClass}>
              {screens.map((screen) => (
                <Command.Item
                  key={screen.name}
                  value={`${screen.label} ${screen.name}`}
                  keywords={[...screen.context, ...screen.keywords]}
                  onSelect={() => go(screen.path)}
                  className={itemClass}
                >
                  <span className="font-medium">{screen.label}</span>
                  {screen.context.length > 0 && <span className="text-xs text-fg-muted">{screen.context.join(" › ")}</span>}
                </Command.Item>
              ))}
            </Command.Group>
          </Command.List>
          {/* Outside the list box, which holds only groups of options (WAI-ARIA listbox): the broadcaster search's state and "nothing found". */}
          {match.kind !== "idle" && match.kind !== "found" && (
            <p className="px-3 py-2 text-sm text-fg-muted">
              {match.kind === "searching" ? t("layout.jumpTo.searching") : match.kind === "none" ? t("layout.jumpTo.noBroadcaster") : t("layout.jumpTo.searchFailed")}
            </p>
          )}
          <Command.Empty className="px-3 py-2 text-sm text-fg-muted">{t("layout.jumpTo.nothing")}</Command.Empty>
          <p aria-live="polite" role="status" className="sr-only">
            {t("layout.jumpTo.count", { n: shown + (match.kind === "found" ? match.broadcasters.length : 0) })}
          </p>
        </Command>
      </Modal>
    </>
  );
}

/** Reports how many screens cmdk shows (its filtered count; the broadcasters, always shown, are added), for the live announcement. */
function ResultCount({ onCount }: { readonly onCount: (count: number) => void }) {
  const count = useCommandState((state) => state.filtered.count);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

import { pathOf } from "@agent-portal/permissions/route-path";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Popover, PopoverAnchor, PopoverContent } from "@agent-portal/ui-kit/components/popover";
import { ChevronDown } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Broadcaster } from "./anchor-list-params.ts";
import type { RowAction } from "./row-actions.ts";

/** Props of {@link RowActionsMenu}. */
export interface RowActionsMenuProps {
  readonly row: Broadcaster;
  /** The actions the row's state allows (`rowActions`), in order. */
  readonly actions: readonly RowAction[];
  readonly onAction: (action: RowAction, row: Broadcaster) => void;
}

const itemClass = "flex w-full items-center rounded-sm px-3 py-2 text-start text-sm text-fg hover:bg-surface-sunken focus-visible:bg-surface-sunken";

/**
 * A row's actions in a popover opened by "Actions" (named "Actions for <name>"): one button per
 * allowed action, the live data page as a link. Choosing closes the popover; the dialog that
 * opens returns focus to the trigger when it closes, and so does Escape or a click outside.
 *
 * Until first opened, a row carries its button alone: the popover (Radix's root, anchor,
 * portal and presence) mounts on the first open and stays for the row's later ones, so a page
 * of rows renders one button per row (docs/performance.md, the list's fewer renders).
 */
export function RowActionsMenu({ row, actions, onAction }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  // A chosen action opens a dialog: focus goes to the trigger first (the dialog returns it there
  // on close), and the closing popover must not move focus again once the dialog has it.
  const chosen = useRef(false);
  const choose = (action: RowAction) => {
    chosen.current = true;
    setOpen(false);
    trigger.current?.focus();
    onAction(action, row);
  };
  const name = t("broadcaster.list.actionsFor", { name: row.nick_name });
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...(open ? { "aria-controls": contentId } : {})}
        onClick={() => {
          setOpened(true);
          setOpen((was) => !was);
        }}
      >
        {t("broadcaster.list.actions")}
        <ChevronDown aria-hidden="true" />
      </Button>
      {opened && (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverAnchor virtualRef={trigger} />
          <PopoverContent
            id={contentId}
            align="end"
            className="w-56 p-1"
            // The button toggles: a press on it is not a click outside that closes and reopens.
            onInteractOutside={(event) => {
              if (event.target instanceof Node && trigger.current?.contains(event.target) === true) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (!chosen.current) trigger.current?.focus();
              chosen.current = false;
            }}
          >
            <ul className="flex flex-col" aria-label={name}>
              {actions.map((action) => (
                <li key={action}>
                  {action === "liveData" ? (
                    <Link to={pathOf("BroadcasterLiveData", { uid: row.anchor_uid })} className={itemClass}>
                      {t("broadcaster.list.action.liveData")}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={itemClass}
                      onClick={() => {
                        choose(action);
                      }}
                    >
                      {t(`broadcaster.list.action.${action}`)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </PopoverContent>
        </Popover>
      )}
    </>
  );
}

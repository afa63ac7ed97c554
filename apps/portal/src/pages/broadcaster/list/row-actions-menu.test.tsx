import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Broadcaster } from "./anchor-list-params.ts";
import { RowActionsMenu } from "./row-actions-menu.tsx";

const row = { anchor_uid: "1001", nick_name: "Maya" } as Broadcaster;

async function renderMenu(onAction = vi.fn()) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );
  render(<RowActionsMenu row={row} actions={["brokerHistory", "liveData"]} onAction={onAction} />, { wrapper });
  return { onAction, trigger: screen.getByRole("button", { name: "Actions for Maya" }) };
}

describe("RowActionsMenu", () => {
  it("is a named menu button, and lists the row's actions when opened", async () => {
    const user = userEvent.setup();
    const { trigger } = await renderMenu();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("list")).toBeNull();
    await user.click(trigger);
    const list = screen.getByRole("list", { name: "Actions for Maya" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(list).toContainElement(screen.getByRole("button", { name: en.broadcaster.list.action.brokerHistory }));
    expect(list).toContainElement(screen.getByRole("link", { name: en.broadcaster.list.action.liveData }));
  });

  it("closes on Escape and on a second press of its button, focus back on the button", async () => {
    const user = userEvent.setup();
    const { trigger } = await renderMenu();
    await user.click(trigger);
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("list")).toBeNull();
    });
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole("list", { name: "Actions for Maya" })).toBeInTheDocument();
    await user.click(trigger);
    await waitFor(() => {
      expect(screen.queryByRole("list")).toBeNull();
    });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("hands the chosen action to the list and closes", async () => {
    const user = userEvent.setup();
    const { trigger, onAction } = await renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: en.broadcaster.list.action.brokerHistory }));
    expect(onAction).toHaveBeenCalledWith("brokerHistory", row);
    await waitFor(() => {
      expect(screen.queryByRole("list")).toBeNull();
    });
    expect(trigger).toHaveFocus();
  });
});

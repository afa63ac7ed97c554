import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import SessionDialogs from "./session-dialogs.tsx";

async function renderDialogs(props: { unauthorized: boolean; relogin: boolean; leaving?: boolean }) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const onGoToLogin = vi.fn();
  const onDismissRelogin = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SessionDialogs leaving={false} {...props} onGoToLogin={onGoToLogin} onDismissRelogin={onDismissRelogin} />
    </I18nextProvider>,
  );
  return { onGoToLogin, onDismissRelogin };
}

describe("SessionDialogs", () => {
  it("shows the unauthorized modal alone, whose button goes to login", async () => {
    const { onGoToLogin, onDismissRelogin } = await renderDialogs({ unauthorized: true, relogin: false });
    const modal = screen.getByRole("dialog", { name: "Not authorised" });
    expect(modal).toHaveTextContent("Your login is no longer valid. Please log in again.");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Go to login" }));
    expect(onGoToLogin).toHaveBeenCalledTimes(1);
    expect(onDismissRelogin).not.toHaveBeenCalled();
  });

  it("offers the re-login confirm with a way to stay", async () => {
    const { onGoToLogin, onDismissRelogin } = await renderDialogs({ unauthorized: false, relogin: true });
    expect(screen.getByRole("dialog", { name: "Session expired" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(onDismissRelogin).toHaveBeenCalledTimes(1);
    expect(onGoToLogin).not.toHaveBeenCalled();
  });

  it("shows nothing while neither is open", async () => {
    await renderDialogs({ unauthorized: false, relogin: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

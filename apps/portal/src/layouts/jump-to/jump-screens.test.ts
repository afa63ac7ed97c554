import { createCanSee } from "@agent-portal/permissions/guard";
import { PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { describe, expect, it } from "vitest";
import { jumpScreens } from "./jump-screens.ts";
import { isJumpShortcut, shortcutLabel } from "./shortcut.ts";

const label = (key: string) => `T:${key}`;
const english = (key: string) => `EN:${key}`;
const screensOf = (profile: keyof typeof PROFILES) => jumpScreens(createCanSee(guardUserOf(PROFILES[profile]), "standard"), label, english);

describe("jumpScreens", () => {
  it("lists landing pages with their translated name, section and aliases, never a container, a parametric page or a mobile page", () => {
    const screens = screensOf("admin");
    const renewed = screens.find((screen) => screen.name === "ListToBeRenewed");
    expect(renewed).toMatchObject({ path: "/broadcaster/list/list/to-be-renewed", label: "T:route.ListToBeRenewed" });
    expect(renewed?.context).toContain("T:route.Broadcaster");
    expect(renewed?.keywords).toEqual(expect.arrayContaining(["EN:route.ListToBeRenewed", "ListToBeRenewed", "to-be-renewed"]));
    const names = screens.map((screen) => screen.name);
    expect(names).toContain("Welcome");
    expect(names).not.toContain("Main");
    expect(names).not.toContain("BroadcasterList");
    expect(names).not.toContain("BroadcasterLiveData");
    expect(names).not.toContain("Login");
    expect(names).not.toContain("ApplyForm");
    for (const screen of screens) expect(screen.path).not.toContain(":");
  });

  it("lists only what the user may open", () => {
    const broker = screensOf("broker").map((screen) => screen.name);
    expect(broker).toContain("RecheckList");
    expect(broker).not.toContain("ModifyRelation");
    expect(broker).not.toContain("AdminAccounts");
    expect(screensOf("normalUser").map((screen) => screen.name)).toEqual(["Welcome", "Overview"]);
  });
});

describe("the shortcut", () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: "k", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it("is K with Ctrl or ⌘, not with Alt or Shift, nor another key", () => {
    expect(isJumpShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isJumpShortcut(key({ metaKey: true, key: "K" }))).toBe(true);
    expect(isJumpShortcut(key({}))).toBe(false);
    expect(isJumpShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isJumpShortcut(key({ ctrlKey: true, key: "j" }))).toBe(false);
  });
  it("is labelled for the user's system", () => {
    expect(shortcutLabel({ platform: "MacIntel", userAgent: "" })).toBe("⌘K");
    expect(shortcutLabel({ platform: "Linux x86_64", userAgent: "" })).toBe("Ctrl+K");
  });
});

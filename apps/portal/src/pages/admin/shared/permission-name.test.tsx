import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { PERMISSION_ENTRIES } from "@agent-portal/permissions/permission-labels";
import { screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { changeText } from "#pages/admin/action-log/action-log-columns.tsx";
import { PermissionName, permissionLabel, permissionText } from "./permission-name.tsx";

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.t;

describe("permission names", () => {
  it("has an English display name for every permission id, none of them the spec name itself", () => {
    for (const [id, name] of PERMISSION_ENTRIES) {
      const label = permissionLabel(t, id);
      expect(label, name).not.toBe(`permission.${name}`);
      expect(label, name).not.toBe(name);
    }
  });

  it("shows the translated name with the spec name and id as secondary text", async () => {
    await renderScreen(<PermissionName id={10} />);
    expect(screen.getByText(en.permission.PaymentBlacklist)).toBeInTheDocument();
    expect(screen.getByText("PaymentBlacklist · 10")).toBeInTheDocument();
  });

  it("shows an id the spec does not list as its number", async () => {
    await renderScreen(<PermissionName id={16} />);
    expect(screen.getByText("16")).toBeInTheDocument();
    expect(permissionText(t, 16)).toBe("16");
  });

  it("names permission ids in the action log's before and after, and leaves other fields as logged", () => {
    expect(changeText(t, { field: "permissions", before: "[1]", after: "[1,10]" })).toBe(
      `permissions: ${en.permission.ModifyAccount} (ModifyAccount · 1) → ${en.permission.ModifyAccount} (ModifyAccount · 1), ${en.permission.PaymentBlacklist} (PaymentBlacklist · 10)`,
    );
    expect(changeText(t, { field: "permissions", before: "[]", after: "[5]" })).toBe(`permissions: — → ${en.permission.ActionLog} (ActionLog · 5)`);
    expect(changeText(t, { field: "nick_name", before: "", after: "[1]" })).toBe("nick_name: — → [1]");
  });
});

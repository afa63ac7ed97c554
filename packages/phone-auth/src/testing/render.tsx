/**
 * Test support: renders with the real locale texts (`createTestI18n`) and a memory storage for the
 * countdowns, so a test can re-mount a dialog over the same storage (a "reload").
 */
import type { SafeStorage } from "@agent-portal/session/storage";
import { createMemoryStorage, createSafeStorage } from "@agent-portal/session/storage";
import { render } from "@testing-library/react";
import type { i18n as I18nInstance } from "i18next";
import type * as React from "react";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "./i18n.ts";

/** A fresh memory-backed storage. */
export const memoryStorage = (initial: Record<string, string> = {}): SafeStorage => createSafeStorage(createMemoryStorage(initial));

/** Renders `ui` inside an I18nextProvider of `i18n` (default: a new English instance). */
export async function renderWithI18n(ui: React.ReactElement, i18n?: I18nInstance) {
  const instance = i18n ?? (await createTestI18n());
  const wrap = (node: React.ReactElement) => <I18nextProvider i18n={instance}>{node}</I18nextProvider>;
  const result = render(wrap(ui));
  return { ...result, i18n: instance, rerender: (next: React.ReactElement) => result.rerender(wrap(next)) };
}

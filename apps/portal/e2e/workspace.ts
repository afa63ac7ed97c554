import type { Page } from "@playwright/test";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";

/** Logs `username` in through the API and opens the home; resolves the token. */
export async function openHome(page: Page, username: string): Promise<string> {
  const token = await apiLogin(page.request, username);
  await useToken(page, token);
  await page.goto("/agent/");
  return token;
}

/**
 * The token the session will start with: the `token` key of local storage (`STORAGE_KEYS.token` of
 * `@agent-portal/session`; the key string is repeated here on purpose, so the entry reads it without
 * the session's storage module), `null` when missing, blank or unreadable. For what must know it
 * before the store exists: the guard's shortcut for `paintBeforeStore` screens, and error reporting
 * (which scrubs it from every report).
 */
export function storedToken(): string | null {
  try {
    const token = window.localStorage.getItem("token");
    return token !== null && token.trim() !== "" ? token : null;
  } catch {
    return null;
  }
}

import type { SessionEvent, SessionEventListener, SessionEvents } from "@agent-portal/session";
import { describe, expect, it } from "vitest";
import { createSessionAlerts } from "./session-alerts.ts";

/** An event stream the test drives. */
function stream(): SessionEvents & { emit: (event: SessionEvent) => void } {
  const listeners = new Set<SessionEventListener>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => undefined,
    emit: (event) => {
      for (const listener of listeners) listener(event);
    },
  };
}

const error = { kind: "token", url: "/x", httpStatus: 200, code: 20003, messageKeys: [], fallbackMessage: "" } as const;

describe("createSessionAlerts", () => {
  it("opens the unauthorized modal on a token error and keeps it until the session ends", () => {
    const events = stream();
    const alerts = createSessionAlerts(events);
    let changes = 0;
    alerts.subscribe(() => (changes += 1));
    events.emit({ type: "tokenError", error });
    events.emit({ type: "tokenError", error });
    expect(alerts.getSnapshot()).toEqual({ unauthorized: true, relogin: false });
    expect(changes).toBe(1);
    events.emit({ type: "ended" });
    expect(alerts.getSnapshot()).toEqual({ unauthorized: false, relogin: false });
  });

  it("opens the re-login confirm on a failed refresh, once per page life after Stay, never over the unauthorized modal", () => {
    const events = stream();
    const alerts = createSessionAlerts(events);
    events.emit({ type: "refreshFailed", error });
    expect(alerts.getSnapshot().relogin).toBe(true);
    alerts.dismissRelogin();
    events.emit({ type: "refreshFailed", error });
    expect(alerts.getSnapshot().relogin).toBe(false);
    const other = stream();
    const second = createSessionAlerts(other);
    other.emit({ type: "tokenError", error });
    other.emit({ type: "refreshFailed", error });
    expect(second.getSnapshot()).toEqual({ unauthorized: true, relogin: false });
  });

  it("closes both when a new session starts", () => {
    const events = stream();
    const alerts = createSessionAlerts(events);
    events.emit({ type: "tokenError", error });
    events.emit({ type: "started" });
    expect(alerts.getSnapshot()).toEqual({ unauthorized: false, relogin: false });
  });
});

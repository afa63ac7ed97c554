import { describe, expect, it, vi } from "vitest";
import { HOST_WAIT_MS, createPhoneAuthController } from "./controller.ts";

describe("createPhoneAuthController", () => {
  it("answers false when no host mounts in time", async () => {
    vi.useFakeTimers();
    try {
      const controller = createPhoneAuthController();
      const waiting = controller.request();
      expect(controller.isPending()).toBe(true);
      vi.advanceTimersByTime(HOST_WAIT_MS);
      await expect(waiting).resolves.toBe(false);
      expect(controller.isPending()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets a host that mounts after the request run it", async () => {
    vi.useFakeTimers();
    try {
      const controller = createPhoneAuthController();
      const waiting = controller.request();
      vi.advanceTimersByTime(HOST_WAIT_MS - 1);
      controller.attach();
      vi.advanceTimersByTime(HOST_WAIT_MS);
      expect(controller.isPending()).toBe(true);
      controller.settle(true);
      await expect(waiting).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shares one pending request among callers and settles them all", async () => {
    const controller = createPhoneAuthController();
    controller.attach();
    const listener = vi.fn();
    controller.subscribe(listener);
    const first = controller.request();
    const second = controller.request();
    expect(first).toBe(second);
    expect(controller.isPending()).toBe(true);
    controller.settle(true);
    await expect(first).resolves.toBe(true);
    expect(controller.isPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    const next = controller.request();
    controller.settle(false);
    await expect(next).resolves.toBe(false);
  });

  it("settles false when the last host leaves", async () => {
    const controller = createPhoneAuthController();
    const detachA = controller.attach();
    const detachB = controller.attach();
    const pending = controller.request();
    detachA();
    detachA();
    expect(controller.isPending()).toBe(true);
    detachB();
    await expect(pending).resolves.toBe(false);
  });
});

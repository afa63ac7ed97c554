import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, removeToast, subscribeToasts, toast } from "./toast-queue.ts";

// The queue is module state, and this project's test files share modules: another file (the
// Toaster's tests) may leave toasts waiting for their exit animation, so each test starts empty too.
const emptyQueue = () => {
  for (const item of getToasts()) removeToast(item.id);
};
beforeEach(emptyQueue);
afterEach(emptyQueue);

describe("the toast queue", () => {
  it("keeps toasts raised before anyone listens, and tells listeners of each change until they leave", () => {
    const id = toast.warning("Saved offline");
    expect(getToasts()).toEqual([expect.objectContaining({ id, title: "Saved offline", tone: "warning", open: true })]);
    const listener = vi.fn();
    const leave = subscribeToasts(listener);
    toast.info("Second");
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    toast.info("Third");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts().map((item) => item.title)).toEqual(["Saved offline", "Second", "Third"]);
  });

  it("replaces a toast that reuses an id, keeps the five newest, closes before it removes", () => {
    toast.info("Saving…", { id: "save" });
    toast.success("Saved", { id: "save" });
    expect(getToasts().map((item) => item.title)).toEqual(["Saved"]);
    for (let index = 1; index <= 6; index += 1) toast.info(`Message ${String(index)}`);
    expect(getToasts().map((item) => item.title)).toEqual(["Message 2", "Message 3", "Message 4", "Message 5", "Message 6"]);
    toast.dismiss("toast-missing");
    expect(getToasts().every((item) => item.open)).toBe(true);
    const last = getToasts().at(-1)?.id ?? "";
    toast.dismiss(last);
    expect(getToasts().find((item) => item.id === last)?.open).toBe(false);
    removeToast(last);
    expect(getToasts().some((item) => item.id === last)).toBe(false);
    toast.dismiss();
    expect(getToasts().some((item) => item.open)).toBe(false);
  });
});

import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_DIALOG_DELAY_MS, useFileDialog } from "./file-dialog.ts";

function Picker({ onOpen }: { onOpen: () => void }) {
  const input = React.useRef<HTMLInputElement>(null);
  const open = useFileDialog(input);
  return (
    <>
      <button type="button" onClick={open}>
        Choose
      </button>
      <input ref={input} type="file" hidden onClick={onOpen} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useFileDialog (SPEC 9: file dialog delay 500 ms)", () => {
  it("opens the dialog 500 ms after the press, once for presses while it is pending", () => {
    vi.useFakeTimers();
    const onOpen = vi.fn();
    render(<Picker onOpen={onOpen} />);
    expect(FILE_DIALOG_DELAY_MS).toBe(500);
    act(() => {
      screen.getByRole("button", { name: "Choose" }).click();
      screen.getByRole("button", { name: "Choose" }).click();
    });
    act(() => vi.advanceTimersByTime(499));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => {
      screen.getByRole("button", { name: "Choose" }).click();
    });
    act(() => vi.advanceTimersByTime(500));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("opens nothing after the field is gone", () => {
    vi.useFakeTimers();
    const onOpen = vi.fn();
    const view = render(<Picker onOpen={onOpen} />);
    act(() => {
      screen.getByRole("button", { name: "Choose" }).click();
    });
    view.unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onOpen).not.toHaveBeenCalled();
  });
});

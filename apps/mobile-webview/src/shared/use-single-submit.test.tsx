import { act, renderHook } from "@testing-library/react";
import type { SyntheticEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { useSingleSubmit } from "./use-single-submit.ts";

const event = () => ({ preventDefault: vi.fn() }) as unknown as SyntheticEvent<HTMLFormElement>;

describe("useSingleSubmit", () => {
  it("runs one submission at a time and is free again when it ends", async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn<(event: SyntheticEvent<HTMLFormElement>) => Promise<void>>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useSingleSubmit(submit));
    const first = event();
    act(() => {
      result.current.onSubmit(first);
      result.current.onSubmit(event());
    });
    expect(first.preventDefault).toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.sending).toBe(true);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(result.current.sending).toBe(false);

    act(() => {
      result.current.onSubmit(event());
    });
    expect(submit).toHaveBeenCalledTimes(2);
  });
});

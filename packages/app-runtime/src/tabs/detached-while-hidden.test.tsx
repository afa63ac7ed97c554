import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Activity, useLayoutEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { DetachedWhileHidden } from "./detached-while-hidden.tsx";

/** A page with state of its own, reporting whether it is in the document when its layout effects run. */
function Counter({ seen }: { readonly seen: boolean[] }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    seen.push(document.body.contains(document.getElementById("counter")));
  }, [seen]);
  return (
    <button id="counter" type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

function Kept({ shown, seen }: { readonly shown: boolean; readonly seen: boolean[] }) {
  return (
    <main>
      <DetachedWhileHidden shown={shown}>
        <Activity mode={shown ? "visible" : "hidden"}>
          <Counter seen={seen} />
        </Activity>
      </DetachedWhileHidden>
    </main>
  );
}

describe("DetachedWhileHidden", () => {
  it("takes hidden content out of the document, keeps its state, and puts it back before its layout effects run", async () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Kept shown seen={seen} />);
    await userEvent.click(screen.getByRole("button", { name: "Count 0" }));
    expect(screen.getByRole("button", { name: "Count 1" })).toBeInTheDocument();

    rerender(<Kept shown={false} seen={seen} />);
    expect(document.getElementById("counter")).toBeNull();
    expect(screen.queryByText(/Count/)).toBeNull();

    await act(async () => {
      rerender(<Kept shown seen={seen} />);
      await Promise.resolve();
    });
    expect(screen.getByRole("button", { name: "Count 1" })).toBeInTheDocument();
    // Mounted, then shown again: each time the page's layout effects found it in the document.
    expect(seen).toEqual([true, true]);
    expect(screen.getByRole("main").contains(screen.getByRole("button"))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { findUnmirroredIcons } from "./mirrored-icons.ts";

describe("findUnmirroredIcons", () => {
  it("reports directional icons without a mirroring class", () => {
    const text = `<nav>\n<ChevronRight aria-hidden="true" className="size-4" />\n<LogOut />\n<ArrowLeft className={cn("size-4")} /></nav>`;
    expect(findUnmirroredIcons(text)).toEqual([
      { line: 2, icon: "ChevronRight" },
      { line: 3, icon: "LogOut" },
      { line: 4, icon: "ArrowLeft" },
    ]);
  });

  it("accepts rtl:-scale-x-100 and rtl:rotate-180, and ignores icons that do not point sideways", () => {
    const text = `<ChevronRight className="size-4 rtl:rotate-180" /><LogOut className="rtl:-scale-x-100" /><ChevronDown /><Check /><ChevronRightSquareX />`;
    expect(findUnmirroredIcons(text)).toEqual([]);
  });
});

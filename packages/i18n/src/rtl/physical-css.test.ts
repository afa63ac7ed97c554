import { describe, expect, it } from "vitest";
import { findPhysicalCss } from "./physical-css.ts";

const tokens = (text: string, kind: "css" | "code" = "code") => findPhysicalCss(text, kind).map((finding) => finding.token);

describe("findPhysicalCss in code", () => {
  it("reports physical Tailwind margins, paddings, insets, borders, corners and alignment", () => {
    const text = `<div className="ml-2 mr-auto -ml-px pl-4 pr-3 left-0 -right-2 border-l border-r-2 rounded-l-md rounded-tr text-left text-right float-left scroll-ml-4" />`;
    expect(tokens(text)).toEqual([
      "ml-2",
      "mr-auto",
      "-ml-px",
      "pl-4",
      "pr-3",
      "left-0",
      "-right-2",
      "border-l",
      "border-r-2",
      "rounded-l-md",
      "rounded-tr",
      "text-left",
      "text-right",
      "float-left",
      "scroll-ml-4",
    ]);
    expect(tokens(`"left-1/2 right-[3px] ml-0.5 pr-(--gap) border-l-brand-500"`)).toEqual(["left-1/2", "right-[3px]", "ml-0.5", "pr-(--gap)", "border-l-brand-500"]);
  });

  it("sees through variants, important marks and arbitrary selectors", () => {
    expect(tokens(`cn("hover:ml-2", "md:focus:pl-[3px]", "[&>svg]:mr-2", "!text-left")`)).toEqual(["hover:ml-2", "md:focus:pl-[3px]", "[&>svg]:mr-2", "!text-left"]);
  });

  it("accepts logical utilities and explicit rtl:/ltr: variants", () => {
    expect(tokens(`className="ms-2 me-auto ps-4 pe-3 start-0 end-2 border-s border-e-2 rounded-s-md rounded-se text-start text-end rtl:-scale-x-100 rtl:mr-2 ltr:ml-2"`)).toEqual(
      [],
    );
  });

  it("does not take words, paths or other utilities for physical classes", () => {
    expect(
      tokens(
        `import { PanelLeftClose } from "lucide-react"; import x from "./left-panel.tsx"; const a = "top-left"; // border-b px-4 mx-2 inset-x-0 space-x-2 text-center, right-to-left, left-aligned, pl-PL`,
      ),
    ).toEqual([]);
  });

  it("reports React style keys with a side", () => {
    expect(tokens(`<p style={{ marginLeft: 4, paddingRight: 2, textAlign: "right" }} />`)).toEqual(["marginLeft", "paddingRight", 'textAlign: "right"']);
  });

  it("gives the line and the logical replacement", () => {
    expect(findPhysicalCss(`const a = 1;\nconst b = "pl-2";`, "code")).toEqual([{ line: 2, token: "pl-2", use: "ps-*" }]);
  });
});

describe("findPhysicalCss in stylesheets", () => {
  it("reports physical declarations and insets", () => {
    const css = `.a { margin-left: 4px; padding-right: 2px; border-left: 1px solid; text-align: right; float: left; }\n.b { left: 0; right : 1rem }`;
    expect(tokens(css, "css")).toEqual(["margin-left", "padding-right", "border-left", "text-align: right", "float: left", "left:", "right:"]);
  });

  it("accepts logical declarations", () => {
    expect(tokens(`.a { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; border-inline-start: 1px solid; }`, "css")).toEqual([]);
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { Textarea } from "./textarea.tsx";

function Controlled() {
  const [value, setValue] = React.useState("");
  return (
    <Textarea aria-label="Reason" value={value} onChange={(event) => setValue(event.target.value)} maxLength={10} counter={(used, max) => `${String(used)} of ${String(max)}`} />
  );
}

describe("Textarea", () => {
  it("counts characters against maxLength", async () => {
    render(<Controlled />);
    const box = screen.getByRole("textbox", { name: "Reason" });
    await userEvent.type(box, "hello");
    expect(screen.getByText("5 of 10")).toBeInTheDocument();
    await userEvent.type(box, " world, and more");
    expect(box).toHaveValue("hello worl");
    expect(screen.getByText("10 of 10")).toBeInTheDocument();
  });

  it("shows no counter without a controlled value", () => {
    render(<Textarea aria-label="Note" maxLength={5} counter={() => "x"} />);
    expect(screen.queryByText("x")).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { BIGO_ID_MAX_LENGTH } from "#shared/forms/bigo-id.ts";
import { BigoIdFormField } from "./bigo-id-form-field.tsx";
import type { BigoIdFind } from "./bigo-id-form-field.tsx";

function Harness({ find, onSubmit, disabled }: { readonly find?: BigoIdFind; readonly onSubmit: () => void; readonly disabled?: boolean }) {
  const [value, setValue] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <BigoIdFormField label="Bigo ID" required value={value} onChange={setValue} {...(find === undefined ? {} : { find })} {...(disabled === undefined ? {} : { disabled })} />
    </form>
  );
}

describe("BigoIdFormField", () => {
  it("without a Find button is a plain field: what is typed shows and Enter submits the form", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: /Bigo ID/ });
    expect(field.maxLength).toBe(BIGO_ID_MAX_LENGTH + 8);
    expect(field.autocomplete).toBe("off");
    await user.type(field, "anchor01{Enter}");
    expect(field.value).toBe("anchor01");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("with a Find button: Enter and the button look up instead of submitting the form", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onFind = vi.fn();
    render(<Harness onSubmit={onSubmit} find={{ label: "Find", onFind, finding: false }} />);
    await user.type(screen.getByRole("textbox", { name: /Bigo ID/ }), "agency01{Enter}");
    expect(onFind).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(onFind).toHaveBeenCalledTimes(2);
  });

  it("disables the field and its button together", () => {
    render(<Harness onSubmit={vi.fn()} disabled find={{ label: "Find", onFind: vi.fn(), finding: false }} />);
    expect(screen.getByRole("textbox", { name: /Bigo ID/ }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Find" }).hasAttribute("disabled")).toBe(true);
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";

describe("FormField", () => {
  it("wires label, hint and error to the control", () => {
    render(
      <FormField label="Account" hint="Your login name" error="Required" required>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Account" });
    expect(input).toHaveAccessibleDescription("Your login name Required");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeRequired();
    expect(screen.getByRole("alert")).toHaveTextContent("Required");
  });

  it("marks nothing invalid without an error", () => {
    render(<FormField label="Code">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByRole("textbox", { name: "Code" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("FormField as a group", () => {
  it("names a group control by aria-labelledby instead of a label element", () => {
    render(
      <FormField label="Method" group>
        {(control) => <div role="radiogroup" {...control} />}
      </FormField>,
    );
    expect(screen.getByRole("radiogroup", { name: "Method" })).toBeInTheDocument();
    expect(document.querySelector("label")).toBeNull();
  });
});

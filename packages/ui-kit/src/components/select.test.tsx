import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "./form-field.tsx";
import { Select } from "./select.tsx";

const options = [
  { value: "id", label: "Indonesia" },
  { value: "ph", label: "Philippines" },
];

describe("Select", () => {
  it("is a combobox named by its FormField label, showing the placeholder", () => {
    render(
      <FormField label="Region" error="Required">
        {(control) => <Select {...control} options={options} placeholder="Choose" />}
      </FormField>,
    );
    const trigger = screen.getByRole("combobox", { name: "Region" });
    expect(trigger).toHaveTextContent("Choose");
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Required");
  });

  it("shows the chosen option's label", () => {
    render(<Select aria-label="Region" options={options} value="ph" onValueChange={vi.fn()} />);
    expect(screen.getByRole("combobox", { name: "Region" })).toHaveTextContent("Philippines");
  });

  it("is disabled when asked", () => {
    render(<Select aria-label="Region" options={options} disabled />);
    expect(screen.getByRole("combobox", { name: "Region" })).toBeDisabled();
  });
});

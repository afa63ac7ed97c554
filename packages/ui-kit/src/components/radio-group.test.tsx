import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "./form-field.tsx";
import { RadioGroup } from "./radio-group.tsx";

const options = [
  { value: "bank", label: "Bank transfer" },
  { value: "wallet", label: "E-wallet" },
  { value: "beans", label: "Beans", disabled: true },
];

describe("RadioGroup", () => {
  it("is a radio group named through FormField and chooses by click", async () => {
    const onValueChange = vi.fn();
    render(
      <FormField label="Payment method" group required>
        {(control) => <RadioGroup {...control} options={options} onValueChange={onValueChange} />}
      </FormField>,
    );
    const group = screen.getByRole("radiogroup", { name: "Payment method" });
    expect(group).toHaveAttribute("aria-required", "true");
    await userEvent.click(screen.getByRole("radio", { name: "E-wallet" }));
    expect(onValueChange).toHaveBeenCalledWith("wallet");
    expect(screen.getByRole("radio", { name: "E-wallet" })).toBeChecked();
  });

  it("keeps disabled options out of reach", async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup aria-label="Method" options={options} onValueChange={onValueChange} />);
    const beans = screen.getByRole("radio", { name: "Beans" });
    expect(beans).toBeDisabled();
    await userEvent.click(beans);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

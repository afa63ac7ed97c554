import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "./form-field.tsx";
import { Select } from "./select.tsx";

const options = [
  { value: "id", label: "Indonesia" },
  { value: "ph", label: "Philippines" },
  { value: "pk", label: "Pakistan" },
  { value: "pe", label: "Peru", disabled: true },
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

  it("opens its list from the keyboard to choose, and shows the choice when uncontrolled", async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Region" options={options} placeholder="Choose" onValueChange={onValueChange} />);
    expect(screen.queryByRole("listbox")).toBeNull();
    const trigger = screen.getByRole("combobox", { name: "Region" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Indonesia", "Philippines", "Pakistan", "Peru"]);
    await userEvent.click(screen.getByRole("option", { name: "Pakistan" }));
    expect(onValueChange).toHaveBeenCalledWith("pk");
    expect(screen.queryByRole("listbox")).toBeNull();
    // Uncontrolled: the trigger shows what was chosen.
    expect(trigger).toHaveTextContent("Pakistan");
  });

  it("selects by typing on the closed trigger, stepping through options with the same letter and skipping disabled ones", async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Region" options={options} defaultValue="id" onValueChange={onValueChange} />);
    screen.getByRole("combobox", { name: "Region" }).focus();
    await userEvent.keyboard("p");
    expect(onValueChange).toHaveBeenLastCalledWith("ph");
    await userEvent.keyboard("p");
    expect(onValueChange).toHaveBeenLastCalledWith("pk");
    await userEvent.keyboard("p");
    // Peru is disabled: back to the first P.
    expect(onValueChange).toHaveBeenLastCalledWith("ph");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("finds an option by the letters typed together", async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Region" options={options} onValueChange={onValueChange} />);
    screen.getByRole("combobox", { name: "Region" }).focus();
    await userEvent.keyboard("pak");
    expect(onValueChange).toHaveBeenLastCalledWith("pk");
    expect(screen.getByRole("combobox", { name: "Region" })).toHaveTextContent("Pakistan");
  });

  it("carries its value in a form through a hidden input when named", () => {
    render(
      <form aria-label="Filters">
        <Select aria-label="Region" name="region" options={options} value="ph" onValueChange={vi.fn()} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Filters" });
    expect(new FormData(form).get("region")).toBe("ph");
  });
});

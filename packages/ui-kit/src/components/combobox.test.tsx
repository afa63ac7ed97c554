import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { Combobox, matchesQuery } from "./combobox.tsx";

const options = [
  { value: "ID", label: "Indonesia", description: "+62" },
  { value: "VN", label: "Việt Nam", description: "+84" },
  { value: "EG", label: "Egypt", disabled: true },
];

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = React.useState<string | null>(null);
  return (
    <Combobox
      aria-label="Country"
      options={options}
      value={value}
      clearable
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      placeholder="Choose"
    />
  );
}

describe("Combobox", () => {
  it("searches, moves with the arrow keys and chooses with Enter", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Country" }));
    const search = screen.getByRole("combobox", { name: "Search" });
    expect(screen.getAllByRole("option")).toHaveLength(3);
    await userEvent.type(search, "viet");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Việt Nam+84"]);
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("VN");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("Việt Nam");
  });

  it("skips disabled options and clears through the clear button", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Country" }));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const search = screen.getByRole("combobox", { name: "Search" });
    const active = search.getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)).toHaveTextContent("Indonesia");
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("ID");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows the no-results text", async () => {
    render(<Combobox aria-label="Country" options={options} value={null} onValueChange={vi.fn()} labels={{ noResults: "Nothing found" }} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Country" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Search" }), "zzz");
    expect(screen.getByText("Nothing found")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("matches every word, ignoring case and accents", () => {
    expect(matchesQuery({ value: "VN", label: "Việt Nam" }, "viet nam")).toBe(true);
    expect(matchesQuery({ value: "ID", label: "Indonesia", description: "+62" }, "+62 indo")).toBe(true);
    expect(matchesQuery({ value: "ID", label: "Indonesia" }, "india")).toBe(false);
  });
});

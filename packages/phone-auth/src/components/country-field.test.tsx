import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "#testing/i18n.ts";
import { renderWithI18n } from "#testing/render.tsx";
import { CountryField } from "./country-field.tsx";

function Harness({ initial = null }: { initial?: string | null }) {
  const [country, setCountry] = useState<string | null>(initial);
  const [dial, setDial] = useState("");
  return (
    <>
      <CountryField country={country} onCountryChange={setCountry} otherDial={dial} onOtherDialChange={setDial} />
      <output aria-label="chosen">{country ?? ""}</output>
    </>
  );
}

describe("CountryField (SPEC 2: country picker)", () => {
  it("is searchable and keyboard operable", async () => {
    await renderWithI18n(<Harness />);
    const trigger = screen.getByRole("combobox", { name: /Country or region/ });
    expect(trigger).toHaveTextContent("Choose a country or region");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const search = await screen.findByRole("combobox", { name: "Search by name or dial code" });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole("option")).toHaveLength(251);
    await userEvent.keyboard("indo");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Indonesia (+62)"]);
    await userEvent.keyboard("{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("ID");
    expect(trigger).toHaveTextContent("Indonesia (+62)");
  });

  it("finds a country by its dial prefix", async () => {
    await renderWithI18n(<Harness />);
    await userEvent.click(screen.getByRole("combobox", { name: /Country or region/ }));
    await userEvent.keyboard("+966");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Saudi Arabia (+966)"]);
  });

  it("names countries in the active language and still finds them by their English name", async () => {
    await renderWithI18n(<Harness initial="SA" />, await createTestI18n("ar"));
    const trigger = screen.getByRole("combobox", { name: /الدولة أو المنطقة/ });
    expect(trigger).toHaveTextContent("المملكة العربية السعودية (+966)");
    await userEvent.click(trigger);
    await userEvent.keyboard("egypt");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["مصر (+20)"]);
  });

  it("asks for the prefix when Other is chosen", async () => {
    await renderWithI18n(<Harness />);
    await userEvent.click(screen.getByRole("combobox", { name: /Country or region/ }));
    await userEvent.keyboard("other{Enter}");
    const dial = screen.getByLabelText(/Country code/);
    await userEvent.type(dial, "+12a345");
    expect(dial).toHaveValue("1234");
  });
});

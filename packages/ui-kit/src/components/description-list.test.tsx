import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DescriptionList } from "./description-list.tsx";

describe("DescriptionList", () => {
  it("pairs terms with values and shows a dash for empty ones", () => {
    render(
      <DescriptionList
        items={[
          { term: "Nickname", description: "Luna" },
          { term: "Broker", description: null },
        ]}
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(["Nickname", "Broker"]);
    expect(values).toEqual(["Luna", "—"]);
  });
});

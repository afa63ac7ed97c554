import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert.tsx";

describe("Alert", () => {
  it("announces errors at once and other tones politely", () => {
    const { rerender } = render(<Alert tone="error">Failed</Alert>);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed");
    rerender(<Alert tone="success">Saved</Alert>);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });
});

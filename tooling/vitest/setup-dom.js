// DOM test setup: Testing Library matchers (toBeInTheDocument, toHaveAccessibleName, ...)
// and an unmount of everything rendered after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

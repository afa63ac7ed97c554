// Testing Library matchers (toBeInTheDocument, toHaveAccessibleName, ...) for DOM tests.
import "@testing-library/jest-dom/vitest";

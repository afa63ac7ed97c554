// Testing Library's matchers on Vitest's `expect` (toBeInTheDocument, toHaveAccessibleName, ...),
// for packages whose tests run in the DOM: add "@agent-portal/vitest-config/dom-types" to tsconfig `types`.
/// <reference types="@testing-library/jest-dom/vitest" />
export {};

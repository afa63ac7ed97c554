// DOM test setup: Testing Library matchers (toBeInTheDocument, toHaveAccessibleName, ...),
// an unmount of everything rendered after each test, and the wait of `findBy*`/`waitFor`.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library waits 1 s by default for `findBy*` and `waitFor`: on a 2-core CI machine running
// the browser suites beside these tests, a lazy chunk's first import alone can take longer. A wait
// ends as soon as its condition holds, so a longer limit only changes how long a real failure takes
// to report; it is still well inside the test's own guard (60 s, `index.js`).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

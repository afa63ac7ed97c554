#!/usr/bin/env bash
# Makes sure the Chromium builds the browser checks drive are present.
# Browser tests use Debian's Chromium (a test tool's own browser download does not work here):
#   - `chromium` (the full browser, at CHROME_PATH, default /usr/bin/chromium): the bench's
#     Lighthouse and INP runs, and the tests' fallback;
#   - `chromium-headless-shell` (/usr/bin/chromium-headless-shell): the end-to-end suites and the
#     story check, when present (tooling/e2e/src/test-browser.js says why). Optional: without it
#     the tests drive the full browser, more slowly.
# Installs Debian's packages when missing and we may (root + apt).
set -euo pipefail
here="$(dirname "$0")"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if ! bash "$here/apt-install.sh" chromium "the browser tests" || [ ! -x /usr/bin/chromium ]; then
    echo "No Chromium found at $chrome. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH." >&2
    exit 1
  fi
fi
if [ -z "${CHROME_TEST_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  bash "$here/apt-install.sh" chromium-headless-shell "the browser tests (a lighter headless browser)" ||
    echo "The browser tests will drive the full Chromium (no chromium-headless-shell)." >&2
fi
exit 0

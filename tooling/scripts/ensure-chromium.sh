#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is present.
# Browser tests use Debian's Chromium (a test tool's own browser download does not work here).
# Honours CHROME_PATH; otherwise installs Debian's package when missing and we may (root + apt).
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if bash "$(dirname "$0")/apt-install.sh" chromium "the browser tests" && [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "No Chromium found at $chrome. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH." >&2
exit 1

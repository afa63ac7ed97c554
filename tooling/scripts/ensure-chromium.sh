#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is present.
# Browser tests use Debian's Chromium (a test tool's own browser download does not work here).
# Honours CHROME_PATH; otherwise installs Debian's package when missing and we may (root + apt).
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
      echo "Chromium is missing at $chrome and installing it needs root: run 'apt-get install -y chromium' or set CHROME_PATH." >&2
      exit 1
    fi
  fi
  echo "Installing Chromium (Debian package) for the browser tests..."
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq </dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium </dev/null >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "No Chromium found at $chrome. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH." >&2
exit 1

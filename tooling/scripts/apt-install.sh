#!/usr/bin/env bash
# Installs a Debian package for a test tool, when we may:
#
#   bash tooling/scripts/apt-install.sh <package> "<what it is for>"
#
# Uses apt-get as root, or through `sudo -n` otherwise. Exits 0 once the package is installed;
# 1 with a message saying how to install it by hand when there is no apt-get or no way to root.
set -euo pipefail
package="${1:?usage: apt-install.sh <package> "<what it is for>"}"
purpose="${2:-the tests}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install $package here (no apt-get): install it by hand for $purpose." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
    echo "Installing $package for $purpose needs root: run 'apt-get install -y $package'." >&2
    exit 1
  fi
fi
echo "Installing $package (Debian package) for $purpose..."
DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq </dev/null
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" </dev/null >/dev/null

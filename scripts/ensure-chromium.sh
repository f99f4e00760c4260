#!/usr/bin/env bash
# Finds a Chromium for the browser tests, or installs Debian's `chromium` when it is missing and we
# run as root. Nothing is downloaded from outside Debian's archive. Prints the path it found.
set -euo pipefail

find_chromium() {
  local candidate
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if found=$(find_chromium); then
  echo "$found"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji >&2
  if found=$(find_chromium); then
    echo "$found"
    exit 0
  fi
fi

echo "Chromium was not found. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

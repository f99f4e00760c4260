#!/usr/bin/env bash
# Finds a Chromium for the browser tests, or installs Debian's `chromium` when it is missing and we
# run as root. Nothing is downloaded from outside Debian's archive. Prints the path it found.
set -euo pipefail

# shellcheck source=find-or-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/find-or-install.sh"
find_chromium() {
  first_executable "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome
}
find_or_install find_chromium Chromium chromium fonts-liberation fonts-noto-color-emoji

echo "Chromium was not found. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

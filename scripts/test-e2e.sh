#!/usr/bin/env bash
# `npm run test:e2e`: only the browser tests. Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
export ASTRO_TELEMETRY_DISABLED=1
playwright test "$@"

#!/usr/bin/env bash
# `npm test`: the lock file as npm install writes it (scripts/check-lockfile.ts), Biome (format
# and lint, no writes), the type check (`npm run check`: astro sync, tsc and astro check), unit and
# API tests (Vitest; the API tests on SQLite and on PostgreSQL), then the browser tests (Playwright
# in real Chromium against the built site served by the real server).
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
# The API tests run on SQLite and again on a throwaway PostgreSQL server (vitest project api-pg).
POSTGRES_BIN="$(bash scripts/ensure-postgres.sh)"
export POSTGRES_BIN
# nginx and Caddy check the README's proxy blocks (skipped, saying so, where they cannot be had).
bash scripts/ensure-proxies.sh
export ASTRO_TELEMETRY_DISABLED=1

npm run lock:check
npm run lint
npm run check
vitest run
playwright test

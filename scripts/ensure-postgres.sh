#!/usr/bin/env bash
# Finds PostgreSQL's server programs (initdb, pg_ctl; version 15 or later) for the API tests on
# PostgreSQL, or installs Debian's `postgresql` when they are missing and we run as root. Nothing is
# downloaded from outside Debian's archive. Prints the folder of the programs.
set -euo pipefail

find_postgres() {
  local dir version
  if [ -n "${POSTGRES_BIN:-}" ] && [ -x "$POSTGRES_BIN/initdb" ]; then
    echo "$POSTGRES_BIN"
    return 0
  fi
  # Debian keeps each major version in /usr/lib/postgresql/<version>/bin: take the newest.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    version=$(basename "$(dirname "$dir")")
    if [ "$version" -ge 15 ] 2>/dev/null && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

# shellcheck source=find-or-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/find-or-install.sh"
find_or_install find_postgres PostgreSQL postgresql

echo "PostgreSQL 15+ was not found. Install it (sudo apt-get install postgresql)" \
  "or set POSTGRES_BIN to the folder of initdb and pg_ctl." >&2
exit 1

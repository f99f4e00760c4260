#!/usr/bin/env bash
# Finds nginx and Caddy for the test that checks the README's reverse-proxy blocks
# (tests/unit/readme-proxy-config.test.ts), or installs Debian's `nginx-light` and `caddy` when they
# are missing and we run as root. Their services are not started (a policy-rc.d that denies it is
# in place during the install). Never fails the caller: without them, that test says it skipped.
set -uo pipefail

have() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }
missing=()
have nginx || missing+=(nginx-light)
have caddy || missing+=(caddy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Not installed: ${missing[*]} (the README's proxy blocks are not checked)." >&2
  exit 0
fi
echo "Installing Debian's ${missing[*]} to check the README's proxy blocks..." >&2
policy=/usr/sbin/policy-rc.d
placed=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && placed=true
fi
export DEBIAN_FRONTEND=noninteractive
{ apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >&2 ||
  echo "Could not install ${missing[*]}: the README's proxy blocks are not checked." >&2
$placed && rm -f "$policy"
exit 0

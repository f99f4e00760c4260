#!/usr/bin/env bash
# Finds nginx for `npm run bench` (the chapter page against nginx's gzip_static), or installs
# Debian's `nginx-light` when it is missing and we run as root, as the tests install Chromium.
# Nothing is downloaded from outside Debian's archive. Prints the path it found.
set -euo pipefail

# shellcheck source=find-or-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/find-or-install.sh"
find_nginx() {
  first_executable "${NGINX_PATH:-}" /usr/sbin/nginx /usr/local/sbin/nginx "$(command -v nginx || true)"
}
find_or_install find_nginx nginx nginx-light

echo "nginx was not found. Install it (sudo apt-get install nginx-light) or set NGINX_PATH." >&2
exit 1

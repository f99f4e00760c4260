# Sourced by the ensure-*.sh scripts. find_or_install FINDER WHAT PACKAGE... runs FINDER (a shell
# function that prints what it found); when it finds nothing and we run as root with apt-get, it
# installs the Debian PACKAGEs (nothing from outside Debian's archive) and tries once more. Prints
# what FINDER found and exits 0; returns when there is still nothing, for the caller to explain.
# first_executable PATH... prints the first PATH that is an executable file (empty ones skipped).
first_executable() {
  local candidate
  for candidate in "$@"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

find_or_install() {
  local finder=$1 what=$2 found
  shift 2
  if found=$("$finder"); then
    echo "$found"
    exit 0
  fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "$what is missing: installing Debian's $1 package..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends "$@" >&2
    if found=$("$finder"); then
      echo "$found"
      exit 0
    fi
  fi
}

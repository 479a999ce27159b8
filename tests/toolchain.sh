# Shared by tests/kotlin/run.sh and tests/swift/run.sh (sourced, not run): where downloads are
# cached, how a missing tool is installed, and what happens when it can't be.
#
# Downloads are cached under ${XDG_CACHE_HOME:-$HOME/.cache}/dhayam, so a second run fetches
# nothing. Under CI (CI=true) a toolchain that can't be had fails the run; elsewhere the suite is
# skipped with the reason, so a laptop without root or network can still run the Rust tests.

cache="${XDG_CACHE_HOME:-$HOME/.cache}/dhayam"
build="$(pwd -P)/target/bindings-tests"
mkdir -p "$cache" "$build"

# unavailable LANGUAGE REASON: fail under CI, skip elsewhere.
unavailable() {
  if [ "${CI:-}" = true ]; then
    echo "$1: toolchain unavailable under CI: $2" >&2
    exit 1
  fi
  echo "$1: skipped: $2" >&2
  exit 0
}

# apt_install PACKAGE...: install Debian packages (as root; apt-get update once per run).
apt_install() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 1
  if [ -z "${apt_updated:-}" ]; then
    apt-get update -qq >/dev/null || return 1
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# ensure_command COMMAND PACKAGE: install PACKAGE if COMMAND is missing.
ensure_command() {
  command -v "$1" >/dev/null || apt_install "$2"
}

# summary LANGUAGE PASSED FAILED: the plain closing line CI counts.
summary() {
  echo "$1: $2 passed, $3 failed"
}

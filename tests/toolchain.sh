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

# suite_options ARG...: the options every suite takes. --prepare: install the toolchain and stop.
# --library DIR: load (and generate the bindings from) the dhayam-ffi library already built in DIR
# (the test command passes the one its Rust suite ran against) instead of building one. --bench:
# run the FFI call benchmark after the tests (docs/BENCHMARKS.md); the test command does not.
# Sets `prepare` and `bench` (yes or no) and `bindings` (the arguments for scripts/bindings.sh).
suite_options() {
  prepare=no
  bench=no
  bindings=(--features test-panic --kotlin-out "$build/kotlin-gen" --swift-out "$build/swift"
    --lib-out "$build/lib")
  while [ $# -gt 0 ]; do
    case "$1" in
      --prepare) prepare=yes ;;
      --bench) bench=yes ;;
      --library) bindings+=(--library "$2"); shift ;;
      *) echo "$0: unknown option $1" >&2; exit 2 ;;
    esac
    shift
  done
}

# summary LANGUAGE PASSED FAILED: the plain closing line CI counts.
summary() {
  echo "$1: $2 passed, $3 failed"
}

# The Kotlin toolchain, shared by tests/kotlin (the bindings) and tests/android (the app's view
# models and screens): kotlinc from the npm package kotlin-compiler, jars from Maven Central, each
# at the version the Android catalog gives (android/gradle/libs.versions.toml, read by
# tests/android/versions.py), so the checks here compile with what the phone build uses.
eval "$(python3 tests/android/versions.py env)" || {
  echo "the Android catalog's versions could not be read (tests/android/versions.py env)" >&2
  exit 1
}
KOTLIN_VERSION="$CATALOG_KOTLIN"
JNA_VERSION="$CATALOG_JNA"
JUNIT_CONSOLE_VERSION="$CATALOG_JUNIT"

kotlin_home="$cache/kotlin-compiler-$KOTLIN_VERSION"
kotlinc="$kotlin_home/bin/kotlinc"
stdlib="$kotlin_home/lib/kotlin-stdlib.jar"
jars="$cache/jars"
jna="$jars/jna-$JNA_VERSION.jar"
junit="$jars/junit-platform-console-standalone-$JUNIT_CONSOLE_VERSION.jar"

install_kotlinc() {
  [ -x "$kotlin_home/bin/kotlinc" ] && return 0
  ensure_command npm npm || return 1
  local partial="$kotlin_home.partial"
  rm -rf "$partial" && mkdir -p "$partial"
  (cd "$partial" && npm pack --silent "kotlin-compiler@$KOTLIN_VERSION" >/dev/null) || return 1
  tar -xzf "$partial/kotlin-compiler-$KOTLIN_VERSION.tgz" -C "$partial" --strip-components=1 &&
    rm "$partial/kotlin-compiler-$KOTLIN_VERSION.tgz" && mv "$partial" "$kotlin_home"
}

# maven_jar GROUP:ARTIFACT:VERSION FILE: fetch one jar from Maven Central into the cache (copied
# beside it first and renamed, so an interrupted copy is never taken for the jar).
maven_jar() {
  [ -f "$2" ] && return 0
  ensure_command mvn maven || return 1
  local partial="$jars/.partial"
  rm -rf "$partial"
  mvn -q -B -Dstyle.color=never -Dmaven.repo.local="$cache/m2" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact="$1" -DoutputDirectory="$partial" >/dev/null || return 1
  mv "$partial/$(basename "$2")" "$2" && rm -rf "$partial"
}

# compile JAR STAMP CLASSPATH SOURCE...: kotlinc SOURCES into JAR unless the stamp (a hash of
# the sources, the classpath and the compiler version) says it is current.
compile() {
  local jar="$1" stamp="$2" classpath="$3"
  shift 3
  local hash
  hash="$( (echo "$KOTLIN_VERSION ${KOTLINC_FLAGS:-} $classpath"; cat "$@"; for j in ${classpath//:/ }; do
    [ -f "$j" ] && cksum <"$j"; done) | sha256sum | cut -d' ' -f1)"
  if [ -f "$jar" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
    return 0
  fi
  "$kotlinc" -nowarn -jvm-target 17 ${KOTLINC_FLAGS:-} -cp "$classpath" -d "$jar" "$@"
  echo "$hash" >"$stamp"
}


# run_junit NAME CLASSPATH TESTS_JAR LOG JAVA...: run the JUnit 5 tests found in TESTS_JAR (class
# names ending in Test or Tests) with the JVM command JAVA..., print `NAME: N passed, M failed`
# and fail unless all passed.
run_junit() {
  local name="$1" classpath="$2" tests="$3" log="$4" status=0
  shift 4
  "$@" -jar "$junit" execute --class-path "$classpath" --scan-class-path "$tests" \
    --fail-if-no-tests --disable-banner --details=tree --disable-ansi-colors 2>&1 | tee "$log" ||
    status=$?
  local passed failed
  passed="$(sed -n "s/^\[ *\([0-9]*\) tests successful *\]$/\1/p" "$log" | tail -1)"
  failed="$(sed -n "s/^\[ *\([0-9]*\) tests failed *\]$/\1/p" "$log" | tail -1)"
  summary "$name" "${passed:-0}" "${failed:-0}"
  [ "$status" -eq 0 ] && [ -n "$passed" ]
}

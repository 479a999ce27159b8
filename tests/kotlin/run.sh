#!/usr/bin/env bash
# The Kotlin tests: the generated bindings compiled with kotlinc and run on the JVM with JUnit 5
# against the host build of dhayam-ffi (through JNA), then the FFI call benchmark.
#
# Installs what it needs, idempotently: a JDK (Debian's), kotlinc from the npm package
# kotlin-compiler, and the JNA and JUnit console-launcher jars from Maven Central (with mvn);
# downloads are cached (see tests/toolchain.sh). Prints `kotlin: N passed, M failed`.
# With --prepare it only installs the toolchain.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh

KOTLIN_VERSION=2.4.20
JNA_VERSION=5.19.1
JUNIT_CONSOLE_VERSION=1.13.4

kotlin_home="$cache/kotlin-compiler-$KOTLIN_VERSION"
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

# maven_jar GROUP:ARTIFACT:VERSION FILE: fetch one jar from Maven Central into the cache.
maven_jar() {
  [ -f "$2" ] && return 0
  ensure_command mvn maven || return 1
  mvn -q -B -Dstyle.color=never -Dmaven.repo.local="$cache/m2" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact="$1" -DoutputDirectory="$jars" >/dev/null
}

ensure_command java openjdk-17-jdk-headless || unavailable kotlin "no JDK and none could be installed"
install_kotlinc || unavailable kotlin "kotlinc $KOTLIN_VERSION could not be installed (npm)"
maven_jar "net.java.dev.jna:jna:$JNA_VERSION" "$jna" ||
  unavailable kotlin "JNA $JNA_VERSION could not be fetched (mvn)"
maven_jar "org.junit.platform:junit-platform-console-standalone:$JUNIT_CONSOLE_VERSION" "$junit" ||
  unavailable kotlin "the JUnit console launcher could not be fetched (mvn)"

[ "${1:-}" = --prepare ] && exit 0

./scripts/bindings.sh --features test-panic --kotlin-out "$build/kotlin-gen" \
  --swift-out "$build/swift" --lib-out "$build/lib"

out="$build/kotlin"
mkdir -p "$out"
kotlinc="$kotlin_home/bin/kotlinc"
stdlib="$kotlin_home/lib/kotlin-stdlib.jar"

# compile JAR STAMP CLASSPATH SOURCE...: kotlinc SOURCES into JAR unless the stamp (a hash of
# the sources, the classpath and the compiler version) says it is current.
compile() {
  local jar="$1" stamp="$2" classpath="$3"
  shift 3
  local hash
  hash="$( (echo "$KOTLIN_VERSION $classpath"; cat "$@"; for j in ${classpath//:/ }; do
    [ -f "$j" ] && cksum <"$j"; done) | sha256sum | cut -d' ' -f1)"
  if [ -f "$jar" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
    return 0
  fi
  "$kotlinc" -nowarn -jvm-target 17 -cp "$classpath" -d "$jar" "$@"
  echo "$hash" >"$stamp"
}

echo "kotlin: compiling the generated bindings and the tests"
compile "$out/bindings.jar" "$out/bindings.stamp" "$jna" \
  "$build/kotlin-gen/com/dhayam/core/dhayam_ffi.kt"
compile "$out/tests.jar" "$out/tests.stamp" "$out/bindings.jar:$jna:$junit" tests/kotlin/src/*.kt

classpath="$out/tests.jar:$out/bindings.jar:$jna:$stdlib"
jvm=(java -Djna.library.path="$build/lib/shared" -Xss4m)

# JUnit finds the test classes in tests.jar by its default name pattern: end a class's name in
# Test or Tests.
log="$out/junit.log"
status=0
"${jvm[@]}" -jar "$junit" execute --class-path "$classpath" --scan-class-path "$out/tests.jar" \
  --fail-if-no-tests --disable-banner --details=tree --disable-ansi-colors 2>&1 | tee "$log" ||
  status=$?
count() { sed -n "s/^\[ *\([0-9]*\) tests $1 *\]$/\1/p" "$log" | tail -1; }
passed="$(count successful)"
failed="$(count failed)"
summary kotlin "${passed:-0}" "${failed:-0}"
if [ "$status" -ne 0 ] || [ -z "$passed" ]; then
  exit 1
fi

echo "kotlin: FFI call cost (docs/BENCHMARKS.md, Bindings)"
"${jvm[@]}" -cp "$classpath" com.dhayam.tests.FfiCallBenchmarkKt 2>"$out/benchmark.log"

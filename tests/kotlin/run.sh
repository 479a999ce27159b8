#!/usr/bin/env bash
# The Kotlin tests: the generated bindings compiled with kotlinc and run on the JVM with JUnit 5
# against the host build of dhayam-ffi (through JNA); with --bench, the FFI call benchmark after.
#
# Installs what it needs, idempotently: a JDK (Debian's), kotlinc from the npm package
# kotlin-compiler, and the JNA and JUnit console-launcher jars from Maven Central (with mvn);
# downloads are cached (see tests/toolchain.sh). Prints `kotlin: N passed, M failed`.
# Options: --prepare, --library DIR, --bench (tests/toolchain.sh, suite_options).
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh
suite_options "$@"

ensure_command java openjdk-17-jdk-headless || unavailable kotlin "no JDK and none could be installed"
install_kotlinc || unavailable kotlin "kotlinc $KOTLIN_VERSION could not be installed (npm)"
maven_jar "net.java.dev.jna:jna:$JNA_VERSION" "$jna" ||
  unavailable kotlin "JNA $JNA_VERSION could not be fetched (mvn)"
maven_jar "org.junit.platform:junit-platform-console-standalone:$JUNIT_CONSOLE_VERSION" "$junit" ||
  unavailable kotlin "the JUnit console launcher could not be fetched (mvn)"

[ "$prepare" = yes ] && exit 0

./scripts/bindings.sh "${bindings[@]}"

out="$build/kotlin"
mkdir -p "$out"

echo "kotlin: compiling the generated bindings and the tests"
compile "$out/bindings.jar" "$out/bindings.stamp" "$jna" \
  "$build"/kotlin-gen/com/dhayam/*/*.kt
compile "$out/tests.jar" "$out/tests.stamp" "$out/bindings.jar:$jna:$junit" tests/kotlin/src/*.kt

classpath="$out/tests.jar:$out/bindings.jar:$jna:$stdlib"
jvm=(java -Djna.library.path="$build/lib/shared" -Xss4m)

run_junit kotlin "$classpath" "$out/tests.jar" "$out/junit.log" "${jvm[@]}"

[ "$bench" = yes ] || exit 0
echo "kotlin: FFI call cost (docs/BENCHMARKS.md, \"Latest figures\")"
"${jvm[@]}" -cp "$classpath" com.dhayam.tests.FfiCallBenchmarkKt 2>"$out/benchmark.log"

#!/usr/bin/env bash
# The Android app's shared code on the JVM, against the host build of the core (through JNA):
# the view models' tests (android/app/src/test) and every Compose screen rendered headlessly to
# PNG at phone size in English and Tamil, compared with the reference images committed in
# tests/android/screenshots (tests/android/src). Compose Multiplatform's desktop artifacts stand
# in for Android's: they share the androidx.compose API. Prints `android: N passed, M failed`.
#
# Every version comes from the Android catalog (android/gradle/libs.versions.toml) through
# tests/android/versions.py, which first checks that the Compose Multiplatform release compiled
# against here carries the catalog BOM's Compose and Material3 (`versions: N passed, M failed`).
# Installs what it needs, idempotently (see tests/toolchain.sh): kotlinc, JUnit's console
# launcher, and the jars of tests/android/pom.xml (filled from the catalog) from Maven Central,
# cached. Options: --prepare, --library DIR (tests/toolchain.sh, suite_options).
# UPDATE_SCREENSHOTS=1 rewrites the reference images instead of comparing;
# SCENES=REGEX renders (and measures the touch targets of) only the scenes whose names match
# (e.g. SCENES=large-), to look at a few while working on them.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh
suite_options "$@"

android_jars="$cache/android-jars"
# Android 14's framework classes, published by Robolectric on Maven Central: enough to compile the
# Android-only glue that uses just the framework (sound, vibration, reduced motion).
ANDROID_ALL_VERSION=14-robolectric-10818077
android_all="$jars/android-all-$ANDROID_ALL_VERSION.jar"

# fetch_classpath: copy every jar of the classpath pom (tests/android/pom.xml filled from the
# catalog) into $android_jars, unless the copy there was made from the same pom.
fetch_classpath() {
  local hash pom="$build/android-pom.xml"
  python3 tests/android/versions.py pom "$pom" || return 1
  hash="$(sha256sum "$pom" | cut -d' ' -f1)"
  [ "$(cat "$android_jars/pom.sha256" 2>/dev/null)" = "$hash" ] && return 0
  ensure_command mvn maven || return 1
  rm -rf "$android_jars.partial"
  mvn -q -B -Dstyle.color=never -Dmaven.repo.local="$cache/m2" -f "$pom" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
    -Dmdep.prependGroupId=true -DoutputDirectory="$android_jars.partial" >/dev/null || return 1
  echo "$hash" >"$android_jars.partial/pom.sha256"
  rm -rf "$android_jars" && mv "$android_jars.partial" "$android_jars"
}

ensure_command java openjdk-17-jdk-headless || unavailable android "no JDK and none could be installed"
ensure_command python3 python3 || unavailable android "no python3 and none could be installed"
install_kotlinc || unavailable android "kotlinc $KOTLIN_VERSION could not be installed (npm)"
maven_jar "org.junit.platform:junit-platform-console-standalone:$JUNIT_CONSOLE_VERSION" "$junit" ||
  unavailable android "the JUnit console launcher could not be fetched (mvn)"
fetch_classpath || unavailable android "the Compose desktop jars could not be fetched (mvn)"
maven_jar "org.robolectric:android-all:$ANDROID_ALL_VERSION" "$android_all" ||
  unavailable android "Android's framework jar (android-all) could not be fetched (mvn)"

[ "$prepare" = yes ] && exit 0

python3 tests/android/versions.py check
echo "android: kotlinc $KOTLIN_VERSION; Compose Multiplatform $CATALOG_CMP (Compose $CATALOG_COMPOSE)," \
  "material3 $CATALOG_CMP_MATERIAL3 (Material3 $CATALOG_MATERIAL3), as the catalog's BOM $CATALOG_COMPOSE_BOM"

# The same library and bindings as tests/kotlin (each step is skipped when current).
./scripts/bindings.sh "${bindings[@]}"
compile "$build/kotlin/bindings.jar" "$build/kotlin/bindings.stamp" "$jna" \
  "$build"/kotlin-gen/com/dhayam/*/*.kt

out="$build/android"
mkdir -p "$out"
python3 tests/android/make_r.py android/app/src/main/res "$out/gen/com/dhayam/R.kt"

# The jars' own Kotlin standard library is older than the compiler's: use the compiler's.
deps="$(find "$android_jars" -name '*.jar' ! -name '*.kotlin-stdlib*' | sort | tr '\n' ':')"
app=android/app/src
echo "android: compiling the view models and screens"
mapfile -t shared < <(find "$app/main/java/com/dhayam/model" "$app/main/java/com/dhayam/ui" -name '*.kt' | sort)
KOTLINC_FLAGS="-Xplugin=$kotlin_home/lib/compose-compiler-plugin.jar" \
  compile "$out/app.jar" "$out/app.stamp" "$build/kotlin/bindings.jar:$deps" \
  "${shared[@]}" "$out/gen/com/dhayam/R.kt"
echo "android: compiling the Android-only glue against the Android 14 framework"
compile "$out/platform.jar" "$out/platform.stamp" "$out/app.jar:$build/kotlin/bindings.jar:$android_all" \
  "$app"/main/java/com/dhayam/app/platform/*.kt
mapfile -t tests < <(find "$app/test/java" tests/android/src -name '*.kt' | sort)
KOTLINC_FLAGS="-Xplugin=$kotlin_home/lib/compose-compiler-plugin.jar" \
  compile "$out/tests.jar" "$out/tests.stamp" "$out/app.jar:$build/kotlin/bindings.jar:$deps:$junit" \
  "${tests[@]}"

classpath="$out/tests.jar:$out/app.jar:$build/kotlin/bindings.jar:$deps$stdlib"
run_junit android "$classpath" "$out/tests.jar" "$out/junit.log" \
  java -Djava.awt.headless=true -Djna.library.path="$build/lib/shared" \
  -Ddhayam.res="$PWD/$app/main/res" -Ddhayam.screenshots="$PWD/tests/android/screenshots" \
  -Ddhayam.renders="$out/renders" -Ddhayam.update="${UPDATE_SCREENSHOTS:-}" -Ddhayam.scenes="${SCENES:-}" \
  -Ddhayam.deuteranopia="$out/deuteranopia"

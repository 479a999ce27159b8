#!/usr/bin/env bash
# Runs every test of the project, installing what it needs first (idempotent; crates are cached
# by cargo under ~/.cargo, the Kotlin and Swift toolchains under ${XDG_CACHE_HOME:-~/.cache}/dhayam).
# Fails on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust 1.95 or newer (https://rustup.rs) and run again" >&2
  exit 1
fi
for component in rustfmt clippy; do
  if ! cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1; then
    rustup component add "$component"
  fi
done

# The Kotlin (bindings and Android app) and Swift toolchains download and unpack (minutes, from a cold cache) while cargo
# compiles; one job after the other, as both may call apt-get. The script waits for them even if
# a step fails, so it never leaves a half-made toolchain mounted.
mkdir -p target/bindings-tests
prepare_log=target/bindings-tests/prepare.log
(tests/kotlin/run.sh --prepare && tests/android/run.sh --prepare && tests/swift/run.sh --prepare) \
  >"$prepare_log" 2>&1 &
prepare=$!

# Each step's wall time, printed at the end (and on a failure) so a slow step shows.
step_name=""
step_start=$SECONDS
step_times=()
step() {
  if [ -n "$step_name" ]; then step_times+=("$(printf '%5ds  %s' $((SECONDS - step_start)) "$step_name")"); fi
  step_name="$1"
  step_start=$SECONDS
  [ -z "$1" ] || echo "== $1"
}
finish() {
  wait
  step ""
  echo "== times (total ${SECONDS}s)"
  printf '%s\n' "${step_times[@]}"
}
trap finish EXIT

step "formatting"
cargo fmt --all -- --check
# One Rust build serves every step: the lints check the release profile the tests build (so the
# two share the build scripts and procedural macros: SQLite's C, UniFFI's macros), the tests
# build dhayam-ffi with its test-only `test-panic`, and the Kotlin and Swift suites below load
# that very library, so the three languages test one build and nothing is compiled twice (a
# dependency of the tests, it stays in cargo's deps/ folder under its plain names,
# libdhayam_ffi.so and libdhayam_ffi.a).
# uniffi-bindgen, UniFFI's generator behind a three-line main, is built apart by
# scripts/bindings.sh, with the features it needs.
rust=(--workspace --exclude uniffi-bindgen --release --locked --features dhayam-ffi/test-panic)
library="${CARGO_TARGET_DIR:-$PWD/target}/release/deps"
step "lints"
# (Linting inside the test build, with clippy-driver as cargo's workspace wrapper, saved the
# second pass but was dropped: clippy-driver turns MIR optimisations off, so the library it built
# ran 10-15% more instructions than the one that ships.)
cargo clippy "${rust[@]}" --all-targets -- -D warnings
step "Rust tests: release, the statistical and whole-game tests at full size"
# `cargo test` alone is the quick tier: debug, the statistical and whole-game tests at a small
# size. Here they play their full samples (DHAYAM_TEST_SIZE, core/tests/suite/common/size.rs), in
# release as they play tens of thousands of games; the doctests run after, on the same build.
rust_log=target/bindings-tests/rust.log
set +e
DHAYAM_TEST_SIZE=full cargo test "${rust[@]}" --all-targets 2>&1 | tee "$rust_log"
rust_status=${PIPESTATUS[0]}
cargo test "${rust[@]}" --doc 2>&1 | tee -a "$rust_log"
doc_status=${PIPESTATUS[0]}
set -e
# One line for the whole Rust suite, doctests included, as every other suite prints.
awk '/^test result:/ { passed += $4; failed += $6 } END { printf "rust: %d passed, %d failed\n", passed, failed }' "$rust_log"
if [ "$rust_status" -ne 0 ]; then exit "$rust_status"; fi
if [ "$doc_status" -ne 0 ]; then exit "$doc_status"; fi
step "the engine's instructions an action, against the recorded figures (valgrind callgrind)"
scripts/instructions.sh
step "Kotlin, Android-on-the-JVM and Swift toolchains"
if ! wait "$prepare"; then
  cat "$prepare_log" >&2
  exit 1
fi
cat "$prepare_log"
# The Swift suite (both cores while swiftc compiles) runs beside the Kotlin and Android ones
# (about one core: kotlinc, then a JVM drawing screens), its output held back and printed after
# theirs. Each generates the same bindings; scripts/bindings.sh writes them by renaming.
swift_log=target/bindings-tests/swift.log
tests/swift/run.sh --library "$library" >"$swift_log" 2>&1 &
swift=$!
step "bindings: Kotlin on the JVM (tests/kotlin)"
tests/kotlin/run.sh --library "$library"
step "the Android app: view models and screens on the JVM (tests/android)"
tests/android/run.sh --library "$library"
step "bindings and the iOS app's model: Swift (tests/swift), the rest of its run"
swift_status=0
wait "$swift" || swift_status=$?
cat "$swift_log"
if [ "$swift_status" -ne 0 ]; then exit "$swift_status"; fi
step "strings: Android and iOS, English and Tamil (tests/strings)"
python3 tests/strings/check.py
step "the core is called on its worker alone (tests/threads)"
python3 tests/threads/check.py
step "the Rust modules depend on each other one way (tests/layers)"
python3 tests/layers/check.py
step "both phones draw the core's look (tests/look)"
python3 tests/look/check.py
step "what the app stores require: privacy manifest, icon, 16 KB pages, Gradle wrapper (tests/store)"
tests/store/run.sh
step "sound effects regenerate byte for byte (tests/assets)"
tests/assets/test_sounds.sh

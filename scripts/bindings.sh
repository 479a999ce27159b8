#!/usr/bin/env bash
# Builds the dhayam-ffi library for this machine and generates its Kotlin and Swift bindings
# (UniFFI, library mode) where the app projects read them. Each crate with UniFFI items gets its
# own file: dhayam-core's types (feature `ffi`, named by core/uniffi.toml) and dhayam-ffi's
# handle over them (bindings/uniffi.toml):
#
#   Kotlin  android/app/build/rust/kotlin/com/dhayam/core/dhayam_core.kt     (package com.dhayam.core)
#           android/app/build/rust/kotlin/com/dhayam/bindings/dhayam_ffi.kt  (package com.dhayam.bindings)
#           (the folder the Android build's own uniffiBindings task writes, so the two never clash)
#   Swift   ios/DhayamCore/Sources/DhayamCore/DhayamCore.swift, DhayamBindings.swift  (one module
#           DhayamCore); ios/DhayamCore/Sources/DhayamCoreFFI/ their headers and one
#           module.modulemap over both (one C module DhayamCoreFFI)
#
# The generated files are not committed (.gitignore); run this after changing bindings/.
# UniFFI checks a checksum per function, so the code must come from the library that is loaded:
# this script always generates from the library it has just built.
#
# Options:
#   --debug               build the debug profile (default: release)
#   --features LIST       cargo features of dhayam-ffi (the tests use test-panic)
#   --kotlin-out DIR      where the Kotlin package tree goes (default: android/app/build/rust/kotlin)
#   --swift-out DIR       a SwiftPM package root to write Sources/DhayamCore{,FFI}/ into
#                         (default: ios/DhayamCore)
#   --lib-out DIR         also copy the built libraries to DIR/shared/libdhayam_ffi.so and
#                         DIR/static/libdhayam_ffi.a (kept apart: -ldhayam_ffi prefers the .so)
#   --library DIR         generate from the libdhayam_ffi.so (and .a) already built in DIR instead
#                         of building one: the test command hands the suites the library its Rust
#                         tests ran against (target/release/deps, with test-panic)
#
# The generator is uniffi-bindgen at the version Cargo.lock pins, built once with the `generator`
# profile and kept, like the other toolchains, under ${XDG_CACHE_HOME:-~/.cache}/dhayam: keyed by
# the compiler, the crate's sources and its locked dependency tree, so a change to any of them
# builds it anew.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
features=""
kotlin_out=android/app/build/rust/kotlin
swift_out=ios/DhayamCore
lib_out=""
prebuilt=""
while [ $# -gt 0 ]; do
  case "$1" in
    --debug) profile=debug ;;
    --features) features="$2"; shift ;;
    --kotlin-out) kotlin_out="$2"; shift ;;
    --swift-out) swift_out="$2"; shift ;;
    --lib-out) lib_out="$2"; shift ;;
    --library) prebuilt="$2"; shift ;;
    *) echo "bindings.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

target_dir="${CARGO_TARGET_DIR:-$PWD/target}"
if [ -n "$prebuilt" ]; then
  library_dir="$prebuilt"
else
  cargo_args=(-p dhayam-ffi --locked)
  [ "$profile" = release ] && cargo_args+=(--release)
  [ -n "$features" ] && cargo_args+=(--features "$features")
  # -p keeps uniffi's `cli` feature (which the generator needs) out of the library.
  cargo build "${cargo_args[@]}"
  library_dir="$target_dir/$profile"
fi
library="$library_dir/libdhayam_ffi.so"
[ -f "$library" ] || library="$library_dir/libdhayam_ffi.dylib"
[ -f "$library" ] || { echo "bindings.sh: no libdhayam_ffi in $library_dir" >&2; exit 1; }

# The generator, from the cache or built into it.
generator_key="$( (rustc -vV; cat uniffi-bindgen/Cargo.toml uniffi-bindgen/src/*.rs
  cargo tree -p uniffi-bindgen --locked -e normal,build --prefix none -f '{p} {f}' |
    sed 's/ (\/[^)]*)//') | sha256sum | cut -c1-16)"
generator_home="${XDG_CACHE_HOME:-$HOME/.cache}/dhayam/uniffi-bindgen"
generator="$generator_home/$generator_key/uniffi-bindgen"
if [ ! -x "$generator" ]; then
  echo "bindings.sh: building uniffi-bindgen into $generator_home (once for these versions)"
  CARGO_TARGET_DIR="$generator_home/target" cargo build --profile generator -p uniffi-bindgen \
    --locked --quiet
  mkdir -p "$(dirname "$generator")"
  # Two suites may build it at once (cargo takes turns); each puts its copy in place by a rename.
  cp "$generator_home/target/generator/uniffi-bindgen" "$generator.$$"
  mv -f "$generator.$$" "$generator"
fi

generated="$(mktemp -d)"
trap 'rm -rf "$generated"' EXIT
"$generator" generate --no-format -l kotlin -l swift -o "$generated" "$library"

# Copy only what changed, so that the builds reading these files stay incremental; through a
# rename, so that a suite reading a file while another suite's run writes it sees it whole.
copy() { cmp -s "$1" "$2" || { cp "$1" "$2.$$" && mv -f "$2.$$" "$2"; }; }
# Replace the generated files of one kind in DIR with those given, leaving none from an older
# set of crates behind (a stale Kotlin file would declare its types twice).
sync() {
  local dir="$1" pattern="$2" file name
  shift 2
  mkdir -p "$dir"
  for file in "$dir"/$pattern; do
    [ -e "$file" ] || continue
    name="$(basename "$file")"
    printf '%s\n' "$@" | grep -qx ".*/$name" || rm -f "$file"
  done
  for file in "$@"; do copy "$file" "$dir/$(basename "$file")"; done
}

for package in core bindings; do
  sync "$kotlin_out/com/dhayam/$package" '*.kt' "$generated"/com/dhayam/$package/*.kt
done
sync "$swift_out/Sources/DhayamCore" '*.swift' "$generated"/*.swift
sync "$swift_out/Sources/DhayamCoreFFI" '*.h' "$generated"/*.h
{
  echo "module DhayamCoreFFI {"
  for header in "$generated"/*.h; do echo "    header \"$(basename "$header")\""; done
  printf '    export *\n    use "Darwin"\n    use "_Builtin_stdbool"\n    use "_Builtin_stdint"\n}\n'
} > "$generated/module.modulemap"
copy "$generated/module.modulemap" "$swift_out/Sources/DhayamCoreFFI/module.modulemap"

if [ -n "$lib_out" ]; then
  mkdir -p "$lib_out/shared" "$lib_out/static"
  copy "$library" "$lib_out/shared/$(basename "$library")"
  copy "$library_dir/libdhayam_ffi.a" "$lib_out/static/libdhayam_ffi.a"
fi
echo "bindings: Kotlin in $kotlin_out, Swift in $swift_out (from $library)"

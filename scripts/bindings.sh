#!/usr/bin/env bash
# Builds the dhayam-ffi library for this machine and generates its Kotlin and Swift bindings
# (UniFFI, library mode) where the app projects read them:
#
#   Kotlin  android/app/build/rust/kotlin/com/dhayam/core/dhayam_ffi.kt  (package com.dhayam.core:
#           the folder the Android build's own uniffiBindings task writes, so the two never clash)
#   Swift   ios/DhayamCore/Sources/DhayamCore/DhayamCore.swift           (module DhayamCore)
#           ios/DhayamCore/Sources/DhayamCoreFFI/DhayamCoreFFI.h + module.modulemap
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
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
features=""
kotlin_out=android/app/build/rust/kotlin
swift_out=ios/DhayamCore
lib_out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --debug) profile=debug ;;
    --features) features="$2"; shift ;;
    --kotlin-out) kotlin_out="$2"; shift ;;
    --swift-out) swift_out="$2"; shift ;;
    --lib-out) lib_out="$2"; shift ;;
    *) echo "bindings.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

cargo_args=(-p dhayam-ffi --locked)
[ "$profile" = release ] && cargo_args+=(--release)
[ -n "$features" ] && cargo_args+=(--features "$features")
# -p keeps uniffi's `cli` feature (which the generator needs) out of the library.
cargo build "${cargo_args[@]}"
# The generator, on its own (its `cli` feature stays out of the library) and in the dev profile,
# which compiles fastest: it runs for under a second.
cargo build -p uniffi-bindgen --locked --quiet

target_dir="${CARGO_TARGET_DIR:-$PWD/target}"
library="$target_dir/$profile/libdhayam_ffi.so"
[ -f "$library" ] || library="$target_dir/$profile/libdhayam_ffi.dylib"

generated="$(mktemp -d)"
trap 'rm -rf "$generated"' EXIT
"$target_dir/debug/uniffi-bindgen" generate --no-format -l kotlin -l swift -o "$generated" "$library"

mkdir -p "$kotlin_out/com/dhayam/core" "$swift_out/Sources/DhayamCore" \
  "$swift_out/Sources/DhayamCoreFFI"
# Copy only what changed, so that the builds reading these files stay incremental.
copy() { cmp -s "$1" "$2" || cp "$1" "$2"; }
copy "$generated/com/dhayam/core/dhayam_ffi.kt" "$kotlin_out/com/dhayam/core/dhayam_ffi.kt"
copy "$generated/DhayamCore.swift" "$swift_out/Sources/DhayamCore/DhayamCore.swift"
copy "$generated/DhayamCoreFFI.h" "$swift_out/Sources/DhayamCoreFFI/DhayamCoreFFI.h"
copy "$generated/DhayamCoreFFI.modulemap" "$swift_out/Sources/DhayamCoreFFI/module.modulemap"

if [ -n "$lib_out" ]; then
  mkdir -p "$lib_out/shared" "$lib_out/static"
  copy "$library" "$lib_out/shared/$(basename "$library")"
  copy "$target_dir/$profile/libdhayam_ffi.a" "$lib_out/static/libdhayam_ffi.a"
fi
echo "bindings: Kotlin in $kotlin_out, Swift in $swift_out (from $library)"

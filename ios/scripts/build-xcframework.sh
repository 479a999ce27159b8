#!/usr/bin/env bash
# Builds ios/Frameworks/DhayamCoreFFI.xcframework — the static dhayam-ffi library for iPhones
# (aarch64-apple-ios) and the simulators (aarch64-apple-ios-sim and x86_64-apple-ios, joined
# with lipo), with the generated C header and modulemap — and regenerates the Swift bindings in
# ios/DhayamCore from the same build. Run on a Mac with Xcode and rustup, from anywhere:
#
#   ios/scripts/build-xcframework.sh            # release
#   ios/scripts/build-xcframework.sh --debug    # debug profile (faster to build)
set -euo pipefail
cd "$(dirname "$0")/../.."

profile=release
[ "${1:-}" = --debug ] && profile=debug
cargo_profile=()
[ "$profile" = release ] && cargo_profile=(--release)

if [ "$(uname -s)" != Darwin ] || ! command -v xcodebuild >/dev/null; then
  echo "build-xcframework: needs macOS with Xcode (xcodebuild, lipo)" >&2
  exit 1
fi

targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)
rustup target add "${targets[@]}"

# The library with the iOS deployment target the app has, so the linker doesn't warn.
export IPHONEOS_DEPLOYMENT_TARGET=17.0
for target in "${targets[@]}"; do
  cargo build -p dhayam-ffi --locked --lib "${cargo_profile[@]}" --target "$target"
done

# The bindings, generated from a host build of the same sources (UniFFI's checksums match the
# iOS builds: they come from the same code and features). This also writes the Kotlin file
# scripts/bindings.sh writes; nothing else.
./scripts/bindings.sh $([ "$profile" = debug ] && echo --debug) --kotlin-out target/ios-kotlin-unused \
  --swift-out ios/DhayamCore

target_dir="${CARGO_TARGET_DIR:-$PWD/target}"
work="$target_dir/ios-xcframework"
rm -rf "$work"
mkdir -p "$work/headers" "$work/simulator"
cp ios/DhayamCore/Sources/DhayamCoreFFI/*.h "$work/headers/"
cp ios/DhayamCore/Sources/DhayamCoreFFI/module.modulemap "$work/headers/module.modulemap"

lipo -create \
  "$target_dir/aarch64-apple-ios-sim/$profile/libdhayam_ffi.a" \
  "$target_dir/x86_64-apple-ios/$profile/libdhayam_ffi.a" \
  -output "$work/simulator/libdhayam_ffi.a"

rm -rf ios/Frameworks/DhayamCoreFFI.xcframework
mkdir -p ios/Frameworks
xcodebuild -create-xcframework \
  -library "$target_dir/aarch64-apple-ios/$profile/libdhayam_ffi.a" -headers "$work/headers" \
  -library "$work/simulator/libdhayam_ffi.a" -headers "$work/headers" \
  -output ios/Frameworks/DhayamCoreFFI.xcframework
echo "build-xcframework: ios/Frameworks/DhayamCoreFFI.xcframework ($profile) and ios/DhayamCore"

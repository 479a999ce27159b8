#!/usr/bin/env bash
# The Android release: lint, the unit tests, then the signed App Bundle Google Play takes
# (android/app/build/outputs/bundle/release/app-release.aab). Needs what android/README.md lists
# (the Android SDK with platform 36, the NDK, JDK 17, Rust with the Android targets, cargo-ndk),
# so it cannot run on the Linux machines of tests/ (no Android SDK there); CI runs it in
# .github/workflows/android.yml.
#
# The upload key comes from the environment, never the repository:
#   DHAYAM_UPLOAD_KEYSTORE            path of the keystore (.jks)
#   DHAYAM_UPLOAD_KEYSTORE_PASSWORD   its password
#   DHAYAM_UPLOAD_KEY_ALIAS           the key's alias
#   DHAYAM_UPLOAD_KEY_PASSWORD        the key's password
# --unsigned builds the bundle without them (for CI on pull requests; Play refuses it).
set -euo pipefail
cd "$(dirname "$0")/../android"

if [ "${1:-}" != --unsigned ]; then
  for name in DHAYAM_UPLOAD_KEYSTORE DHAYAM_UPLOAD_KEYSTORE_PASSWORD DHAYAM_UPLOAD_KEY_ALIAS DHAYAM_UPLOAD_KEY_PASSWORD; do
    if [ -z "${!name:-}" ]; then
      echo "release-android: $name is not set (or pass --unsigned)" >&2
      exit 1
    fi
  done
else
  unset DHAYAM_UPLOAD_KEYSTORE
fi

./gradlew --no-daemon lintRelease testDebugUnitTest bundleRelease
echo "release-android: app/build/outputs/bundle/release/app-release.aab"

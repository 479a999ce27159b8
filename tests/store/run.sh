#!/usr/bin/env bash
# The stores' checks (tests/store/check.py): fetches the JNA AAR the Android app ships from Maven
# Central into the cache (once), then reads it and the iOS and Android build files. Prints
# `store: N passed, M failed`.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh

shipped="$(sed -n 's/^jna = "\(.*\)"$/\1/p' android/gradle/libs.versions.toml)"
aar="$jars/jna-$shipped.aar"
mkdir -p "$jars"
maven_jar "net.java.dev.jna:jna:$shipped:aar" "$aar" ||
  unavailable store "JNA's Android AAR could not be fetched (mvn)"
python3 tests/store/check.py "$aar"

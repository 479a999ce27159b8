#!/usr/bin/env bash
# The stores' checks (tests/store/check.py): fetches the JNA AAR the Android app ships from Maven
# Central into the cache (once) and, if Cargo has not yet, the crates Cargo.lock pins, then reads
# the AAR, the iOS and Android build files, and the shipped sources with the SQLite amalgamation
# of the pinned libsqlite3-sys. Prints `store: N passed, M failed`.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh

shipped="$(sed -n 's/^jna = "\(.*\)"$/\1/p' android/gradle/libs.versions.toml)"
aar="$jars/jna-$shipped.aar"
mkdir -p "$jars"
maven_jar "net.java.dev.jna:jna:$shipped:aar" "$aar" ||
  unavailable store "JNA's Android AAR could not be fetched (mvn)"

# The SQLite the core compiles in (rusqlite's `bundled`): libsqlite3-sys at the version Cargo.lock
# pins, as Cargo unpacks it into its registry.
sqlite_sys="libsqlite3-sys-$(sed -n '/^name = "libsqlite3-sys"$/{n;s/^version = "\(.*\)"$/\1/p;}' Cargo.lock)"
registry="${CARGO_HOME:-$HOME/.cargo}/registry/src"
amalgamation() { ls "$registry"/*/"$sqlite_sys"/sqlite3/sqlite3.c 2>/dev/null | head -n 1 || true; }
sqlite="$(amalgamation)"
if [ -z "$sqlite" ]; then
  cargo fetch --locked >/dev/null || unavailable store "the crates Cargo.lock pins could not be fetched"
  sqlite="$(amalgamation)"
fi
python3 tests/store/check.py "$aar" "${sqlite:-$registry/$sqlite_sys/sqlite3/sqlite3.c}"

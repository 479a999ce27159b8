#!/usr/bin/env bash
# The Swift tests: the generated bindings built with SwiftPM against the static dhayam-ffi
# library and run with `swift test` (Swift Testing).
#
# Debian 12 has no Swift, Debian 13 (trixie) packages Swift 6.0 (`swiftlang`): on Linux this
# script keeps a trixie root made with debootstrap in the cache (about 3.2 GB, made once in about
# two minutes) and runs SwiftPM in it with chroot, the checkout bind-mounted at /dhayam. That
# needs root. Where `swift` is on the PATH (macOS with Xcode, or a Linux with Swift) it is used
# directly. Prints `swift: N passed, M failed`. With --prepare it only installs the toolchain.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh

# Resolved, as /proc/mounts shows mount points: the unmounting below must match them exactly.
root="$(realpath -m "$cache")/swift-trixie"
checkout="$(pwd -P)"

# debian_mirror: the Debian archive this machine's apt uses.
debian_mirror() {
  local uri
  uri="$(sed -n 's/^URIs: *\(http[^ ]*debian\/*\)$/\1/p' /etc/apt/sources.list.d/debian.sources \
    2>/dev/null | head -1)"
  echo "${uri:-http://deb.debian.org/debian}"
}

# mounts_under DIR: the mount points at or below DIR, deepest first.
mounts_under() {
  awk -v dir="$1/" 'index($2 "/", dir) == 1 { print $2 }' /proc/mounts | sort -r
}

# unmount_under DIR: unmount everything mounted at or below DIR.
unmount_under() {
  local mount
  for mount in $(mounts_under "$1"); do
    umount "$mount" 2>/dev/null || umount -l "$mount"
  done
}

# remove DIR: delete a (partial) root, but never through a mount still in it: the checkout is
# bind-mounted inside while the tests run.
remove() {
  unmount_under "$1"
  if [ -n "$(mounts_under "$1")" ]; then
    echo "swift: $1 still has mounts in it; not removing it" >&2
    return 1
  fi
  rm -rf "$1"
}

# The root is ready once this file is in it: written last, after every package is in.
ready="$root/.dhayam-swift-ready"
SWIFT_PACKAGES="swiftlang libc6-dev"

install_swift_root() {
  [ "$(cat "$ready" 2>/dev/null)" = "$SWIFT_PACKAGES" ] && return 0
  [ "$(id -u)" = 0 ] || return 1
  ensure_command debootstrap debootstrap || return 1
  local partial="$root.partial"
  remove "$root" && remove "$partial" || return 1
  echo "swift: making a Debian trixie root for Swift in $root (once; logs in $cache)"
  debootstrap --variant=minbase trixie "$partial" "$(debian_mirror)" >"$cache/debootstrap.log" 2>&1 ||
    return 1
  cp /etc/resolv.conf "$partial/etc/resolv.conf"
  mount --bind /proc "$partial/proc"
  local status=0
  # With recommends: gcc's libc6-dev and friends are what swiftc compiles C modules against.
  {
    chroot "$partial" apt-get update -qq &&
      chroot "$partial" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $SWIFT_PACKAGES &&
      chroot "$partial" apt-get clean
  } >"$cache/swiftlang-install.log" 2>&1 || status=$?
  umount "$partial/proc"
  [ "$status" = 0 ] || return 1
  echo "$SWIFT_PACKAGES" >"$partial/.dhayam-swift-ready"
  mv -T "$partial" "$root"
}

if command -v swift >/dev/null && [ "${DHAYAM_SWIFT_CHROOT:-}" != 1 ]; then
  mode=native
elif [ "$(uname -s)" = Linux ]; then
  mode=chroot
  install_swift_root || unavailable swift "no Swift toolchain, and the trixie root for one could not be made (needs root, debootstrap and Debian's archive)"
else
  unavailable swift "no swift on the PATH"
fi

[ "${1:-}" = --prepare ] && exit 0

./scripts/bindings.sh --features test-panic --kotlin-out "$build/kotlin-gen" \
  --swift-out "$build/swift" --lib-out "$build/lib"

# The package: the manifest and tests from tests/swift, the sources just generated.
package="$build/swift"
copy() { mkdir -p "$(dirname "$2")"; cmp -s "$1" "$2" || cp "$1" "$2"; }
copy tests/swift/Package.swift "$package/Package.swift"
for file in tests/swift/Tests/DhayamCoreTests/*.swift; do
  copy "$file" "$package/Tests/DhayamCoreTests/$(basename "$file")"
done

log="$build/swift-test.log"
status=0
if [ "$mode" = native ]; then
  DHAYAM_LIB_DIR="$build/lib/static" swift test --disable-xctest --package-path "$package" \
    --scratch-path "$build/swift-build" 2>&1 | tee "$log" || status=$?
else
  inside=/dhayam
  mkdir -p "$root$inside"
  cleanup() { unmount_under "$root"; }
  trap cleanup EXIT INT TERM
  unmount_under "$root"
  mount --bind /proc "$root/proc"
  mount --bind "$checkout" "$root$inside"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  relative="${build#"$checkout"}"
  chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
    DHAYAM_LIB_DIR="$inside$relative/lib/static" \
    swift test --disable-xctest --package-path "$inside$relative/swift" \
    --scratch-path "$inside$relative/swift-build" 2>&1 | tee "$log" || status=$?
  cleanup
  trap - EXIT INT TERM
fi

# Swift Testing's per-test lines: `✔ Test name() passed after …` / `✘ Test name() failed after …`
# (not its closing `Test run with N tests passed after …`).
passed="$(grep -cE '^. Test [^ ]+\(\) passed after' "$log" || true)"
failed="$(grep -cE '^. Test [^ ]+\(\) failed after' "$log" || true)"
summary swift "$passed" "$failed"
if [ "$status" -ne 0 ] || [ "$passed" = 0 ]; then
  exit 1
fi

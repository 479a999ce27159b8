#!/usr/bin/env bash
# The Swift tests, run with `swift test` (Swift Testing) against the static dhayam-ffi library:
# the generated bindings (the package assembled from tests/swift), then the iOS app's package
# (ios/Package.swift: its DhayamModel tests), copied with its sources to target/bindings-tests/ios
# and given the same test build's bindings there. The bindings built here carry the test-only
# `test-panic` feature, so they never go into ios/: an Xcode build links ios/DhayamCore against
# the shipped library, and UniFFI's checksums would not match. The run fails if it leaves a new
# file in ios/ that git does not track (ignored or not).
#
# Debian 12 has no Swift, Debian 13 (trixie) packages Swift 6.0 (`swiftlang`): on Linux this
# script keeps a trixie root made with debootstrap in the cache (about 3.2 GB, made once in about
# two minutes) and runs SwiftPM in it with chroot, the checkout bind-mounted at /dhayam. That
# needs root. Where `swift` is on the PATH (macOS with Xcode, or a Linux with Swift) it is used
# directly. Prints `swift: N passed, M failed` for the bindings and `ios: N passed, M failed` for
# the app's model. Options: --prepare, --library DIR, --bench (tests/toolchain.sh, suite_options).
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/toolchain.sh
suite_options "$@"

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

[ "$prepare" = yes ] && exit 0

# ios_tree: every file under ios/ that git does not track, ignored ones included (generated
# bindings are): what a build or a test run could leave there. Tracked files are left out, as
# they may be edited while the suite runs.
ios_tree() {
  git status --porcelain --ignored --untracked-files=all -- ios/ | grep -E '^(\?\?|!!) ' | sort || true
}
ios_before="$(ios_tree)"

./scripts/bindings.sh "${bindings[@]}"

# The package: the manifest and tests from tests/swift, the sources just generated.
package="$build/swift"
copy() { mkdir -p "$(dirname "$2")"; cmp -s "$1" "$2" || cp "$1" "$2"; }
copy tests/swift/Package.swift "$package/Package.swift"
for file in tests/swift/Tests/DhayamCoreTests/*.swift; do
  copy "$file" "$package/Tests/DhayamCoreTests/$(basename "$file")"
done
copy tests/swift/Benchmark/main.swift "$package/Benchmark/main.swift"

# swift_in PACKAGE SCRATCH LOG COMMAND [ARG...]: `swift COMMAND` (test, run) on the package at
# PACKAGE (a path in the checkout), linking the static library, natively or in the trixie root,
# with ARGs added; its output goes to LOG as well.
swift_in() {
  local status=0 package="$1" scratch="$2" log="$3" command="$4"
  shift 4
  if [ "$mode" = native ]; then
    DHAYAM_LIB_DIR="$build/lib/static" swift "$command" --package-path "$package" \
      --scratch-path "$scratch" "$@" 2>&1 | tee "$log" || status=$?
  else
    local inside=/dhayam
    mkdir -p "$root$inside"
    cleanup() { unmount_under "$root"; }
    trap cleanup EXIT INT TERM
    unmount_under "$root"
    mount --bind /proc "$root/proc"
    mount --bind "$checkout" "$root$inside"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
      DHAYAM_LIB_DIR="$inside${build#"$checkout"}/lib/static" \
      swift "$command" --package-path "$inside${package#"$checkout"}" \
      --scratch-path "$inside${scratch#"$checkout"}" "$@" 2>&1 | tee "$log" || status=$?
    cleanup
    trap - EXIT INT TERM
  fi
  return "$status"
}

# report NAME LOG STATUS: the closing line from Swift Testing's per-test lines,
# `✔ Test name() passed after …` / `✘ Test name() failed after …` (not its closing
# `Test run with N tests passed after …`); fails unless the run passed and ran tests.
report() {
  local passed failed
  passed="$(grep -cE '^. Test [^ ]+\(\) passed after' "$2" || true)"
  failed="$(grep -cE '^. Test [^ ]+\(\) failed after' "$2" || true)"
  summary "$1" "$passed" "$failed"
  [ "$3" -eq 0 ] && [ "$passed" != 0 ]
}

status=0
swift_in "$package" "$build/swift-build" "$build/swift-test.log" test --disable-xctest || status=$?
report swift "$build/swift-test.log" "$status" || exit 1
# The FFI call benchmark, optimised as an app is: its `ffi-swift:` lines, no pass or fail.
if [ "$bench" = yes ]; then
  swift_in "$package" "$build/swift-build" "$build/swift-bench.log" run -c release FfiBenchmark >/dev/null ||
    { tail -20 "$build/swift-bench.log" >&2; echo "swift: the FFI benchmark did not run" >&2; exit 1; }
  grep '^ffi-swift:' "$build/swift-bench.log"
fi

# The app's package, assembled under target/: ios/Package.swift, Sources/ and Tests/ copied (with
# their timestamps, so the build stays incremental), the String Catalog the tests read beside the
# package as in ios/, and DhayamCore/ the bindings generated above. SwiftPM takes no target outside
# its package's folder, hence the copy rather than a path.
app="$build/ios"
mkdir -p "$app/DhayamCore"
copy ios/Package.swift "$app/Package.swift"
copy ios/Dhayam/Resources/Localizable.xcstrings "$app/Dhayam/Resources/Localizable.xcstrings"
for tree in Sources Tests; do
  rm -rf "$app/$tree"
  cp -a "ios/$tree" "$app/$tree"
done
rm -rf "$app/DhayamCore/Sources"
cp -a "$package/Sources" "$app/DhayamCore/Sources"
# Debian's Swift needs a missing runtime symbol for Observation (see observation-shim.c).
shim=()
if [ "$mode" = chroot ]; then
  chroot "$root" cc -x c -c -fPIC -O2 -o /tmp/observation-shim.o - <tests/swift/observation-shim.c
  shim=(-Xlinker /tmp/observation-shim.o)
fi
status=0
swift_in "$app" "$build/ios-build" "$build/ios-test.log" test --disable-xctest "${shim[@]}" || status=$?
report ios "$build/ios-test.log" "$status" || exit 1
# Nothing of this run may land in ios/ (see the top).
left="$(comm -13 <(echo "$ios_before") <(ios_tree))"
if [ -n "$left" ]; then
  echo "ios: the run left files in ios/:" >&2
  echo "$left" >&2
  exit 1
fi

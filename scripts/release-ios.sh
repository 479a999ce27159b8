#!/usr/bin/env bash
# The iOS release: the core as an xcframework, the project from project.yml, the Swift tests on
# the host, then an archive for App Store Connect (build/Dhayam.xcarchive) exported as an .ipa.
# Needs a Mac with Xcode 26 (the iOS 26 SDK App Store Connect requires), XcodeGen, Rust through
# rustup and python3 (ios/README.md); it cannot run on the Linux machines of tests/, which check
# the model package with Swift on Linux instead. CI runs it in .github/workflows/ios.yml.
#
#   scripts/release-ios.sh --simulator   build for the simulator and run the tests (no signing)
#   scripts/release-ios.sh               archive and export, signed by the team in
#                                        DHAYAM_TEAM_ID (automatic signing, the Mac's keychain)
set -euo pipefail
cd "$(dirname "$0")/.."

ios/scripts/build-xcframework.sh
(cd ios && xcodegen generate)
# The model package's tests on the Mac's host toolchain, as tests/swift runs them on Linux.
tests/swift/run.sh

if [ "${1:-}" = --simulator ]; then
  xcodebuild -project ios/Dhayam.xcodeproj -scheme Dhayam -configuration Debug \
    -destination 'generic/platform=iOS Simulator' build
  exit 0
fi

if [ -z "${DHAYAM_TEAM_ID:-}" ]; then
  echo "release-ios: DHAYAM_TEAM_ID is not set (or pass --simulator)" >&2
  exit 1
fi
xcodebuild -project ios/Dhayam.xcodeproj -scheme Dhayam -configuration Release \
  -destination 'generic/platform=iOS' -archivePath build/Dhayam.xcarchive \
  DEVELOPMENT_TEAM="$DHAYAM_TEAM_ID" CODE_SIGN_STYLE=Automatic archive
cat >build/ExportOptions.plist <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>method</key><string>app-store-connect</string>
  <key>teamID</key><string>$DHAYAM_TEAM_ID</string>
</dict>
</plist>
PLIST
xcodebuild -exportArchive -archivePath build/Dhayam.xcarchive \
  -exportOptionsPlist build/ExportOptions.plist -exportPath build/ipa
echo "release-ios: build/ipa/Dhayam.ipa"

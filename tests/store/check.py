#!/usr/bin/env python3
"""What the app stores refuse an upload for, checked on every test run.

iOS (App Store Connect validation):
- the privacy manifest (ios/Dhayam/Resources/PrivacyInfo.xcprivacy) is a property list that says
  the app doesn't track, and gives an approved reason for every required-reason API category it
  declares — file timestamps among them, which SQLite and Rust's standard library use;
- the asset catalog holds a 1024 x 1024 app icon that is an opaque RGB PNG (an alpha channel is
  refused) and the accent colour, both current with Android's art
  (ios/scripts/assets_from_android.py --check), and project.yml names them;
- the name under the icon is localised (InfoPlist.xcstrings, English and Tamil).

Android (Google Play):
- 16 KB pages: every native library of JNA's AAR, at the version the app ships, for each ABI the
  app builds, has every LOAD segment aligned to at least 16 KB (read from its ELF program
  headers); the core's own library is linked with -z max-page-size=16384 for each of those ABIs
  (.cargo/config.toml), as no Android linker is installed here to link it and read it back;
- the app ships the JNA the JVM tests exercise (tests/toolchain.sh);
- the Gradle wrapper is Gradle's own (the jar's SHA-256 is the published one) and pins the
  distribution's checksum.

Usage: tests/store/check.py JNA_AAR. Prints one line per failure and `store: N passed, M failed`.
"""

import hashlib
import json
import plistlib
import re
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
IOS_RESOURCES = ROOT / "ios/Dhayam/Resources"
PROJECT_YML = ROOT / "ios/project.yml"
ANDROID = ROOT / "android"
CARGO_CONFIG = ROOT / ".cargo/config.toml"

# Apple's approved reasons for each required-reason API category
# (developer.apple.com, "Describing use of required reason API").
APPROVED_REASONS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    "NSPrivacyAccessedAPICategorySystemBootTime": {"35F9.1", "8FFB.1", "3D61.1"},
    "NSPrivacyAccessedAPICategoryDiskSpace": {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    "NSPrivacyAccessedAPICategoryActiveKeyboards": {"3EC4.1", "54BD.1"},
    "NSPrivacyAccessedAPICategoryUserDefaults": {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
}
# The categories the app must declare: SQLite's and Rust std's stat/fstat of the store's files.
REQUIRED_CATEGORIES = {"NSPrivacyAccessedAPICategoryFileTimestamp"}
PAGE = 16384
# Gradle's own wrapper jar of Gradle 8.10 to 8.12.1 (its published checksum).
GRADLE_WRAPPER_SHA256 = "2db75c40782f5e8ba1fc278a5574bab070adccb2d21ca5a6e5ed840888448046"
# Android ABI -> Rust target, for the ABIs the app builds.
RUST_TARGETS = {
    "arm64-v8a": "aarch64-linux-android",
    "armeabi-v7a": "armv7-linux-androideabi",
    "x86_64": "x86_64-linux-android",
}

TALLY = Tally("store")
check = TALLY.check


def privacy_manifest():
    path = IOS_RESOURCES / "PrivacyInfo.xcprivacy"
    try:
        manifest = plistlib.loads(path.read_bytes())
    except (OSError, plistlib.InvalidFileException) as error:
        check(False, f"{path.relative_to(ROOT)} can't be read as a property list: {error}")
        return
    check(manifest.get("NSPrivacyTracking") is False, "the privacy manifest must say NSPrivacyTracking false")
    check(manifest.get("NSPrivacyTrackingDomains") == [], "a non-tracking app lists no tracking domains")
    check(isinstance(manifest.get("NSPrivacyCollectedDataTypes"), list), "NSPrivacyCollectedDataTypes must be a list")
    declared = {}
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        declared[entry.get("NSPrivacyAccessedAPIType")] = entry.get("NSPrivacyAccessedAPITypeReasons", [])
    for category, reasons in declared.items():
        approved = APPROVED_REASONS.get(category)
        check(approved is not None, f"{category} is not a required-reason API category")
        check(bool(reasons) and set(reasons) <= (approved or set()), f"{category}'s reasons {reasons} are not Apple's approved ones")
    for category in REQUIRED_CATEGORIES:
        check(category in declared, f"the privacy manifest must declare {category}")


def png_header(path):
    """A PNG's width, height, colour type and whether it has a tRNS (transparency) chunk."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    width, height, _depth, colour = struct.unpack(">IIBB", data[16:26])
    return width, height, colour, b"tRNS" in data


def asset_catalog():
    catalog = IOS_RESOURCES / "Assets.xcassets"
    current = subprocess.run(
        [sys.executable, str(ROOT / "ios/scripts/assets_from_android.py"), "--check"],
        capture_output=True, text=True,
    )
    check(current.returncode == 0, f"the asset catalog is not Android's art: {current.stdout.strip()}")
    icon_set = catalog / "AppIcon.appiconset"
    try:
        images = json.loads((icon_set / "Contents.json").read_text())["images"]
    except (OSError, ValueError, KeyError) as error:
        check(False, f"the AppIcon set can't be read: {error}")
        return
    marketing = [i for i in images if i.get("size") == "1024x1024" and i.get("idiom") == "universal"]
    if not check(len(marketing) == 1 and "filename" in marketing[0], "the AppIcon set needs one 1024x1024 universal image"):
        return
    header = png_header(icon_set / marketing[0]["filename"]) if (icon_set / marketing[0]["filename"]).exists() else None
    if not check(header is not None, "the app icon is missing or not a PNG"):
        return
    width, height, colour, transparent = header
    check((width, height) == (1024, 1024), f"the app icon is {width}x{height}, not 1024x1024")
    check(colour == 2 and not transparent, "the app icon must be opaque RGB (no alpha channel, no transparency)")
    accent = json.loads((catalog / "AccentColor.colorset/Contents.json").read_text())
    check(len(accent.get("colors", [])) >= 1, "the AccentColor set has no colour")
    project = PROJECT_YML.read_text()
    check("ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon" in project, "project.yml must name the AppIcon set")
    check("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: AccentColor" in project, "project.yml must name the AccentColor set")


def display_name():
    catalog = json.loads((IOS_RESOURCES / "InfoPlist.xcstrings").read_text(encoding="utf-8"))
    name = catalog["strings"].get("CFBundleDisplayName", {}).get("localizations", {})
    for language in ("en", "ta"):
        check(bool(name.get(language, {}).get("stringUnit", {}).get("value")), f"the app's display name has no {language} text")


def elf_load_alignments(data):
    """The p_align of every LOAD segment of an ELF file (32- or 64-bit, little-endian)."""
    if data[:4] != b"\x7fELF":
        raise ValueError("not an ELF file")
    wide = data[4] == 2
    if wide:
        phoff, = struct.unpack_from("<Q", data, 0x20)
        phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    else:
        phoff, = struct.unpack_from("<I", data, 0x1C)
        phentsize, phnum = struct.unpack_from("<HH", data, 0x2A)
    alignments = []
    for i in range(phnum):
        at = phoff + i * phentsize
        kind, = struct.unpack_from("<I", data, at)
        if kind != 1:  # PT_LOAD
            continue
        align, = struct.unpack_from("<Q", data, at + 0x30) if wide else struct.unpack_from("<I", data, at + 0x1C)
        alignments.append(align)
    return alignments


def app_abis():
    gradle = (ANDROID / "app/build.gradle.kts").read_text()
    found = re.search(r"val abis = listOf\(([^)]*)\)", gradle)
    return re.findall(r'"([^"]+)"', found.group(1)) if found else []


def version(text, pattern):
    found = re.search(pattern, text, re.M)
    return found.group(1) if found else None


def sixteen_kb_pages(aar):
    abis = app_abis()
    check(set(abis) == set(RUST_TARGETS), f"the app builds {abis}; this check knows {sorted(RUST_TARGETS)}")
    shipped = version((ANDROID / "gradle/libs.versions.toml").read_text(), r'^jna = "([^"]+)"')
    tested = version((ROOT / "tests/toolchain.sh").read_text(), r"^JNA_VERSION=(\S+)")
    check(shipped == tested, f"the app ships JNA {shipped} but the tests run {tested}")
    check(Path(aar).name == f"jna-{shipped}.aar", f"{aar} is not the JNA the app ships ({shipped})")
    with zipfile.ZipFile(aar) as archive:
        for abi in abis:
            name = f"jni/{abi}/libjnidispatch.so"
            if not check(name in archive.namelist(), f"JNA's AAR has no {name}"):
                continue
            alignments = elf_load_alignments(archive.read(name))
            check(bool(alignments) and min(alignments) >= PAGE,
                  f"JNA {shipped}'s {abi} libjnidispatch.so has LOAD segments aligned to {alignments}, under {PAGE}")
    config = CARGO_CONFIG.read_text() if CARGO_CONFIG.exists() else ""
    for abi in abis:
        target = RUST_TARGETS.get(abi, abi)
        section = re.search(rf"^\[target\.{re.escape(target)}\]\n((?:(?!\[).*\n?)*)", config, re.M)
        check(section is not None and f"max-page-size={PAGE}" in section.group(1),
              f".cargo/config.toml must link {target} with -z max-page-size={PAGE}")


def gradle_wrapper():
    jar = ANDROID / "gradle/wrapper/gradle-wrapper.jar"
    check(jar.exists() and hashlib.sha256(jar.read_bytes()).hexdigest() == GRADLE_WRAPPER_SHA256,
          "android/gradle/wrapper/gradle-wrapper.jar is not Gradle's own wrapper")
    properties = (ANDROID / "gradle/wrapper/gradle-wrapper.properties").read_text()
    check(re.search(r"^distributionSha256Sum=[0-9a-f]{64}$", properties, re.M) is not None,
          "the wrapper must pin the Gradle distribution's SHA-256")
    gradlew = ANDROID / "gradlew"
    check(gradlew.exists() and gradlew.stat().st_mode & 0o111, "android/gradlew must be there and executable")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: tests/store/check.py JNA_AAR")
    privacy_manifest()
    asset_catalog()
    display_name()
    sixteen_kb_pages(sys.argv[1])
    gradle_wrapper()
    TALLY.finish()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""What the app stores refuse an upload for, checked on every test run.

iOS (App Store Connect validation):
- the privacy manifest (ios/Dhayam/Resources/PrivacyInfo.xcprivacy) is a property list that says
  the app doesn't track, and gives an approved reason for every required-reason API category it
  declares; every required-reason API the shipped code uses (the project's Rust and Swift and the
  bundled SQLite, tests/store/required_reason.py) has its category declared there, each one
  listed with where it is first used and what declares it, and every category declared is used;
  the check itself is shown to fail a manifest that leaves out a category the code uses;
- the asset catalog holds a 1024 x 1024 app icon that is an opaque RGB PNG (an alpha channel is
  refused) and the accent colour, both current with Android's art
  (ios/scripts/assets_from_android.py --check), and project.yml names them;
- the name under the icon is localised (InfoPlist.xcstrings, English and Tamil);
- its version and build number are Android's (one release, one version on both stores).

Android (Google Play):
- 16 KB pages: every native library of JNA's AAR, at the version the app ships, for each ABI the
  app builds, has every LOAD segment aligned to at least 16 KB (read from its ELF program
  headers); the core's own library is linked with -z max-page-size=16384 for each of those ABIs
  (.cargo/config.toml), as no Android linker is installed here to link it and read it back;
- the app ships the JNA the JVM tests exercise (as tests/toolchain.sh sets it);
- the Gradle wrapper is Gradle's own (the jar's SHA-256 is the published one) and pins the
  distribution's checksum.

Usage: tests/store/check.py JNA_AAR SQLITE3_C, the second the amalgamation of the libsqlite3-sys
Cargo.lock pins. Prints the required-reason APIs found, one line per failure and
`store: N passed, M failed`.
"""

import hashlib
import json
import plistlib
import re
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402
import required_reason  # noqa: E402
from required_reason import APPROVED_REASONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
IOS_RESOURCES = ROOT / "ios/Dhayam/Resources"
PROJECT_YML = ROOT / "ios/project.yml"
ANDROID = ROOT / "android"
CARGO_CONFIG = ROOT / ".cargo/config.toml"

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


def privacy_manifest(sqlite_c):
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
    required_reason_apis(path, declared, sqlite_c)


def required_reason_apis(path, declared, sqlite_c):
    """Every required-reason API the shipped code uses has its category declared with an approved
    reason; each is listed, with where it is first used and what declares it."""
    pinned = version((ROOT / "Cargo.lock").read_text(), r'^name = "libsqlite3-sys"\nversion = "([^"]+)"')
    if not check(Path(sqlite_c).parent.parent.name == f"libsqlite3-sys-{pinned}" and Path(sqlite_c).is_file(),
                 f"{sqlite_c} is not the SQLite amalgamation of libsqlite3-sys {pinned}, which Cargo.lock pins"):
        return
    used = required_reason.scan(required_reason.sources(ROOT, sqlite_c))
    listing, failures = required_reason.audit(used, path)
    print("store: required-reason APIs the shipped code uses (first use, uses -> what declares it):")
    for line in listing:
        print(f"store:   {line}")
    for name in sorted(used):
        check(name not in failures, failures.get(name))
    categories = {entry["category"] for entry in used.values()}
    for category in declared:
        check(category in categories, f"{category} is declared but no shipped code uses its APIs")
    undeclared_fails(path, used)


def undeclared_fails(path, used):
    """The check fails a manifest that leaves out a category the code uses, naming the API: the
    real manifest without DiskSpace against the real code (statvfs), and against a small tree
    whose only statvfs call is real and whose statfs is in a comment and a string."""
    disk = required_reason.DISK_SPACE
    manifest = plistlib.loads(path.read_bytes())
    manifest["NSPrivacyAccessedAPITypes"] = [
        e for e in manifest.get("NSPrivacyAccessedAPITypes", []) if e.get("NSPrivacyAccessedAPIType") != disk]
    with tempfile.TemporaryDirectory() as temp:
        temp = Path(temp)
        without = temp / "PrivacyInfo.xcprivacy"
        without.write_bytes(plistlib.dumps(manifest))
        _, failures = required_reason.audit(used, without)
        check("statvfs" in failures,
              f"a manifest without {disk} must fail naming statvfs, but it failed with {list(failures.values())}")
        (temp / "core/src").mkdir(parents=True)
        (temp / "core/src/probe.rs").write_text(
            "// statfs(path) would say the same\n"
            "fn free(dir: &Path) -> u64 {\n"
            "    let _ = \"statfs(\";\n"
            "    rustix::fs::statvfs(dir).map_or(0, |fs| fs.f_bavail)\n"
            "}\n"
            "#[cfg(test)]\n"
            "mod tests {\n"
            "    fn boot() { mach_absolute_time(); }\n"
            "}\n")
        small = required_reason.scan(required_reason.sources(temp, None))
        check(set(small) == {"statvfs"} and small["statvfs"]["first"] == "core/src/probe.rs:4",
              f"only the real statvfs call of the small tree is a use, not its comment, string or test: {small}")
        _, failures = required_reason.audit(small, without)
        check(list(failures) == ["statvfs"] and failures["statvfs"].startswith("statvfs (core/src/probe.rs:4)"),
              f"the small tree against a manifest without {disk} must fail naming statvfs: {failures}")
        _, failures = required_reason.audit(small, path)
        check(not failures, f"the small tree against the app's manifest must pass: {failures}")


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
    # The launch screen is the cotton the first screen draws (tests/android PlatformColoursTest
    # holds the colour to the core's), not an empty one that flashes white.
    check(re.search(r"UILaunchScreen:\s*\n\s*UIColorName: LaunchBackground", project) is not None,
          "the launch screen must name the LaunchBackground colour")
    check((catalog / "LaunchBackground.colorset/Contents.json").exists(), "the LaunchBackground colour set is missing")
    # iPhone only: no iPad layout has been drawn or looked at.
    check('TARGETED_DEVICE_FAMILY: "1"' in project, "the app must target iPhone alone")


def display_name():
    catalog = json.loads((IOS_RESOURCES / "InfoPlist.xcstrings").read_text(encoding="utf-8"))
    name = catalog["strings"].get("CFBundleDisplayName", {}).get("localizations", {})
    for language in ("en", "ta"):
        check(bool(name.get(language, {}).get("stringUnit", {}).get("value")), f"the app's display name has no {language} text")


def app_version():
    """Both stores show the same release: Android's versionName and versionCode are iOS's
    MARKETING_VERSION and CURRENT_PROJECT_VERSION (CHANGELOG.md names releases by it)."""
    gradle = (ANDROID / "app/build.gradle.kts").read_text()
    project = PROJECT_YML.read_text()
    android = (version(gradle, r'versionName = "([^"]+)"'), version(gradle, r"versionCode = (\d+)"))
    ios = (version(project, r'MARKETING_VERSION: "([^"]+)"'), version(project, r'CURRENT_PROJECT_VERSION: "([^"]+)"'))
    print(f"store: app version Android {android[0]} ({android[1]}), iOS {ios[0]} ({ios[1]})")
    check(None not in android + ios and android == ios, f"Android ships {android}, iOS {ios}: one release, one version")


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


def toolchain_jna():
    """The JNA version the JVM tests run, as tests/toolchain.sh sets it (a literal or read from the
    Android catalog)."""
    resolved = subprocess.run(
        ["bash", "-c", '. tests/toolchain.sh >/dev/null && printf %s "$JNA_VERSION"'],
        cwd=ROOT, capture_output=True, text=True,
    )
    return resolved.stdout.strip() if resolved.returncode == 0 else None


def sixteen_kb_pages(aar):
    abis = app_abis()
    check(set(abis) == set(RUST_TARGETS), f"the app builds {abis}; this check knows {sorted(RUST_TARGETS)}")
    shipped = version((ANDROID / "gradle/libs.versions.toml").read_text(), r'^jna = "([^"]+)"')
    tested = toolchain_jna()
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
    if len(sys.argv) != 3:
        sys.exit("usage: tests/store/check.py JNA_AAR SQLITE3_C")
    privacy_manifest(sys.argv[2])
    asset_catalog()
    display_name()
    app_version()
    sixteen_kb_pages(sys.argv[1])
    gradle_wrapper()
    TALLY.finish()


if __name__ == "__main__":
    main()

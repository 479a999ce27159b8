#!/usr/bin/env python3
"""Proves the app's text is complete in both shells and both languages.

Android's values/strings.xml (English), values-ta/strings.xml (Tamil) and iOS's
Localizable.xcstrings must have the same keys; every key has non-empty English and Tamil text in
each; and the placeholders agree everywhere — the same positions with the same types, Android's
%N$s / %N$d being iOS's %N$@ / %N$lld. The catalog must also be exactly what
ios/scripts/strings_from_android.py writes from the Android files, so the two never drift, and
every key the iOS code names literally (`strings("key"`, and a settings switch's `key_detail`) must
be in it.

Prints one line per failure and the closing line `strings: N passed, M failed`, counting one check
per key (present everywhere, text in both languages, matching placeholders) plus the whole-file
checks. Exits 1 if any failed.
"""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RES = ROOT / "android/app/src/main/res"
ANDROID = {"en": RES / "values/strings.xml", "ta": RES / "values-ta/strings.xml"}
CATALOG = ROOT / "ios/Dhayam/Resources/Localizable.xcstrings"
GENERATOR = ROOT / "ios/scripts/strings_from_android.py"
IOS_SOURCES = ROOT / "ios/Sources"
# How the iOS code names a key: strings("key", ...) and "key" returned from a nameKey switch;
# toggle("key", ...) on the Settings screen also shows "key_detail".
IOS_KEY_USE = re.compile(r'(?:strings|self)\(\s*"([a-z0-9_]+)"|^\s*case [^:]*: "([a-z0-9]+_[a-z0-9_]+)"$', re.M)
IOS_TOGGLE = re.compile(r'toggle\(\s*"([a-z0-9_]+)"')

# A placeholder: %, an optional position N$, then the conversion. `%%` is a literal percent.
ANDROID_PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?(s|d|%)")
IOS_PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?(@|lld|%)")
ANDROID_TYPES = {"s": "text", "d": "number"}
IOS_TYPES = {"@": "text", "lld": "number"}

passed = 0
failed = 0


def check(ok, message):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"strings: FAIL {message}")


def placeholders(text, pattern, types):
    """The placeholders of `text` as {position: type}, or a string saying what is malformed."""
    found = {}
    implicit = 0
    for match in pattern.finditer(text):
        position, kind = match.groups()
        if kind == "%":
            continue
        implicit += 1
        number = int(position) if position else implicit
        if found.get(number, types[kind]) != types[kind]:
            return f"position {number} used as two types"
        found[number] = types[kind]
    stray = pattern.sub("", text)
    if "%" in stray:
        return f"a % that is no placeholder in {text!r}"
    if found and sorted(found) != list(range(1, len(found) + 1)):
        return f"positions {sorted(found)} leave a gap"
    return found


def android(path):
    if not path.exists():
        check(False, f"{path.relative_to(ROOT)} is missing")
        return {}
    return {
        e.get("name"): "".join(e.itertext()) for e in ET.parse(path).getroot().iter("string")
    }


def main():
    tables = {f"android {code}": android(path) for code, path in ANDROID.items()}
    try:
        catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        check(False, f"{CATALOG.relative_to(ROOT)} can't be read: {error}")
        catalog = {"strings": {}}
    check(catalog.get("sourceLanguage") == "en", "the catalog's source language is not en")
    for code in ("en", "ta"):
        tables[f"ios {code}"] = {
            key: entry.get("localizations", {}).get(code, {}).get("stringUnit", {}).get("value")
            for key, entry in catalog.get("strings", {}).items()
        }

    keys = sorted(set().union(*tables.values()))
    check(len(keys) > 0, "no strings at all")
    for key in keys:
        missing = [name for name, table in tables.items() if key not in table]
        check(not missing, f"{key}: missing from {', '.join(missing)}")
        empty = [name for name, table in tables.items() if key in table and not (table[key] or "").strip()]
        check(not empty, f"{key}: no text in {', '.join(empty)}")
        shapes = {}
        for name, table in tables.items():
            if table.get(key) is None:
                continue
            if name.startswith("android"):
                shapes[name] = placeholders(table[key], ANDROID_PLACEHOLDER, ANDROID_TYPES)
            else:
                shapes[name] = placeholders(table[key], IOS_PLACEHOLDER, IOS_TYPES)
        broken = {name: shape for name, shape in shapes.items() if isinstance(shape, str)}
        distinct = {json.dumps(shape, sort_keys=True) for shape in shapes.values()}
        check(
            not broken and len(distinct) <= 1,
            f"{key}: placeholders differ: {shapes}",
        )

    used = set()
    for source in sorted(IOS_SOURCES.rglob("*.swift")):
        text = source.read_text(encoding="utf-8")
        used |= {a or b for a, b in IOS_KEY_USE.findall(text)}
        used |= {key + "_detail" for key in IOS_TOGGLE.findall(text)}
    check(len(used) > 50, f"only {len(used)} keys found in {IOS_SOURCES.relative_to(ROOT)}")
    for key in sorted(used):
        check(key in tables["ios en"], f"{key}: used in ios/Sources but not in the catalog")

    generated = subprocess.run(
        [sys.executable, str(GENERATOR), "--check"], capture_output=True, text=True
    )
    check(generated.returncode == 0, (generated.stdout + generated.stderr).strip())

    print(f"strings: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

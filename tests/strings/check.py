#!/usr/bin/env python3
"""Proves the app's text is complete in both shells and both languages.

Android's values/strings.xml (English), values-ta/strings.xml (Tamil) and iOS's
Localizable.xcstrings must have the same keys; every key has non-empty English and Tamil text in
each; and the placeholders agree everywhere — the same positions with the same types, Android's
%N$s / %N$d being iOS's %N$@ / %N$lld. A plural resource (Android's <plurals>, the catalog's plural
variations) is a plural everywhere, and each of its forms is checked like a string. The catalog
must also be exactly what ios/scripts/strings_from_android.py writes from the Android files, so the
two never drift, and every key the iOS code names literally (`strings("key"`, and a settings
switch's `key_detail`) must be in it.

Every key the core says (tests/golden/text_keys.txt: key, argument kinds, plural or one) must be in
both languages on both platforms — a plural with "one" and "other" forms when marked plural, a
string otherwise — and each form's placeholders must be the arguments in order: %N$d / %N$lld for
a `number`, %N$s / %N$@ for the others (`numbers`, `square`, `text` are handed over as text).

Prints one line per failure and the closing line `strings: N passed, M failed`, counting one check
per key (present everywhere, text in both languages, matching placeholders), two per core key (its
shape everywhere, its placeholders) plus the whole-file checks. Exits 1 if any failed.
"""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RES = ROOT / "android/app/src/main/res"
ANDROID = {"en": RES / "values/strings.xml", "ta": RES / "values-ta/strings.xml"}
CATALOG = ROOT / "ios/Dhayam/Resources/Localizable.xcstrings"
GENERATOR = ROOT / "ios/scripts/strings_from_android.py"
CORE_KEYS = ROOT / "tests/golden/text_keys.txt"
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
# How each argument kind of text_keys.txt is put into a placeholder.
KIND_TYPES = {"number": "number", "numbers": "text", "square": "text", "player": "text", "text": "text"}
# The plural forms English and Tamil need (CLDR: both have just "one" and "other").
PLURAL_FORMS = {"one", "other"}

TALLY = Tally("strings", "FAIL ")
check = TALLY.check


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


def forms(resource):
    """A resource's texts by form: {"": text} for a string, {quantity: text} for a plural."""
    return resource if isinstance(resource, dict) else {"": resource}


def android(path):
    """The file's resources by name: a string's text, or a plural's {quantity: text}."""
    if not path.exists():
        check(False, f"{path.relative_to(ROOT)} is missing")
        return {}
    table = {}
    for e in ET.parse(path).getroot():
        if e.tag == "string":
            table[e.get("name")] = "".join(e.itertext())
        elif e.tag == "plurals":
            table[e.get("name")] = {i.get("quantity"): "".join(i.itertext()) for i in e.iter("item")}
    return table


def ios(entry, code):
    """A catalog entry's text in `code`: a string, a plural's {quantity: text}, or None."""
    localization = entry.get("localizations", {}).get(code, {})
    plural = localization.get("variations", {}).get("plural")
    if plural is not None:
        return {q: form.get("stringUnit", {}).get("value") for q, form in plural.items()}
    return localization.get("stringUnit", {}).get("value")


def core_keys():
    """text_keys.txt as [(key, [kind, ...], plural)]."""
    try:
        lines = CORE_KEYS.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        check(False, f"{CORE_KEYS.relative_to(ROOT)} can't be read: {error}")
        return []
    keys = []
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[2] not in ("plural", "one"):
            check(False, f"{CORE_KEYS.relative_to(ROOT)}: can't read {line!r}")
            continue
        key, kinds, number = fields
        kinds = kinds.split(",") if kinds else []
        unknown = [kind for kind in kinds if kind not in KIND_TYPES]
        if unknown:
            check(False, f"{key}: unknown argument kinds {unknown} in {CORE_KEYS.name}")
            continue
        keys.append((key, kinds, number == "plural"))
    return keys


def shape(name, text):
    """The placeholders of `text` from table `name` (Android's or the catalog's)."""
    if name.startswith("android"):
        return placeholders(text, ANDROID_PLACEHOLDER, ANDROID_TYPES)
    return placeholders(text, IOS_PLACEHOLDER, IOS_TYPES)


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
            key: ios(entry, code) for key, entry in catalog.get("strings", {}).items()
        }

    keys = sorted(set().union(*tables.values()))
    check(len(keys) > 0, "no strings at all")
    for key in keys:
        missing = [name for name, table in tables.items() if key not in table]
        check(not missing, f"{key}: missing from {', '.join(missing)}")
        empty = [
            name
            for name, table in tables.items()
            if key in table
            and (table[key] is None or not all((text or "").strip() for text in forms(table[key]).values()))
        ]
        check(not empty, f"{key}: no text in {', '.join(empty)}")
        kinds = {
            name: "plural" if isinstance(table[key], dict) else "string"
            for name, table in tables.items()
            if key in table
        }
        check(len(set(kinds.values())) <= 1, f"{key}: a plural in some files, a string in others: {kinds}")
        shapes = {}
        for name, table in tables.items():
            if table.get(key) is None:
                continue
            for quantity, text in forms(table[key]).items():
                if text is not None:
                    shapes[f"{name} {quantity}".strip()] = shape(name, text)
        broken = {name: found for name, found in shapes.items() if isinstance(found, str)}
        distinct = {json.dumps(found, sort_keys=True) for found in shapes.values()}
        check(
            not broken and len(distinct) <= 1,
            f"{key}: placeholders differ: {shapes}",
        )

    for key, kinds, plural in core_keys():
        expected = {position: KIND_TYPES[kind] for position, kind in enumerate(kinds, start=1)}
        wrong = []
        for name, table in tables.items():
            resource = table.get(key)
            if resource is None:
                wrong.append(f"missing from {name}")
            elif plural and not isinstance(resource, dict):
                wrong.append(f"a string in {name}, not a plural")
            elif plural and not PLURAL_FORMS <= set(resource):
                wrong.append(f"{name} lacks the forms {sorted(PLURAL_FORMS - set(resource))}")
            elif not plural and isinstance(resource, dict):
                wrong.append(f"a plural in {name}, not a string")
        check(not wrong, f"{key} (the core's): {'; '.join(wrong)}")
        mismatched = {}
        for name, table in tables.items():
            for quantity, text in forms(table.get(key) or {}).items():
                found = shape(name, text or "")
                if found != expected:
                    mismatched[f"{name} {quantity}".strip()] = found
        check(
            not mismatched,
            f"{key} (the core's): placeholders should be {expected} ({', '.join(kinds) or 'none'}), "
            f"found {mismatched}",
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

    TALLY.finish()


if __name__ == "__main__":
    main()

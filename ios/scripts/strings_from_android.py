#!/usr/bin/env python3
"""Writes ios/Dhayam/Resources/Localizable.xcstrings and InfoPlist.xcstrings from Android's strings.

The app's text is written once, in android/app/src/main/res/values/strings.xml (English) and
values-ta/strings.xml (Tamil); this turns the two into one String Catalog with the same keys, English
the source language, and the placeholders in iOS form (%1$s -> %1$@, %1$d -> %1$lld). A
<plurals> resource becomes a string with plural variations, one per <item quantity> (English and
Tamil both have "one" and "other"). InfoPlist.xcstrings localises the Info.plist: the name under
the icon (CFBundleDisplayName, CFBundleName) is Android's app_name in each language, as the Android
launcher shows it. Run it after changing either file; tests/strings checks both catalogs match its
output.

    ios/scripts/strings_from_android.py           # write the catalogs
    ios/scripts/strings_from_android.py --check   # exit 1 if a catalog is out of date
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RES = ROOT / "android/app/src/main/res"
SOURCES = {"en": RES / "values/strings.xml", "ta": RES / "values-ta/strings.xml"}
CATALOG = ROOT / "ios/Dhayam/Resources/Localizable.xcstrings"
INFO_PLIST_CATALOG = ROOT / "ios/Dhayam/Resources/InfoPlist.xcstrings"
# The Info.plist keys that name the app, and the Android string each takes.
INFO_PLIST_KEYS = {"CFBundleDisplayName": "app_name", "CFBundleName": "app_name"}

# Android's format specifiers as used here: optional position, then s or d.
ANDROID_SPEC = re.compile(r"%(?:(\d+)\$)?([sd%])")
ESCAPES = {"n": "\n", "t": "\t", "'": "'", '"': '"', "\\": "\\", "@": "@", "?": "?"}


def android_text(raw):
    """A string resource's text as Android shows it: quotes, escapes and whitespace resolved."""
    out = []
    quoted = False
    i = 0
    while i < len(raw):
        c = raw[i]
        if c == "\\" and i + 1 < len(raw):
            out.append(ESCAPES.get(raw[i + 1], raw[i + 1]))
            i += 2
            continue
        if c == '"':
            quoted = not quoted
        elif c.isspace() and not quoted:
            if not out or out[-1] != " ":
                out.append(" ")
        else:
            out.append(c)
        i += 1
    return "".join(out).strip()


def ios_placeholders(text):
    """Android's %1$s / %1$d / %% as iOS's %1$@ / %1$lld / %%."""

    def convert(match):
        position, kind = match.groups()
        if kind == "%":
            return "%%"
        prefix = f"%{position}$" if position else "%"
        return prefix + ("@" if kind == "s" else "lld")

    return ANDROID_SPEC.sub(convert, text)


def read_strings(path):
    """The file's resources by name: a string's text, or a plural's {quantity: text}."""
    if not path.exists():
        sys.exit(f"strings_from_android: {path.relative_to(ROOT)} is missing")
    strings = {}
    for element in ET.parse(path).getroot():
        if element.tag not in ("string", "plurals"):
            continue
        if element.get("translatable") == "false" and path != SOURCES["en"]:
            continue
        if element.tag == "string":
            strings[element.get("name")] = android_text("".join(element.itertext()))
        else:
            strings[element.get("name")] = {
                item.get("quantity"): android_text("".join(item.itertext()))
                for item in element.iter("item")
            }
    return strings


def string_unit(text):
    return {"stringUnit": {"state": "translated", "value": ios_placeholders(text)}}


def localization(resource):
    """A catalog localization of a string's text, or of a plural's forms as plural variations."""
    if isinstance(resource, dict):
        return {
            "variations": {
                "plural": {quantity: string_unit(text) for quantity, text in resource.items()}
            }
        }
    return string_unit(resource)


def string_catalog(languages, keys):
    """A String Catalog of `keys`, each {catalog key: Android name}, in every language that has it."""
    strings = {}
    for key, name in keys.items():
        localizations = {
            code: localization(table[name]) for code, table in languages.items() if name in table
        }
        strings[key] = {"extractionState": "manual", "localizations": localizations}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def rendered():
    """Each catalog's path and text."""
    languages = {code: read_strings(path) for code, path in SOURCES.items()}
    every = {key: key for key in sorted(set().union(*languages.values()))}
    return {
        CATALOG: string_catalog(languages, every),
        INFO_PLIST_CATALOG: string_catalog(languages, INFO_PLIST_KEYS),
    }


def as_text(catalog):
    return json.dumps(catalog, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def main():
    catalogs = rendered()
    if "--check" in sys.argv[1:]:
        for path, catalog in catalogs.items():
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != as_text(catalog):
                print(f"{path.relative_to(ROOT)} is out of date: run ios/scripts/strings_from_android.py")
                sys.exit(1)
        return
    for path, catalog in catalogs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(as_text(catalog), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)} ({len(catalog['strings'])} keys)")


if __name__ == "__main__":
    main()

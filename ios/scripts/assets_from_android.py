#!/usr/bin/env python3
"""Writes the iOS app's asset catalog, ios/Dhayam/Resources/Assets.xcassets, from Android's art.

The app's look is made once, on Android: the accent is the launcher icon's terracotta
(`android/app/src/main/res/values/themes.xml`), and the icon is the adaptive launcher icon (that
colour behind `drawable/ic_launcher_foreground.xml`). This writes the catalog's JSON — the
AccentColor colour set with that colour, and the AppIcon set naming one 1024-point universal image,
as Xcode 15+ takes it — and leaves the image to tests/android (IosIconTest), which draws Android's
vector with Compose at 1024 x 1024 and keeps `AppIcon.appiconset/AppIcon.png` current. Run it
after changing the colour; tests/store/check.py fails until the catalog matches.

    ios/scripts/assets_from_android.py           # write the catalog's JSON
    ios/scripts/assets_from_android.py --check   # exit 1 if it is out of date
"""

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THEMES = ROOT / "android/app/src/main/res/values/themes.xml"
CATALOG = ROOT / "ios/Dhayam/Resources/Assets.xcassets"
ACCENT = "terracotta"
ICON_FILE = "AppIcon.png"
XCODE = {"author": "xcode", "version": 1}


def android_colour(name):
    """An Android `<color>`'s red, green and blue as 0-255 (its #AARRGGBB or #RRGGBB)."""
    for element in ET.parse(THEMES).getroot().iter("color"):
        if element.get("name") == name:
            digits = element.text.strip().lstrip("#")[-6:]
            return tuple(int(digits[i : i + 2], 16) for i in (0, 2, 4))
    sys.exit(f"assets_from_android: no <color name=\"{name}\"> in {THEMES.relative_to(ROOT)}")


def files():
    """Each JSON file of the catalog and its contents."""
    red, green, blue = android_colour(ACCENT)
    colour = {
        "color": {
            "color-space": "srgb",
            "components": {
                "alpha": "1.000",
                "red": f"0x{red:02X}",
                "green": f"0x{green:02X}",
                "blue": f"0x{blue:02X}",
            },
        },
        "idiom": "universal",
    }
    icon = {"filename": ICON_FILE, "idiom": "universal", "platform": "ios", "size": "1024x1024"}
    return {
        CATALOG / "Contents.json": {"info": XCODE},
        CATALOG / "AccentColor.colorset/Contents.json": {"colors": [colour], "info": XCODE},
        CATALOG / "AppIcon.appiconset/Contents.json": {"images": [icon], "info": XCODE},
    }


def as_text(contents):
    return json.dumps(contents, indent=2, sort_keys=True) + "\n"


def main():
    if "--check" in sys.argv[1:]:
        stale = [p for p, c in files().items() if not p.exists() or p.read_text() != as_text(c)]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date: run ios/scripts/assets_from_android.py")
        sys.exit(1 if stale else 0)
    for path, contents in files().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(as_text(contents))
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

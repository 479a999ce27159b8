#!/usr/bin/env python3
"""Both phones draw the core's look, not copies of it.

The app's colours, the board skins' palettes and the token styles' art live once, in the core
(core/src/look, held there to contrast and colour-blindness tests) and reach Android and iOS
through the bindings. This checks that the files of each shell that own those colours take them
from the core and keep none of their own: no colour literal (Compose's Color(0x...), SwiftUI's
Color(red: ...)), and a call of the core's function for each. So the Android screenshots show the
colours and tokens iOS draws, and a change made in the core reaches both.

Prints one line per failure and `look: N passed, M failed`.
"""

import re
import sys
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ANDROID = ROOT / "android/app/src/main/java/com/dhayam/ui"
IOS = ROOT / "ios/Sources/DhayamUI"

# Each file that owns part of the look, and the core functions it must take it from.
OWNERS = {
    ANDROID / "Theme.kt": ["appColours("],
    ANDROID / "board/Skins.kt": ["com.dhayam.core.skinPalette(", "squareFill("],
    ANDROID / "board/TokenArt.kt": ["tokenArt("],
    ANDROID / "home/KolamMotif.kt": ["emblemArt("],
    IOS / "Palette.swift": ["skinPalette(", "squareFill(", "tokenArt("],
    IOS / "TokenArt.swift": ["placedToken(", "placedEmblem("],
    IOS / "HomeView.swift": ["appColours("],
    IOS / "GameScreen.swift": ["appColours(", "stickArt("],
    ANDROID / "game/Sticks.kt": ["stickArt("],
}
# A colour written out in a shell: Compose's Color(0xAARRGGBB) or SwiftUI's Color(red:, ...).
LITERAL = re.compile(r"Color\(0x[0-9A-Fa-f]{6,8}\)|Color\(\s*(?:\.sRGB,\s*)?red:\s*[0-9.]")
# The SwiftUI files that may still have literals of their own, and which literals: none now.
ALLOWED: dict[Path, str] = {}

TALLY = Tally("look")
check = TALLY.check


for path, calls in OWNERS.items():
    name = path.relative_to(ROOT)
    if not check(path.exists(), f"{name} is missing"):
        continue
    text = path.read_text(encoding="utf-8")
    for call in calls:
        check(call in text, f"{name} does not take its colours from the core ({call}...)")
    if path not in ALLOWED:
        found = LITERAL.findall(text)
        check(not found, f"{name} keeps colours of its own: {found[:3]}")

# Light only, decided: in system dark mode both apps keep their light look and the
# bars their dark icons, so a dark-mode screenshot is the light one. Hold both to that decision:
# nothing follows the system's mode, the window theme is Light, the bars ask for dark icons.
SHELLS = [*ANDROID.rglob("*.kt"), *IOS.rglob("*.swift")]
for path in SHELLS:
    text = path.read_text(encoding="utf-8")
    for follows in ("isSystemInDarkTheme", "darkColorScheme", "colorScheme ==", "\\.colorScheme)"):
        check(follows not in text, f"{path.relative_to(ROOT)} follows the system's dark mode ({follows})")
THEMES = ROOT / "android/app/src/main/res/values/themes.xml"
check("Theme.AppCompat.Light.NoActionBar" in THEMES.read_text(encoding="utf-8"), "the Android window theme is not Light")
check(not list((ROOT / "android/app/src/main/res").glob("values-night*")), "Android has night resources")
ACTIVITY = (ROOT / "android/app/src/main/java/com/dhayam/app/MainActivity.kt").read_text(encoding="utf-8")
check(
    "statusBarStyle = SystemBarStyle.light(" in ACTIVITY and "navigationBarStyle = SystemBarStyle.light(" in ACTIVITY,
    "MainActivity does not ask for dark bar icons in every mode",
)
check(
    re.search(r"UIUserInterfaceStyle:\s*Light", (ROOT / "ios/project.yml").read_text(encoding="utf-8")) is not None,
    "iOS is not held to the light appearance (UIUserInterfaceStyle)",
)

TALLY.finish()

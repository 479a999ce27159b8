#!/usr/bin/env python3
"""Both phones draw the core's look, not copies of it (issue 17).

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
    IOS / "Palette.swift": ["skinPalette(", "squareFill(", "tokenArt("],
    IOS / "TokenArt.swift": ["placedToken("],
    IOS / "HomeView.swift": ["appColours("],
    IOS / "GameScreen.swift": ["appColours("],
}
# A colour written out in a shell: Compose's Color(0xAARRGGBB) or SwiftUI's Color(red:, ...).
LITERAL = re.compile(r"Color\(0x[0-9A-Fa-f]{6,8}\)|Color\(\s*(?:\.sRGB,\s*)?red:\s*[0-9.]")
# The SwiftUI files that may still have literals of their own (art not yet in the core: the
# sticks on the game screen), and which literals.
ALLOWED = {IOS / "GameScreen.swift": "the sticks"}

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

TALLY.finish()

#!/usr/bin/env python3
"""Makes the app's two fonts, dhayam_regular.ttf and dhayam_bold.ttf, by merging Noto Sans Tamil
with the Latin of Noto Sans (both SIL Open Font License 1.1, from Debian's fonts-noto-core). One
font with both scripts means English and Tamil share one design and every glyph comes from the
app's own files — no fallback to whatever fonts a phone or a test machine has, so the screenshot
references render the same everywhere.

Needs fontTools (`pip install fonttools`) and the Noto files (`apt-get download fonts-noto-core`
and `dpkg -x` it). Usage: scripts/fonts.py NOTO_DIR OUT_DIR (e.g. android/app/src/main/res/font).
"""
import pathlib
import sys

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

noto, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
# Basic Latin, Latin-1, general punctuation (dashes, quotes, ellipsis), the rupee and arrows: all
# the English text and symbols of the app.
LATIN = "U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030-205E,U+20B9,U+2190-2193"

for weight, style in (("Regular", "regular"), ("Bold", "bold")):
    latin = TTFont(noto / f"NotoSans-{weight}.ttf")
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(LATIN))
    subsetter.subset(latin)
    latin_path = out / f".latin-{style}.ttf"
    latin.save(latin_path)
    # Tamil first: its name, metrics and shaping tables lead; the Latin fills in the rest.
    merged = Merger().merge([str(noto / f"NotoSansTamil-{weight}.ttf"), str(latin_path)])
    latin_path.unlink()
    for record in merged["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = f"Dhayam {weight}" if record.nameID == 4 else "Dhayam"
        elif record.nameID == 6:
            record.string = f"Dhayam-{weight}"
    merged.save(out / f"dhayam_{style}.ttf")

"""Two checks on the Tamil strings, used by check.py: Tamil grammar around placeholders, and one
word for each thing (docs/GLOSSARY.md).

Tamil marks case with a suffix (31-க்கு "to 31", நீள்வட்டத்துக்கு "to the Oval"). A suffix written
after a placeholder is right only when the placeholder always ends in a number: a `%d`, or a
player's name (ஆட்டக்காரர் %1$d). Glued to anything that can be a word — a square the core may
name the Oval or the centre, a rule set's name, a label — it gives நீள்வட்டம்-க்கு, which is not
Tamil; so does one glued to a symbol (★-இல்). The core names squares in the case their sentence
needs, so no sentence needs a suffix on those.
"""

import re
import unicodedata

# A Tamil letter, vowel sign or virama.
TAMIL = "\u0b80-\u0bff"
# A placeholder (Android's %1$s / %1$d, iOS's %1$@ / %1$lld) with a suffix glued to it, with or
# without a hyphen.
SUFFIXED = re.compile(rf"%(\d+)\$(s|d|@|lld)-?(?=[{TAMIL}])")
# Any character followed by a suffix; a symbol among them is found by its Unicode category.
BEFORE_SUFFIX = re.compile(rf"(.)-?(?=[{TAMIL}])")
NUMBER_CONVERSIONS = {"d", "lld"}
# The argument kinds (tests/golden/text_keys.txt) whose text always ends in a number.
ENDS_IN_A_NUMBER = {"number"}
PLAYER_NAME = "player_n"


def ends_in_a_number(text):
    """Whether `text` (a name's Tamil template) ends with a number placeholder."""
    return re.search(r"%\d+\$(d|lld)\s*$", text or "") is not None


def suffix_problems(key, text, kinds, player_ends_in_number):
    """What in Tamil `text` of `key` glues a case suffix to a word: a list of descriptions.

    `kinds` are the core's argument kinds for the key (empty for a shell's own string, whose
    `%s` may hold anything), and `player_ends_in_number` whether a player's name ends in one.
    """
    problems = []
    for match in SUFFIXED.finditer(text):
        position, conversion = int(match.group(1)), match.group(2)
        kind = kinds[position - 1] if position <= len(kinds) else None
        numeric = (
            conversion in NUMBER_CONVERSIONS
            or kind in ENDS_IN_A_NUMBER
            or (kind == "player" and player_ends_in_number)
        )
        if not numeric:
            what = kind or "text"
            problems.append(f"a case suffix on {match.group(0)}… ({what}, which can be a word)")
    for match in BEFORE_SUFFIX.finditer(text):
        if unicodedata.category(match.group(1)).startswith("S"):
            problems.append(f"a case suffix on the symbol {match.group(1)}")
    return problems


def read_glossary(path):
    """The glossary's rows as (concept, english, tamil, [not-words]), from its one table."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 4 or cells[0] in ("Concept", "") or set(cells[0]) <= {"-"}:
            continue
        concept, english, tamil, avoid = cells
        rows.append((concept, english, tamil, [w.strip() for w in avoid.split(",") if w.strip()]))
    return rows


def says(word, text):
    """Whether Tamil `text` says `word` in some form: a word ending in a consonant (்) takes its
    case endings on the bare letter (பட்டியல், பட்டியலில்), so that letter's sign is not needed."""
    return word.removesuffix("\u0bcd") in text


def avoided(word, text):
    """Whether `text` holds `word`; a word ending in … stands for every word beginning with it."""
    return word.rstrip("…") in text

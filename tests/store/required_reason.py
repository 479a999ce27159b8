"""Apple's required-reason APIs in the code the iOS app ships, and whether the privacy manifest
declares each one's category with an approved reason.

App Store Connect refuses an upload whose binary references a required-reason API
(developer.apple.com, "Describing use of required reason API") without its category and a reason
in PrivacyInfo.xcprivacy. The app's binary is built from the project's Rust (core/src,
bindings/src), its Swift (ios/Sources, ios/Dhayam) and SQLite: rusqlite's `bundled` feature
compiles the amalgamation in libsqlite3-sys, at the version Cargo.lock pins, into the core. So
those are the sources scanned, comments and string literals left out. The amalgamation is scanned
whole, platform `#if`s included: its Apple-only calls (statfs, fstatfs) ship on iOS. That also
counts calls iOS never compiles (fstatvfs is QNX's), which in this SQLite fall in categories its
Apple code needs anyway; the listing shows the `#if` around each API's first use. Rust
`#[cfg(test)] mod` blocks don't ship and are left out.
"""

import plistlib
import re
from pathlib import Path

FILE_TIMESTAMP = "NSPrivacyAccessedAPICategoryFileTimestamp"
SYSTEM_BOOT_TIME = "NSPrivacyAccessedAPICategorySystemBootTime"
DISK_SPACE = "NSPrivacyAccessedAPICategoryDiskSpace"
ACTIVE_KEYBOARDS = "NSPrivacyAccessedAPICategoryActiveKeyboards"
USER_DEFAULTS = "NSPrivacyAccessedAPICategoryUserDefaults"

# Apple's approved reasons for each required-reason API category
# (developer.apple.com, "Describing use of required reason API").
APPROVED_REASONS = {
    FILE_TIMESTAMP: {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    SYSTEM_BOOT_TIME: {"35F9.1", "8FFB.1", "3D61.1"},
    DISK_SPACE: {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    ACTIVE_KEYBOARDS: {"3EC4.1", "54BD.1"},
    USER_DEFAULTS: {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
}


def called(name):
    """A call of the C function `name` (`name(`, not `osname(` or `x.name`), or a reference to
    it as a function pointer: SQLite reaches stat, fstat and lstat through its aSyscall table,
    `(sqlite3_syscall_ptr)stat`, and calls them as osStat, osFstat and osLstat."""
    return rf"(?<![\w.]){name}\s*\(|\(sqlite3_syscall_ptr\)\s*{name}\b"


SWIFT, RUST, C = ".swift", ".rs", ".c"
ANY = (SWIFT, RUST, C)

# Each API Apple lists, its category, and how a use of it reads in the languages it can be used
# from. C functions are callable from Swift and Rust (libc, rustix) too.
APIS = [
    # File timestamp.
    *[(FILE_TIMESTAMP, name, ANY, called(name)) for name in
      ("stat", "fstat", "fstatat", "lstat", "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat")],
    (FILE_TIMESTAMP, "creationDate / modificationDate", (SWIFT,),
     r"\.(?:creationDate|modificationDate)\b|\bNSFile(?:Creation|Modification)Date\b"),
    (FILE_TIMESTAMP, "fileModificationDate", (SWIFT,), r"\bfileModificationDate\b"),
    (FILE_TIMESTAMP, "contentModificationDateKey / creationDateKey", (SWIFT,),
     r"\b(?:contentModificationDateKey|creationDateKey|NSURLContentModificationDateKey|NSURLCreationDateKey)\b"),
    # Rust's standard library stats a path (stat, or lstat for symlink_metadata) or an open file
    # (fstat) for these; their timestamps are read from what that returns.
    (FILE_TIMESTAMP, "stat / lstat / fstat through std::fs", (RUST,),
     r"\bfs::metadata\s*\(|\bsymlink_metadata\s*\(|\.(?:metadata|is_dir|is_file|is_symlink|exists|try_exists"
     r"|modified|created|accessed)\s*\(\s*\)"),
    # System boot time.
    (SYSTEM_BOOT_TIME, "systemUptime", (SWIFT,), r"\bsystemUptime\b"),
    (SYSTEM_BOOT_TIME, "mach_absolute_time", ANY, called("mach_absolute_time")),
    # Disk space.
    *[(DISK_SPACE, name, ANY, called(name)) for name in ("statfs", "statvfs", "fstatfs", "fstatvfs")],
    (DISK_SPACE, "getattrlist with ATTR_VOL_SPACE*", ANY, r"\bATTR_VOL_SPACE\w*|\bATTR_VOL_SIZE\b"),
    (DISK_SPACE, "volume capacity keys", (SWIFT,),
     r"\b(?:NSURL)?[vV]olume(?:AvailableCapacity(?:ForImportantUsage|ForOpportunisticUsage)?|TotalCapacity)Key\b"),
    (DISK_SPACE, "systemFreeSize / systemSize", (SWIFT,),
     r"\.system(?:Free)?Size\b|\bNSFileSystem(?:Free)?Size\b"),
    # Active keyboards.
    (ACTIVE_KEYBOARDS, "activeInputModes", (SWIFT,), r"\bactiveInputModes\b"),
    # User defaults (@AppStorage is UserDefaults underneath).
    (USER_DEFAULTS, "UserDefaults", (SWIFT,), r"\b(?:NS)?UserDefaults\b|@AppStorage\b"),
]

# Comments and string and character literals, blanked before scanning (their newlines kept, so
# line numbers hold). A Rust lifetime ('a) is no character literal: one needs its closing quote.
NOT_CODE = re.compile(
    r'//[^\n]*|/\*.*?\*/|""".*?"""|\br(#*)".*?"\1|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])\'',
    re.S,
)
TEST_MODULE = re.compile(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{")
GUARD = re.compile(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")


def code_only(text):
    return NOT_CODE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def without_test_modules(code):
    """Rust code with each `#[cfg(test)] mod name { ... }` blanked (comments already gone)."""
    while (found := TEST_MODULE.search(code)) is not None:
        depth, end = 0, found.end() - 1
        for end in range(found.end() - 1, len(code)):
            depth += {"{": 1, "}": -1}.get(code[end], 0)
            if depth == 0:
                break
        code = code[:found.start()] + re.sub(r"[^\n]", " ", code[found.start():end + 1]) + code[end + 1:]
    return code


def guards(code):
    """For each line of C, the innermost preprocessor condition it is under (or None)."""
    stack, under = [], []
    for line in code.split("\n"):
        directive = GUARD.match(line)
        if directive:
            kind, rest = directive.group(1), directive.group(2).strip()
            if kind in ("if", "ifdef", "ifndef"):
                stack.append(f"#{kind} {rest}")
            elif kind == "elif" and stack:
                stack[-1] = f"#elif {rest}"
            elif kind == "else" and stack:
                stack[-1] = f"#else of {stack[-1]}"
            elif kind == "endif" and stack:
                stack.pop()
        under.append(stack[-1] if stack else None)
    return under


def sources(root, sqlite_c):
    """The shipped sources: (path as shown, file) for each."""
    found = []
    for folder, suffix in (("core/src", RUST), ("bindings/src", RUST), ("ios/Sources", SWIFT), ("ios/Dhayam", SWIFT)):
        for path in sorted((root / folder).rglob(f"*{suffix}")):
            found.append((str(path.relative_to(root)), path))
    if sqlite_c is not None:
        sqlite_c = Path(sqlite_c)
        found.append((f"{sqlite_c.parent.parent.name}/{sqlite_c.parent.name}/{sqlite_c.name}", sqlite_c))
    return found


def scan(files):
    """API name -> {"category", "first" (file:line), "guard" (C only), "count"} for each API used."""
    used = {}
    for shown, path in files:
        suffix = path.suffix
        code = code_only(path.read_text(encoding="utf-8", errors="replace"))
        if suffix == RUST:
            code = without_test_modules(code)
        starts = [0] + [m.end() for m in re.finditer("\n", code)]
        under = guards(code) if suffix == C else None
        for category, name, languages, pattern in APIS:
            if suffix not in languages:
                continue
            hits = list(re.finditer(pattern, code))
            if not hits:
                continue
            entry = used.setdefault(name, {"category": category, "first": None, "guard": None, "count": 0})
            if entry["first"] is None:
                line = bisect_line(starts, hits[0].start())
                entry["first"] = f"{shown}:{line}"
                entry["guard"] = under[line - 1] if under else None
            entry["count"] += len(hits)
    return used


def bisect_line(starts, offset):
    low, high = 0, len(starts)
    while high - low > 1:
        middle = (low + high) // 2
        if starts[middle] <= offset:
            low = middle
        else:
            high = middle
    return low + 1


def declared(manifest_path):
    """Category -> reasons, as the privacy manifest declares them."""
    manifest = plistlib.loads(Path(manifest_path).read_bytes())
    return {entry.get("NSPrivacyAccessedAPIType"): list(entry.get("NSPrivacyAccessedAPITypeReasons", []))
            for entry in manifest.get("NSPrivacyAccessedAPITypes", [])}


def audit(used, manifest_path):
    """(listing, failures): a line for each API used, with where and what declares it; the API
    name -> its failure, for each one whose category the manifest lacks or gives no approved
    reason."""
    categories = declared(manifest_path)
    listing, failures = [], {}
    for name, entry in sorted(used.items(), key=lambda item: (item[1]["category"], item[0])):
        category = entry["category"]
        reasons = [r for r in categories.get(category, []) if r in APPROVED_REASONS[category]]
        short = category.removeprefix("NSPrivacyAccessedAPICategory")
        guard = f" [{entry['guard']}]" if entry["guard"] else ""
        calls = "use" if entry["count"] == 1 else "uses"
        declared_by = f"{short} {', '.join(reasons)}" if reasons else f"UNDECLARED ({short})"
        listing.append(f"{name}: {entry['first']}{guard}, {entry['count']} {calls} -> {declared_by}")
        if not reasons:
            failures[name] = f"{name} ({entry['first']}) needs {category} with an approved reason in the privacy manifest"
    return listing, failures

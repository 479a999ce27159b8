#!/usr/bin/env python3
"""The main thread never calls the core: only the files that confine the core's handle to its
thread may hold it.

The AppHandle writes the saved game (an fsync) and waits for Hard's decisions, so both phones
call it on one serial worker: Android's core thread (model/CoreThread.kt), through which
model/Launch.kt opens the store and model/AppViewModel.kt makes every call; iOS's core queue
(DhayamModel/CoreQueue.swift), on which DhayamModel/CoreSession.swift holds the handle and
AppModel.swift hands it its calls. Tests on both platforms check at run time that every call
lands there, in order (CoreWorkerTest.kt, CoreQueueTests.swift); this check keeps any other
shell file, a screen or the activity, from naming the handle and calling it where it runs.
The pure functions of the bindings (the board's layout, the look's colours and art) keep
nothing and write nothing, and may be called anywhere.

Prints one line per failure and `threads: N passed, M failed`.
"""

import re
import sys
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ANDROID = ROOT / "android/app/src/main/java/com/dhayam"
IOS = [ROOT / "ios/Sources", ROOT / "ios/Dhayam"]

# The files allowed to name the handle, and what each must show that it keeps it on the worker.
KEEPERS = {
    ANDROID / "model/CoreThread.kt": ["Executors.newSingleThreadExecutor"],
    ANDROID / "model/Launch.kt": ["worker: CoroutineDispatcher = coreThread", "runBlocking(worker)"],
    ANDROID / "model/AppViewModel.kt": ["worker: CoroutineDispatcher = coreThread", "launch(worker)"],
    ROOT / "ios/Sources/DhayamModel/CoreQueue.swift": ["DispatchQueue(label:"],
    ROOT / "ios/Sources/DhayamModel/CoreSession.swift": ["@unchecked Sendable"],
    ROOT / "ios/Sources/DhayamModel/AppModel.swift": ["queue: any CoreQueue = CoreThread()", "queue.run("],
}
# The core's handle, by any of its names in the bindings.
HANDLE = re.compile(r"\bAppHandle(?:Interface|Protocol)?\b")
# Comments: a file may talk about the handle.
COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.DOTALL | re.MULTILINE)


def holders(files):
    """The files in `files` (path, text) that name the handle outside comments."""
    return [path for path, text in files if HANDLE.search(COMMENT.sub("", text))]


def sources():
    """Every shipped Kotlin and Swift file of the two shells, with its text."""
    paths = [*ANDROID.rglob("*.kt")] + [p for root in IOS for p in root.rglob("*.swift")]
    return [(path, path.read_text(encoding="utf-8")) for path in paths]


TALLY = Tally("threads")
check = TALLY.check

for path in holders(sources()):
    check(path in KEEPERS, f"{path.relative_to(ROOT)} holds the core's handle outside its worker")
for path, marks in KEEPERS.items():
    name = path.relative_to(ROOT)
    if not check(path.exists(), f"{name} is missing"):
        continue
    text = path.read_text(encoding="utf-8")
    for mark in marks:
        check(mark in text, f"{name} no longer keeps the core on its worker ({mark})")

# The check itself: a screen that calls the handle is found; one that only mentions it is not.
screen = ANDROID / "ui/game/GameScreen.kt"
check(
    holders([(screen, "fun roll(app: AppHandleInterface) = app.intent(AppIntent.Game(Intent.Roll))")]) == [screen],
    "a screen calling the handle is not found",
)
check(holders([(screen, "// the AppHandle is the view model's")]) == [], "a comment is taken for a call")

TALLY.finish()

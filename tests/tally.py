"""The pass/fail count the Python checks share (tests/strings, tests/look, tests/store): a line
for each failure, and the closing `NAME: N passed, M failed` every suite of the test command
prints."""

import sys


class Tally:
    """Checks counted for the suite `name`; a failure is printed as `name: <prefix><message>`."""

    def __init__(self, name, prefix=""):
        self.name = name
        self.prefix = prefix
        self.passed = 0
        self.failed = 0

    def check(self, ok, message):
        """Count `ok`; print `message` when it is false. Returns `ok`."""
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"{self.name}: {self.prefix}{message}")
        return ok

    def finish(self):
        """Print the closing line and exit, 1 if any check failed."""
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)

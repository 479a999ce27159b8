#!/usr/bin/env bash
# The committed sound effects are exactly what scripts/sounds.py makes, and each is a WAV the
# shells can play: regenerates them (twice, so a non-deterministic change shows up here too) into
# a temporary folder, compares every byte with the committed Android and iOS copies, and checks
# each file's format, length, peak level and silent ends.
# Last line: "sounds: N passed, M failed"; exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

android=android/app/src/main/res/raw
ios=ios/Dhayam/Resources/Sounds
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

generated=1
for run in 1 2; do
  out="$tmp/run$run"
  if ! python3 scripts/sounds.py --android "$out/android" --ios "$out/ios" >/dev/null; then
    fail "scripts/sounds.py (run $run) exited with an error"
    generated=0
  fi
done

# name  shortest and longest length in seconds
expected="roll 0.35 0.55
move 0.08 0.18
cut 0.25 0.45
home 0.45 0.80
win 1.00 1.40"

while read -r name shortest longest; do
  file="$name.wav"
  if [ "$generated" = 1 ]; then
    cmp -s "$tmp/run1/android/$file" "$tmp/run2/android/$file" \
      && pass || fail "$file: two runs of scripts/sounds.py gave different bytes"
    cmp -s "$tmp/run1/android/$file" "$tmp/run1/ios/$file" \
      && pass || fail "$file: the Android and iOS outputs differ"
    cmp -s "$tmp/run1/android/$file" "$android/$file" \
      && pass || fail "$android/$file: missing or not what scripts/sounds.py makes (run it)"
    cmp -s "$tmp/run1/ios/$file" "$ios/$file" \
      && pass || fail "$ios/$file: missing or not what scripts/sounds.py makes (run it)"
  fi
  for path in "$android/$file" "$ios/$file"; do
    if problem="$(python3 - "$path" "$shortest" "$longest" <<'EOF'
import math, struct, sys, wave

def bad(reason):
    print(reason)
    sys.exit(1)

path, shortest, longest = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
try:
    with wave.open(path, "rb") as w:
        fmt = (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype())
        frames = w.readframes(w.getnframes())
except (OSError, EOFError, wave.Error) as e:
    bad("not a readable WAV: %s" % e)
if fmt != (1, 2, 44100, "NONE"):
    bad("format %s, expected mono 16-bit 44100 Hz PCM" % (fmt,))
samples = struct.unpack("<%dh" % (len(frames) // 2), frames)
seconds = len(samples) / 44100
if not shortest <= seconds <= longest:
    bad("%.3f s long, expected %.2f to %.2f s" % (seconds, shortest, longest))
peak = 20 * math.log10(max(max(abs(s) for s in samples), 1) / 32768)
if not -4.0 <= peak <= -2.0:
    bad("peak %.2f dBFS, expected about -3 dBFS" % peak)
# Starting or stopping away from zero is an audible click.
ends = max(abs(s) for s in samples[:8] + samples[-8:])
if ends > 100:
    bad("does not start and end in silence (|sample| up to %d)" % ends)
EOF
    )"; then
      pass
    else
      fail "$path: $problem"
    fi
  done
done <<<"$expected"

echo "sounds: $passed passed, $failed failed"
[ "$failed" = 0 ]

#!/usr/bin/env python3
"""The app's five sound effects, synthesised from nothing.

Owns `roll`, `move`, `cut`, `home` and `win`: short mono 16-bit 44.1 kHz WAV files written to
android/app/src/main/res/raw/ and the same bytes to ios/Dhayam/Resources/Sounds/. They are made
here rather than recorded or downloaded so that there is nothing to fetch and nothing to license,
and so a sound can be changed by editing a number and running this script again.

The sounds are built the way the real things ring:
- a stick knock is a few damped modes of a wooden bar (frequency ratios 1 : 2.76 : 5.40 : 8.93,
  upper modes dying faster) started by a few milliseconds of band-passed noise, the contact;
- `roll` is two such sticks of different pitch bouncing on a cloth over a soft cloth rustle;
- `move` is one soft, dull knock; `cut` is a sharp double knock with a falling tone;
- `home` and `win` are bells: sums of inharmonic partials, each decaying exponentially.

The output is byte-identical on every run and on any machine with IEEE-754 doubles: the only
randomness is a `random.Random` with a fixed seed, and sines and exponentials are computed here
with + - * / only (no platform maths library), so no last-bit difference can change a sample.
tests/assets/test_sounds.sh regenerates the files and fails if a committed one differs.

Usage: scripts/sounds.py [--android DIR] [--ios DIR]
(defaults: the two resource folders of this repository).
"""

import argparse
import os
import random
import struct

RATE = 44100
PEAK = 0.7079457843841379  # -3 dBFS: 10 ** (-3 / 20)
FULL_SCALE = 32767
PI = 3.141592653589793
TWO_PI = 6.283185307179586
LN2 = 0.6931471805599453

# Free-free wooden bar: mode frequency ratios, relative loudness, relative ring time.
WOOD_MODES = ((1.0, 1.0, 1.0), (2.756, 0.55, 0.55), (5.404, 0.28, 0.32), (8.933, 0.12, 0.2))


# ---- arithmetic that gives the same bits everywhere ----


def _sin(x):
    """sin(x) by range reduction and a Taylor series (only + - * /)."""
    x -= TWO_PI * round(x / TWO_PI)
    if x > PI / 2:
        x = PI - x
    elif x < -PI / 2:
        x = -PI - x
    term, total, x2, n = x, x, x * x, 1
    while n < 25:
        term *= -x2 / ((n + 1) * (n + 2))
        total += term
        n += 2
    return total


def _cos(x):
    return _sin(x + PI / 2)


def _exp(x):
    """e**x by splitting off a power of two and a Taylor series (only + - * /)."""
    k = round(x / LN2)
    r = x - k * LN2
    term, total = 1.0, 1.0
    for n in range(1, 22):
        term *= r / n
        total += term
    return total * 2.0**k


def _seconds(t):
    return int(round(t * RATE))


# ---- building blocks (all add into a list of floats) ----


def add_mode(buf, start, freq, amp, tau, attack=0.0):
    """A sine that starts at time `start`, rises over `attack` seconds and decays with time
    constant `tau`; computed as a rotating, shrinking phasor, stopped once it is inaudible."""
    w = TWO_PI * freq / RATE
    d = _exp(-1.0 / (tau * RATE))
    c, s = d * _cos(w), d * _sin(w)
    re, im = 1.0, 0.0
    first = _seconds(start)
    ramp = max(1, _seconds(attack))
    level = 1.0
    for i in range(first, len(buf)):
        n = i - first
        gain = amp if n >= ramp else amp * n / ramp
        buf[i] += gain * im
        re, im = re * c - im * s, re * s + im * c
        level *= d
        if level < 1e-5:
            break


def add_glide(buf, start, f_from, f_to, dur, amp, tau, attack, harmonics=((1, 1.0),)):
    """A tone whose pitch falls (or rises) exponentially from f_from to f_to over `dur`."""
    first, count = _seconds(start), _seconds(dur)
    ratio_step = _exp((_log_ratio(f_to / f_from)) / count)
    d = _exp(-1.0 / (tau * RATE))
    ramp = max(1, _seconds(attack))
    freq, phase, level = f_from, 0.0, 1.0
    for n in range(min(count, len(buf) - first)):
        gain = level * (1.0 if n >= ramp else n / ramp)
        # The last tenth fades to zero so the glide never stops on a step.
        tail = (count - n) / (count * 0.1)
        if tail < 1.0:
            gain *= tail
        buf[first + n] += amp * gain * sum(h_amp * _sin(h * phase) for h, h_amp in harmonics)
        phase += TWO_PI * freq / RATE
        freq *= ratio_step
        level *= d


def _log_ratio(x):
    """ln(x) for x > 0 by Newton's method on _exp (only + - * /)."""
    y = 0.0
    for _ in range(60):
        e = _exp(y)
        step = 2.0 * (x - e) / (x + e)
        y += step
        if abs(step) < 1e-15:
            break
    return y


class BandPass:
    """An RBJ band-pass biquad (0 dB peak), used to colour noise."""

    def __init__(self, centre, q):
        w = TWO_PI * centre / RATE
        alpha = _sin(w) / (2 * q)
        a0 = 1 + alpha
        self.b0, self.b2 = alpha / a0, -alpha / a0
        self.a1, self.a2 = -2 * _cos(w) / a0, (1 - alpha) / a0
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0

    def __call__(self, x):
        y = self.b0 * x + self.b2 * self.x2 - self.a1 * self.y1 - self.a2 * self.y2
        self.x2, self.x1, self.y2, self.y1 = self.x1, x, self.y1, y
        return y


def add_noise(buf, rng, start, dur, amp, centre, q, attack, tau):
    """Band-passed white noise under an attack-then-exponential-decay envelope."""
    first, count = _seconds(start), _seconds(dur)
    flt = BandPass(centre, q)
    d = _exp(-1.0 / (tau * RATE))
    ramp = max(1, _seconds(attack))
    level = 1.0
    for n in range(min(count, len(buf) - first)):
        gain = level * (1.0 if n >= ramp else n / ramp)
        tail = (count - n) / (count * 0.2)
        if tail < 1.0:
            gain *= tail
        buf[first + n] += amp * gain * flt(rng.random() * 2.0 - 1.0)
        if n >= ramp:
            level *= d


def knock(buf, rng, start, pitch, amp, ring=0.03, brightness=1.0, contact=3000.0):
    """A stick striking a surface: damped wooden-bar modes plus a short contact click.
    `brightness` scales the upper modes and the click; `ring` is the fundamental's decay time."""
    for ratio, loud, life in WOOD_MODES:
        level = loud if ratio == 1.0 else loud * brightness
        if pitch * ratio < RATE * 0.42:
            add_mode(buf, start, pitch * ratio, amp * level * 0.6, ring * life, attack=0.0004)
    add_noise(buf, rng, start, 0.012, amp * 1.4 * brightness, contact, 1.2, 0.0003, 0.0018)


def bell(buf, start, pitch, amp, ring, partials, attack=0.002):
    """A struck bell: inharmonic partials (ratio, loudness, relative ring time)."""
    for ratio, loud, life in partials:
        if pitch * ratio < RATE * 0.42:
            add_mode(buf, start, pitch * ratio, amp * loud, ring * life, attack)


# A warm bell: a hum an octave down, a slightly beating fundamental, soft upper partials.
WARM_BELL = (
    (0.5, 0.22, 1.3),
    (1.0, 0.8, 1.0),
    (1.003, 0.2, 0.9),
    (2.0, 0.3, 0.55),
    (2.76, 0.16, 0.35),
    (4.07, 0.06, 0.22),
)
# A bright bell: strong upper partials, a quick glassy shimmer.
BRIGHT_BELL = (
    (1.0, 0.75, 1.0),
    (2.0, 0.35, 0.6),
    (2.76, 0.32, 0.4),
    (3.98, 0.14, 0.3),
    (5.40, 0.1, 0.2),
)


# ---- the five sounds ----


def roll(rng):
    buf = [0.0] * _seconds(0.45)
    # The cloth rustle as the sticks land and slide.
    add_noise(buf, rng, 0.0, 0.38, 0.03, 900.0, 0.6, 0.03, 0.1)
    # Two sticks of slightly different pitch, each bouncing lower and sooner.
    stick_a, stick_b = 690.0, 860.0
    bounces = (
        (0.004, stick_a, 1.0),
        (0.027, stick_b, 0.85),
        (0.098, stick_a, 0.55),
        (0.141, stick_b, 0.5),
        (0.182, stick_a, 0.32),
        (0.215, stick_b, 0.3),
        (0.247, stick_a, 0.17),
        (0.268, stick_b, 0.15),
        (0.292, stick_a, 0.08),
    )
    for start, pitch, amp in bounces:
        wobble = 1.0 + (rng.random() - 0.5) * 0.04  # each strike hits a different spot
        knock(buf, rng, start, pitch * wobble, amp, ring=0.028, brightness=0.8, contact=2600.0)
    # The first landing thumps the cloth.
    add_mode(buf, 0.004, 150.0, 0.35, 0.02, attack=0.001)
    return buf


def move(rng):
    buf = [0.0] * _seconds(0.12)
    knock(buf, rng, 0.003, 520.0, 0.8, ring=0.022, brightness=0.35, contact=1500.0)
    add_mode(buf, 0.003, 190.0, 0.3, 0.018, attack=0.0015)
    return buf


def cut(rng):
    buf = [0.0] * _seconds(0.35)
    knock(buf, rng, 0.003, 940.0, 1.0, ring=0.03, brightness=1.3, contact=4200.0)
    knock(buf, rng, 0.068, 1040.0, 0.95, ring=0.035, brightness=1.4, contact=4600.0)
    add_glide(buf, 0.07, 880.0, 210.0, 0.26, 0.45, 0.11, 0.004, harmonics=((1, 1.0), (2, 0.3)))
    return buf


def home(rng):
    buf = [0.0] * _seconds(0.6)
    bell(buf, 0.003, 783.99, 0.8, 0.3, WARM_BELL)  # G5
    bell(buf, 0.15, 1046.50, 1.0, 0.32, WARM_BELL)  # C6, up a fourth: arrived
    return buf


def win(rng):
    buf = [0.0] * _seconds(1.2)
    notes = ((0.003, 1046.50), (0.10, 1318.51), (0.20, 1567.98), (0.30, 2093.00))  # C E G C
    for start, pitch in notes:
        bell(buf, start, pitch, 0.7, 0.22, BRIGHT_BELL)
    # The last chord rings on.
    bell(buf, 0.42, 2093.00, 0.7, 0.4, BRIGHT_BELL)
    bell(buf, 0.42, 1567.98, 0.45, 0.4, BRIGHT_BELL)
    bell(buf, 0.42, 1046.50, 0.35, 0.45, WARM_BELL)
    return buf


SOUNDS = {"roll": roll, "move": move, "cut": cut, "home": home, "win": win}
SEEDS = {"roll": 1101, "move": 1102, "cut": 1103, "home": 1104, "win": 1105}
FADE_IN = 0.002
FADE_OUT = {"roll": 0.06, "move": 0.03, "cut": 0.05, "home": 0.2, "win": 0.3}


# ---- finishing and writing ----


def finish(buf, fade_out):
    """Remove DC, raised-cosine fades at both ends (no clicks), then scale the peak to -3 dBFS."""
    # A one-pole DC blocker (about 30 Hz): a short low mode's lopsided first swing leaves an
    # offset that would make a speaker thump.
    x1 = y1 = 0.0
    for n, x in enumerate(buf):
        y1 = x - x1 + 0.9957 * y1
        x1, buf[n] = x, y1
    n_in, n_out, total = _seconds(FADE_IN), _seconds(fade_out), len(buf)
    for n in range(n_in):
        buf[n] *= 0.5 - 0.5 * _cos(PI * n / n_in)
    for n in range(n_out):
        buf[total - 1 - n] *= 0.5 - 0.5 * _cos(PI * n / n_out)
    peak = max(abs(x) for x in buf)
    scale = PEAK * FULL_SCALE / peak
    return [int(round(x * scale)) for x in buf]


def wav_bytes(samples):
    """The complete WAV file (44-byte header + little-endian PCM)."""
    data = struct.pack("<%dh" % len(samples), *samples)
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF", 36 + len(data), b"WAVE",
        b"fmt ", 16, 1, 1, RATE, RATE * 2, 2, 16,
        b"data", len(data),
    )
    return header + data


def render(name):
    rng = random.Random(SEEDS[name])
    return wav_bytes(finish(SOUNDS[name](rng), FADE_OUT[name]))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--android", default=os.path.join(root, "android/app/src/main/res/raw"))
    parser.add_argument("--ios", default=os.path.join(root, "ios/Dhayam/Resources/Sounds"))
    args = parser.parse_args()
    for folder in (args.android, args.ios):
        os.makedirs(folder, exist_ok=True)
    for name in SOUNDS:
        data = render(name)
        for folder in (args.android, args.ios):
            with open(os.path.join(folder, name + ".wav"), "wb") as f:
                f.write(data)
        print("%s.wav  %.3f s  %d bytes" % (name, (len(data) - 44) / 2 / RATE, len(data)))


if __name__ == "__main__":
    main()

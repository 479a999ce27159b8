#!/usr/bin/env python3
"""Prints the median of each criterion benchmark (median.point_estimate in its estimates.json,
with the 95% interval), and games a second for the random_game groups: the figures
docs/BENCHMARKS.md records. Criterion's printed middle figure is the mean's estimate instead.

    python3 scripts/criterion_medians.py 'random_game*/*' 'legal_moves/*/*' 'store_*/*/*'
"""
import glob
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "target", "criterion")


def shown(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.1f} ns"


for pattern in sys.argv[1:] or ["*/*"]:
    for path in sorted(glob.glob(os.path.join(ROOT, pattern, "new", "estimates.json"))):
        with open(path, encoding="utf-8") as file:
            median = json.load(file)["median"]
        name = os.path.relpath(os.path.dirname(os.path.dirname(path)), ROOT)
        point = median["point_estimate"]
        low = median["confidence_interval"]["lower_bound"]
        high = median["confidence_interval"]["upper_bound"]
        games = f" = {1e9 / point:,.0f} games/s" if "random_game" in name else ""
        print(f"{name}: median {shown(point)} [{shown(low)}, {shown(high)}]{games}")

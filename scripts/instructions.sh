#!/usr/bin/env bash
# Counts the engine's instructions with valgrind's callgrind and fails if any figure has grown by
# more than 10% over the one recorded in scripts/instructions-recorded.txt.
#
# The workload is core/examples/instructions.rs: seeded random games (seeds 1 to N) played to the
# end, or new games; only its `measured_region` is counted (--toggle-collect), and the count is
# divided by the actions (rolls and moves) or new games the example reports. Instruction counts
# don't depend on the machine's load, so the check is steady on a shared machine.
#
#   scripts/instructions.sh            check against the recorded figures
#   scripts/instructions.sh --record   measure and write the recorded figures anew
set -euo pipefail
cd "$(dirname "$0")/.."

recorded=scripts/instructions-recorded.txt
record=no
if [ "${1:-}" = "--record" ]; then record=yes; fi

if ! command -v valgrind >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  # The test command prepares other toolchains alongside, which may hold apt's lock: wait for it.
  wait_lock=(-o DPkg::Lock::Timeout=600)
  $sudo apt-get "${wait_lock[@]}" update -qq
  $sudo apt-get "${wait_lock[@]}" install -y -qq valgrind >/dev/null
fi

# The workspace's release build with its tests' dependencies, as the test command's Rust step makes
# it: after that step nothing is compiled again but the example.
cargo build --release --locked -q --workspace --exclude uniffi-bindgen --example instructions
example=target/release/examples/instructions
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# case path count: the workloads counted, and how many games each plays (or starts).
workloads=(
  "thayam_2 play_out 200"
  "traditional_12 play_out 50"
  "traditional_12 public 50"
  "thayam_2 new_game 200"
  "traditional_12 new_game 200"
)

measured=()
for workload in "${workloads[@]}"; do
  read -r case path count <<<"$workload"
  units=$(valgrind --tool=callgrind --callgrind-out-file="$out/$case.$path" \
    --toggle-collect='*measured_region*' "$example" "$case" "$path" "$count" 2>"$out/log")
  total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out/$case.$path")
  per=$(awk -v t="$total" -v u="$units" 'BEGIN { printf "%.1f", t / u }')
  unit=action
  if [ "$path" = new_game ]; then unit="new game"; fi
  echo "instructions: $case $path: $per per $unit ($total over $units, $count games)"
  measured+=("$case $path $per")
done

if [ "$record" = yes ]; then
  {
    echo "# Instructions per action (per new game for new_game), counted by scripts/instructions.sh;"
    echo "# the check fails if a figure grows by more than 10%. Rewrite with --record."
    printf '%s\n' "${measured[@]}"
  } >"$recorded"
  echo "instructions: recorded in $recorded"
  exit 0
fi

passed=0
failed=0
for line in "${measured[@]}"; do
  read -r case path per <<<"$line"
  was=$(awk -v c="$case" -v p="$path" '$1 == c && $2 == p { print $3 }' "$recorded")
  if [ -z "$was" ]; then
    echo "instructions: $case $path has no recorded figure in $recorded" >&2
    failed=$((failed + 1))
  elif awk -v now="$per" -v was="$was" 'BEGIN { exit !(now > was * 1.10) }'; then
    echo "instructions: $case $path grew from $was to $per (more than 10%)" >&2
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done
# One line for the check, as every suite prints.
echo "instructions: $passed passed, $failed failed"
if [ "$failed" -ne 0 ]; then exit 1; fi

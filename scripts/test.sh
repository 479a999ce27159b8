#!/usr/bin/env bash
# Runs every test of the project, installing what it needs first (idempotent; downloads are
# cached by cargo under ~/.cargo). Fails on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust 1.95 or newer (https://rustup.rs) and run again" >&2
  exit 1
fi
for component in rustfmt clippy; do
  if ! cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1; then
    rustup component add "$component"
  fi
done

echo "== formatting"
cargo fmt --all -- --check
echo "== lints"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== Rust tests (release: the property tests play thousands of games)"
cargo test --workspace --all-targets --release --locked

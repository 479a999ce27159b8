//! How much the statistical and whole-game tests play, set by one environment variable:
//!
//! - `DHAYAM_TEST_SIZE=small`, or unset: the size of `cargo test`, the inner loop. Every test
//!   runs and asserts, on a sample a tenth or so of the full one, and the statistical tests
//!   widen their tolerances with the smaller sample (the tolerance is worked out from the
//!   sample size, never dropped).
//! - `DHAYAM_TEST_SIZE=full`: the size `scripts/test.sh` runs, in release: tens of thousands of
//!   games, a saving process killed 200 times.
//!
//! Any other value stops the test that reads it, so a misspelt size never passes quietly at
//! the small one. The property tests take their case counts from [`cases`], which gives way to
//! proptest's own `PROPTEST_CASES` where that is set.
//!
//! The terminal's and the bindings' tests play a few games each and need no size.

use std::sync::OnceLock;

/// The environment variable that sets the size.
const VARIABLE: &str = "DHAYAM_TEST_SIZE";

/// How much the statistical and whole-game tests play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Size {
    /// Enough to exercise every path and catch a gross error, quickly in debug.
    Small,
    /// The full samples, whose tolerances are tight.
    Full,
}

/// The size the tests run at, read from [`VARIABLE`] once.
#[must_use]
#[allow(clippy::panic)] // a misspelt size stops the test, naming the variable
fn size() -> Size {
    static SIZE: OnceLock<Size> = OnceLock::new();
    *SIZE.get_or_init(|| {
        let value = std::env::var_os(VARIABLE).unwrap_or_default();
        match value.to_str() {
            Some("" | "small") => Size::Small,
            Some("full") => Size::Full,
            _ => panic!("{VARIABLE} is `small` or `full` (or unset for small), not {value:?}"),
        }
    })
}

/// `small` at the small size, `full` at the full size.
#[must_use]
pub fn pick<T>(small: T, full: T) -> T {
    match size() {
        Size::Small => small,
        Size::Full => full,
    }
}

/// A property test's case count: `PROPTEST_CASES` where that is set, else `small` or `full` by
/// the size.
#[must_use]
pub fn cases(small: u32, full: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or_else(|| pick(small, full))
}

//! The sequential probability ratio test that judges a change to a computer player, as chess
//! engines judge theirs (Stockfish's fishtest): the two players meet in pairs of games with the
//! same sticks and the seats swapped, and after each pair the log-likelihood ratio of "the
//! first player is `elo1` stronger" against "it is `elo0` stronger" says whether the evidence
//! has decided.
//!
//! The model is fishtest's pentanomial one in logistic Elo. A pair's score for the first player
//! is 0, ½, 1, 1½ or 2 (a draw counting half), counted in five bins ([`Pentanomial`]); as a
//! share of the pair's two games, 0, ¼, ½, ¾ or 1. Over N pairs, with μ̂ and σ̂² the mean and
//! variance of those shares and μ0, μ1 the expected score at `elo0` and `elo1`
//! (1 / (1 + 10^(−elo/400))), the generalised SPRT's log-likelihood ratio in its normal
//! approximation is
//!
//! ```text
//! LLR = N (μ1 − μ0) (2μ̂ − μ0 − μ1) / (2σ̂²)
//! ```
//!
//! An empty bin counts 0.001 pairs, as in fishtest, so that the variance is never zero. The test
//! stops when the LLR leaves [ln(β/(1−α)), ln((1−β)/α)]: above it H1 is accepted (the first
//! player is `elo1` stronger rather than `elo0`), below it H0.
//!
//! Fishtest looks at the LLR after batches of games; this harness looks after every pair, so it
//! waits for [`FIRST_LOOK`] pairs first. Before that the variance rests on a handful of pairs,
//! and a test free to stop on the first of them accepts a hypothesis by luck far more often than
//! α or β allow: simulated on pair scores like this game's (two pairs in five split, the rest
//! won or lost together), a 0,10 test of two equal players accepted H1 in a third of runs when
//! it could stop after any pair, and in 3.5% when it waited for ten.

use std::fmt;

/// Pairs played before the test may stop (see the module's comment).
pub const FIRST_LOOK: u32 = 10;

/// The normal distribution's 97.5th percentile: a 95% interval is the mean ± this many
/// standard errors.
const Z95: f64 = 1.959_963_984_540_054;

/// What an empty bin counts as, so that a variance is never zero (fishtest's regularisation).
const EMPTY_BIN: f64 = 1e-3;

/// A test's hypotheses and its error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// H0: the first player is this many logistic Elo stronger.
    pub elo0: f64,
    /// H1: the first player is this many logistic Elo stronger; above `elo0`.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What a test has decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR rose above its upper bound: the first player is `elo1` stronger rather than
    /// `elo0`.
    H1,
    /// The LLR fell below its lower bound: `elo0` rather than `elo1`.
    H0,
    /// Neither yet.
    Undecided,
}

impl Sprt {
    /// A test of `elo0` against `elo1` with error rates `alpha` and `beta`.
    ///
    /// # Errors
    /// The Elo bounds are not finite or not in increasing order, or an error rate is not
    /// between 0 and 1 with the two summing to less than 1 (else the bounds would not enclose 0).
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Self, String> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(format!(
                "the SPRT's Elo bounds must be two numbers, the first below the second, not \
                 {elo0} and {elo1}"
            ));
        }
        if !(alpha > 0.0 && beta > 0.0 && alpha + beta < 1.0) {
            return Err(format!(
                "alpha and beta must be above 0 and sum to less than 1, not {alpha} and {beta}"
            ));
        }
        Ok(Self {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The LLR's lower and upper bounds: ln(β/(1−α)) and ln((1−β)/α).
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 over `pairs` (see the module's comment).
    #[must_use]
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        let (n, mean, variance) = pairs.moments();
        let (mu0, mu1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (mu1 - mu0) * (2.0 * mean - mu0 - mu1) / (2.0 * variance)
    }

    /// What the test says after `pairs`: a hypothesis once the LLR has left its bounds, from
    /// the [`FIRST_LOOK`]th pair on.
    #[must_use]
    pub fn verdict(&self, pairs: &Pentanomial) -> Verdict {
        if pairs.pairs() < FIRST_LOOK {
            return Verdict::Undecided;
        }
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr > upper {
            Verdict::H1
        } else if llr < lower {
            Verdict::H0
        } else {
            Verdict::Undecided
        }
    }
}

/// The pairs of games played, binned by the first player's score in the pair: 0, ½, 1, 1½ and
/// 2 (lost both; lost one and drew one; drew both, or won one and lost one; won one and drew
/// one; won both).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Count a pair in which the first player scored `halves` half-games (0 to 4).
    pub fn add(&mut self, halves: usize) {
        if let Some(bin) = self.0.get_mut(halves) {
            *bin += 1;
        }
    }

    /// Pairs counted.
    #[must_use]
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The first player's score as a share of the games, with its 95% interval (the normal
    /// approximation over the pairs, as fishtest's).
    #[must_use]
    pub fn score(&self) -> (f64, f64, f64) {
        let (n, mean, variance) = self.moments();
        let half = Z95 * (variance / n).sqrt();
        (mean, mean - half, mean + half)
    }

    /// The Elo difference the score implies, with the 95% interval the score's gives.
    #[must_use]
    pub fn elo(&self) -> (f64, f64, f64) {
        let (score, low, high) = self.score();
        (elo(score), elo(low), elo(high))
    }

    /// The pairs (empty bins counting [`EMPTY_BIN`]), and the mean and variance of their scores
    /// as shares of a pair's games.
    fn moments(&self) -> (f64, f64, f64) {
        let counts = self.0.map(|count| {
            if count == 0 {
                EMPTY_BIN
            } else {
                f64::from(count)
            }
        });
        let n: f64 = counts.iter().sum();
        let share = |bin: usize| bin as f64 / 4.0;
        let mean = counts
            .iter()
            .enumerate()
            .map(|(bin, count)| count * share(bin))
            .sum::<f64>()
            / n;
        let variance = counts
            .iter()
            .enumerate()
            .map(|(bin, count)| count * (share(bin) - mean).powi(2))
            .sum::<f64>()
            / n;
        (n, mean, variance)
    }
}

/// The score a player `elo` logistic Elo stronger expects: 1 / (1 + 10^(−elo/400)).
#[must_use]
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference a score implies, the score held within 0.001 of 0 and 1 (as
/// fishtest's) so that a clean sweep still has a number.
#[must_use]
pub fn elo(score: f64) -> f64 {
    let score = score.clamp(EMPTY_BIN, 1.0 - EMPTY_BIN);
    // Plus zero: an even score is 0 Elo, never −0.
    -400.0 * (1.0 / score - 1.0).log10() + 0.0
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::H1 => "H1 accepted",
            Self::H0 => "H0 accepted",
            Self::Undecided => "undecided",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Close enough for numbers worked out by hand to many places.
    fn assert_near(actual: f64, expected: f64, tolerance: f64) {
        assert!(
            (actual - expected).abs() <= tolerance,
            "{actual} is not within {tolerance} of {expected}"
        );
    }

    /// 400·log10(3): the Elo at which the expected score is ¾.
    fn three_quarters() -> f64 {
        400.0 * 3f64.log10()
    }

    #[test]
    fn the_bounds_at_five_percent_are_ln_of_one_in_nineteen_either_way() {
        let test = Sprt::new(0.0, 10.0, 0.05, 0.05).expect("a valid test");
        let (lower, upper) = test.bounds();
        assert_near(lower, -(19f64.ln()), 1e-12);
        assert_near(upper, 19f64.ln(), 1e-12);
        assert_near(upper, 2.944_438_979_166_44, 1e-12);
    }

    #[test]
    fn the_expected_score_is_logistic_in_elo() {
        assert_near(expected_score(0.0), 0.5, 1e-15);
        assert_near(expected_score(400.0), 10.0 / 11.0, 1e-15);
        assert_near(expected_score(-400.0), 1.0 / 11.0, 1e-15);
        assert_near(expected_score(three_quarters()), 0.75, 1e-12);
        assert_near(elo(0.75), three_quarters(), 1e-9);
        assert_near(elo(0.5), 0.0, 1e-12);
    }

    #[test]
    fn the_llr_of_hand_worked_pairs() {
        // μ0 = ½, μ1 = ¾. Pairs 1, 2, 4, 2, 1: μ̂ = ½, σ̂² = (2·(½)² + 4·(¼)²) / 10 = 0.075, so
        // LLR = 10 · ¼ · (1 − 1¼) / 0.15 = −25/6.
        let test = Sprt::new(0.0, three_quarters(), 0.05, 0.05).expect("a valid test");
        assert_near(test.llr(&Pentanomial([1, 2, 4, 2, 1])), -25.0 / 6.0, 1e-9);
        // Pairs 1, 1, 1, 1, 6: μ̂ = ¾, σ̂² = 1.25/10 = ⅛, so LLR = 10 · ¼ · (1½ − 1¼) / ¼ = 2.5.
        assert_near(test.llr(&Pentanomial([1, 1, 1, 1, 6])), 2.5, 1e-9);
    }

    #[test]
    fn the_llr_matches_fishtests_formula_on_its_own_example() {
        // The pentanomial of fishtest's stat_util.py example, tested at elo0 −3 and elo1 1.
        // Its normal approximation (LLRcalc.LLR_alt2, N times it, over regularised results)
        // gives 2.131244870704829; its exact maximum-likelihood LLR (LLR_logistic)
        // 2.131067811785043, which the approximation follows to a ten-thousandth.
        let test = Sprt::new(-3.0, 1.0, 0.05, 0.05).expect("a valid test");
        let pairs = Pentanomial([10789, 19328, 33806, 19402, 10543]);
        let llr = test.llr(&pairs);
        assert_near(llr, 2.131_244_870_704_829, 1e-9);
        assert_near(llr, 2.131_067_811_785_043, 2e-4);
        assert_eq!(test.verdict(&pairs), Verdict::Undecided);
        // Its score and Elo, worked out the same way: 49.89%, −0.77 Elo (−2.05 to 0.50).
        let (score, ..) = pairs.score();
        assert_near(score, 0.498_886_734_563_429_5, 1e-12);
        let (elo, low, high) = pairs.elo();
        assert_near(elo, -0.773_577_335_916_619, 1e-9);
        assert_near(low, -2.051_167_691_664_677, 1e-9);
        assert_near(high, 0.503_992_099_791_289_2, 1e-9);
    }

    #[test]
    fn the_score_interval_is_the_pairs_standard_error_either_side() {
        // Pairs 1, 1, 1, 1, 6: ¾ ± 1.96 · √(⅛ / 10).
        let (score, low, high) = Pentanomial([1, 1, 1, 1, 6]).score();
        assert_near(score, 0.75, 1e-12);
        assert_near(high - score, Z95 * (0.125f64 / 10.0).sqrt(), 1e-12);
        assert_near(score - low, high - score, 1e-12);
        assert_near(low, 0.530_869_364_855_854_7, 1e-12);
        let (elo, low, high) = Pentanomial([1, 1, 1, 1, 6]).elo();
        assert_near(elo, three_quarters(), 1e-9);
        assert_near(low, 21.477_547_946_617_56, 1e-9);
        assert_near(high, 598.741_851_353_264_5, 1e-9);
    }

    #[test]
    fn empty_bins_count_a_thousandth_so_a_run_of_split_pairs_has_a_ratio() {
        // Five split pairs: without the thousandths the variance would be zero.
        let test = Sprt::new(0.0, 10.0, 0.05, 0.05).expect("a valid test");
        let split = Pentanomial([0, 0, 5, 0, 0]);
        assert_near(test.llr(&split), -4.146_447_728_196_199, 1e-9);
    }

    #[test]
    fn the_test_stops_only_outside_its_bounds_and_not_before_its_first_look() {
        let test = Sprt::new(0.0, three_quarters(), 0.05, 0.05).expect("a valid test");
        // −25/6 is below −2.94, but only 10 pairs decide.
        assert_eq!(test.verdict(&Pentanomial([1, 2, 4, 2, 1])), Verdict::H0);
        assert_eq!(
            test.verdict(&Pentanomial([1, 2, 3, 2, 1])),
            Verdict::Undecided
        );
        // 2.5 is inside the bounds.
        assert_eq!(
            test.verdict(&Pentanomial([1, 1, 1, 1, 6])),
            Verdict::Undecided
        );
        // Doubling every bin doubles the LLR: 5 is above 2.94.
        assert_eq!(test.verdict(&Pentanomial([2, 2, 2, 2, 12])), Verdict::H1);
    }

    #[test]
    fn a_test_needs_ordered_bounds_and_error_rates_that_leave_room() {
        assert!(Sprt::new(10.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(f64::NAN, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 10.0, 0.0, 0.05).is_err());
        assert!(Sprt::new(0.0, 10.0, 0.5, 0.5).is_err());
        assert!(Sprt::new(-10.0, 0.0, 0.1, 0.2).is_ok());
    }

    #[test]
    fn a_pair_is_binned_by_its_half_games() {
        let mut pairs = Pentanomial::default();
        for halves in [0, 2, 2, 4, 3, 1] {
            pairs.add(halves);
        }
        assert_eq!(pairs, Pentanomial([1, 1, 2, 1, 1]));
        assert_eq!(pairs.pairs(), 6);
    }
}

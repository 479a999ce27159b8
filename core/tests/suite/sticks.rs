//! The sticks are fair and seeded (docs/RULES.md, "The sticks"): over a million throws the values
//! come up 2/3/4/3/2/1/1 times in sixteen, each stick's faces are equally likely, the two sticks
//! are independent, and the same seed always gives the same throws.
//!
//! The statistical tests are Pearson chi-square tests at significance p = 0.001: the statistic
//! must stay below the 99.9th percentile of the chi-square distribution with the test's degrees
//! of freedom. The throws come from fixed seeds, so each test passes or fails the same way on
//! every run; the threshold says how unlikely a failure would be for fair sticks.

use std::sync::LazyLock;

use dhayam_core::{Sticks, THROW_SIXTEENTHS, THROW_VALUES, value_index};

/// Seeds whose throws are concatenated into the sample.
const SEEDS: [u64; 4] = [0, 1, 0x5eed, u64::MAX];

/// Throws taken from each seed: a million in all.
const THROWS_PER_SEED: u32 = 250_000;

/// 99.9th percentile of chi-square with 6 degrees of freedom (7 throw values).
const CHI2_6_DOF_P001: f64 = 22.458;

/// 99.9th percentile of chi-square with 3 degrees of freedom (4 faces of one stick).
const CHI2_3_DOF_P001: f64 = 16.266;

/// 99.9th percentile of chi-square with 15 degrees of freedom (16 face pairs).
const CHI2_15_DOF_P001: f64 = 37.697;

/// How often each value and each pair of faces came up in the sample.
struct Tally {
    throws: u64,
    /// Indexed like [`THROW_VALUES`].
    values: [u64; 7],
    /// `faces[a][b]`: the first stick showed `a` pips and the second `b`.
    faces: [[u64; 4]; 4],
}

static SAMPLE: LazyLock<Tally> = LazyLock::new(|| {
    let mut tally = Tally {
        throws: 0,
        values: [0; 7],
        faces: [[0; 4]; 4],
    };
    for seed in SEEDS {
        let mut sticks = Sticks::new(seed);
        for _ in 0..THROWS_PER_SEED {
            let throw = sticks.throw();
            let [a, b] = throw.faces;
            tally.faces[usize::from(a)][usize::from(b)] += 1;
            let index = value_index(throw.value()).expect("every throw has a throw value");
            tally.values[index] += 1;
            tally.throws += 1;
        }
    }
    tally
});

/// Pearson's statistic for `observed` counts against `expected` counts.
fn chi_square(observed: &[u64], expected: &[f64]) -> f64 {
    observed
        .iter()
        .zip(expected)
        .map(|(&o, &e)| {
            let d = o as f64 - e;
            d * d / e
        })
        .sum()
}

#[test]
fn throw_values_come_in_sixteenths_two_three_four_three_two_one_one() {
    let sample = &*SAMPLE;
    assert_eq!(sample.throws, 1_000_000);
    assert_eq!(THROW_VALUES, [1, 2, 3, 4, 5, 6, 12]);
    assert_eq!(THROW_SIXTEENTHS, [2, 3, 4, 3, 2, 1, 1]);
    assert_eq!(THROW_SIXTEENTHS.iter().sum::<u32>(), 16);
    let expected: Vec<f64> = THROW_SIXTEENTHS
        .iter()
        .map(|&s| sample.throws as f64 * f64::from(s) / 16.0)
        .collect();
    let chi2 = chi_square(&sample.values, &expected);
    assert!(
        chi2 < CHI2_6_DOF_P001,
        "chi-square {chi2:.3} over values {THROW_VALUES:?}: observed {:?}, expected {expected:?}",
        sample.values
    );
}

#[test]
fn each_stick_shows_each_face_equally_often() {
    let sample = &*SAMPLE;
    let expected = [sample.throws as f64 / 4.0; 4];
    for stick in 0..2 {
        let observed: Vec<u64> = (0..4)
            .map(|face| {
                (0..4)
                    .map(|other| {
                        if stick == 0 {
                            sample.faces[face][other]
                        } else {
                            sample.faces[other][face]
                        }
                    })
                    .sum()
            })
            .collect();
        let chi2 = chi_square(&observed, &expected);
        assert!(
            chi2 < CHI2_3_DOF_P001,
            "stick {stick}: chi-square {chi2:.3}, faces 0-3 observed {observed:?}"
        );
    }
}

#[test]
fn the_two_sticks_fall_independently() {
    let sample = &*SAMPLE;
    let observed: Vec<u64> = sample.faces.iter().flatten().copied().collect();
    let expected = [sample.throws as f64 / 16.0; 16];
    let chi2 = chi_square(&observed, &expected);
    assert!(
        chi2 < CHI2_15_DOF_P001,
        "chi-square {chi2:.3} over the 16 face pairs: observed {:?}",
        sample.faces
    );
}

#[test]
fn the_same_seed_gives_the_same_throws() {
    for seed in [0, 42, u64::MAX] {
        let mut first = Sticks::new(seed);
        let mut second = Sticks::new(seed);
        for _ in 0..10_000 {
            assert_eq!(first.throw(), second.throw());
        }
        assert_eq!(first, second);
    }
}

#[test]
fn different_seeds_give_different_throws() {
    let opening = |seed: u64| -> Vec<[u8; 2]> {
        let mut sticks = Sticks::new(seed);
        (0..64).map(|_| sticks.throw().faces).collect()
    };
    let openings: Vec<Vec<[u8; 2]>> = (0..200).chain([u64::MAX]).map(opening).collect();
    for (i, a) in openings.iter().enumerate() {
        for b in &openings[i + 1..] {
            assert_ne!(a, b, "two seeds open with the same 64 throws");
        }
    }
}

//! One thrown Dayakattai stick as marks: a long four-sided bar of cast brass, lit from above, with
//! the bands near each end that every pair carries and the face it landed on — engraved ringed
//! pips, or a blank face's groove. Both phones draw the sticks beside the Roll button from here.
//!
//! The art's units put the centre at (0, 0) and the stick's half height at 1, so a stick is
//! `2 * STICK_ASPECT` long and 2 high: a shell draws it at radius `height / 2` in a box
//! `STICK_ASPECT` times as wide as it is high.

use super::Colour;
use super::art::{Mark, Paint, PathStep, Shape, Stop, Xy, rounded_box, xy};

/// A stick's length over its height.
pub const STICK_ASPECT: f32 = 112.0 / 18.0;

/// Brass lit from above, top to bottom.
const BRASS: [(f32, u32); 4] = [
    (0.0, 0xFBE6A2),
    (0.35, 0xD9A83A),
    (0.8, 0x9C6B14),
    (1.0, 0x6B4508),
];
/// The bands and the engraving.
const BAND: u32 = 0x7A520E;
/// The bar's outline.
const EDGE: u32 = 0x5C3B06;
/// A pip's engraved hollow, its lit rim and its brass boss.
const HOLLOW: u32 = 0x4A2E03;
const RIM: u32 = 0xFFF1C2;
const BOSS: u32 = 0xE8BE55;

/// How a thrown stick is drawn.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct StickArt {
    /// Its length over its height ([`STICK_ASPECT`]): draw it in a box this many times as wide
    /// as high.
    pub aspect: f32,
    /// The marks, in units of half its height (draw at radius `height / 2`).
    pub marks: Vec<Mark>,
}

/// A stick showing `pips` engraved pips (0, the blank face, to 3).
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn stick_art(pips: u8) -> StickArt {
    // In units of the half height: the stick spans x in ±half_length, y in ±1.
    let half_length = STICK_ASPECT;
    let (left, right, top, bottom) = (-half_length, half_length, -1.0, 1.0);
    let corner = 0.6;
    let mut marks = vec![
        Mark::fill(
            rounded_box(left + 0.24, top + 0.4, right + 0.24, bottom + 0.4, corner),
            Paint::Solid {
                colour: Colour::rgba(0x000000, 64),
            },
        ),
        Mark::fill(
            rounded_box(left, top, right, bottom, corner),
            Paint::Linear {
                from: xy(0.0, top),
                to: xy(0.0, bottom),
                stops: BRASS
                    .iter()
                    .map(|&(at, rgb)| Stop {
                        at,
                        colour: Colour::rgb(rgb),
                    })
                    .collect(),
            },
        ),
    ];
    // The bands near each end, 0.36 wide, 1.4 in from each end.
    for x in [left + 1.4, right - 1.4 - 0.36] {
        marks.push(Mark::fill(
            rounded_box(x, top, x + 0.36, bottom, 0.0),
            Paint::Solid {
                colour: Colour::rgb(BAND),
            },
        ));
    }
    marks.push(Mark::stroke(
        rounded_box(left, top, right, bottom, corner),
        Colour::rgb(EDGE),
        0.16,
    ));
    // The face, between the bands.
    let (from, to) = (left + 3.2, right - 3.2);
    if pips == 0 {
        marks.push(Mark::stroke(
            Shape::Path {
                steps: vec![
                    PathStep::Move { to: xy(from, 0.0) },
                    PathStep::Line { to: xy(to, 0.0) },
                ],
            },
            Colour::rgba(BAND, 153),
            0.12,
        ));
    }
    for i in 0..pips {
        let x = if pips == 1 {
            (from + to) / 2.0
        } else {
            from + (to - from) * f32::from(i) / f32::from(pips - 1)
        };
        marks.push(Mark::fill(
            circle(xy(x, 0.0), 0.6),
            Paint::Solid {
                colour: Colour::rgb(HOLLOW),
            },
        ));
        marks.push(Mark::stroke(circle(xy(x, 0.1), 0.6), Colour::rgb(RIM), 0.1));
        marks.push(Mark::fill(
            circle(xy(x, 0.0), 0.22),
            Paint::Solid {
                colour: Colour::rgb(BOSS),
            },
        ));
    }
    StickArt {
        aspect: STICK_ASPECT,
        marks,
    }
}

fn circle(centre: Xy, radius: f32) -> Shape {
    Shape::Circle { centre, radius }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pips(marks: &[Mark]) -> usize {
        marks
            .iter()
            .filter(|m| {
                m.paint
                    == Paint::Solid {
                        colour: Colour::rgb(HOLLOW),
                    }
            })
            .count()
    }

    #[test]
    fn each_face_shows_its_pips_and_the_blank_face_its_groove() {
        for face in 0..=3 {
            let marks = stick_art(face).marks;
            assert_eq!(pips(&marks), usize::from(face));
            let grooves = marks
                .iter()
                .filter(|m| {
                    m.paint
                        == Paint::Solid {
                            colour: Colour::rgba(BAND, 153),
                        }
                })
                .count();
            assert_eq!(grooves, usize::from(face == 0));
        }
    }

    #[test]
    fn the_pips_lie_between_the_bands_and_inside_the_rounded_box() {
        let marks = stick_art(3).marks;
        for mark in marks
            .iter()
            .filter(|m| matches!(m.shape, Shape::Circle { .. }))
        {
            let Shape::Circle { centre, radius } = mark.shape else {
                continue;
            };
            assert!(centre.x.abs() + radius <= STICK_ASPECT - 1.4, "{mark:?}");
            assert!(centre.y.abs() + radius <= 1.0, "{mark:?}");
        }
    }
}

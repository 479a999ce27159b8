//! The app's emblem as marks, in its own units (centre (0, 0), radius 1): a kolam — the
//! rice-flour pattern drawn at Tamil thresholds — in flour white on a terracotta medallion with a
//! brass rim, and, on Home, the two Dayakattai sticks crossed over it showing a throw of six.
//! Home, About and Statistics on both phones draw it from here, so iOS shows the kolam Android
//! does rather than a stand-in.

use std::f32::consts::PI;

use super::Colour;
use super::art::{Mark, Paint, PathStep, Shape, even, rounded_box, xy};
use super::theme::APP_COLOURS;

/// Rice-flour white, the colour kolam is drawn in.
const FLOUR: u32 = 0xFFF6E6;
/// Polished tamarind wood, the sticks' colour, and its darker worn ends.
const WOOD: u32 = 0xE2B36B;
const WOOD_DARK: u32 = 0xB57A35;
/// The carved pips.
const PIP: u32 = 0x4A2412;
/// The medallion's dark edge.
const TERRACOTTA_DEEP: u32 = 0x6E2810;
/// The width of the kolam's line.
const LINE: f32 = 0.022;

/// The emblem, with the crossed sticks over it when `sticks`.
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export(name = "emblem_art"))]
pub fn emblem(sticks: bool) -> Vec<Mark> {
    let mut marks = medallion();
    marks.extend(kolam());
    if sticks {
        // Faces of two and four pips: a throw of six, a good omen for a home screen.
        marks.extend(stick(-32.0, &[-0.27, 0.27]));
        marks.extend(stick(32.0, &[-0.36, -0.24, 0.24, 0.36]));
    }
    marks
}

fn circle(x: f32, y: f32, radius: f32) -> Shape {
    Shape::Circle {
        centre: xy(x, y),
        radius,
    }
}

/// Point at `radius` and `angle` (radians, clockwise from 3 o'clock) from the centre.
fn at(radius: f32, angle: f32) -> super::art::Xy {
    xy(radius * angle.cos(), radius * angle.sin())
}

fn flour(alpha: u8) -> Colour {
    Colour::rgba(FLOUR, alpha)
}

/// The terracotta disc, lighter at its heart, with its brass rim and a faint inner ring.
fn medallion() -> Vec<Mark> {
    let terracotta = APP_COLOURS.primary;
    let [r, g, b] = terracotta.channels().map(|c| (c * 255.0).round() as u32);
    let lit = ((r * 115 / 100).min(255) << 16) | (g << 8) | b;
    vec![
        Mark::fill(
            circle(0.0, 0.0, 1.0),
            Paint::Radial {
                centre: xy(0.0, 0.0),
                radius: 1.0,
                stops: even(&[Colour::rgb(lit), terracotta, Colour::rgb(TERRACOTTA_DEEP)]),
            },
        ),
        Mark::stroke(circle(0.0, 0.0, 0.97), APP_COLOURS.secondary, 0.05),
        Mark::stroke(circle(0.0, 0.0, 0.91), flour(128), 0.008),
    ]
}

/// A scalloped border, a ring of dots (the pulli), and eight lotus petals each looped round a
/// dot, as a kolam line loops round its pulli.
fn kolam() -> Vec<Mark> {
    let mut marks = Vec::new();
    let arches = 16;
    let mut scallops = vec![PathStep::Move { to: at(0.74, 0.0) }];
    for i in 0..arches {
        let (a0, a1) = (arch_angle(i, arches), arch_angle(i + 1, arches));
        scallops.push(PathStep::Quad {
            control: at(0.9, (a0 + a1) / 2.0),
            to: at(0.74, a1),
        });
    }
    marks.push(Mark::stroke(
        Shape::Path { steps: scallops },
        flour(255),
        LINE,
    ));
    for i in 0..arches {
        let a = 2.0 * PI * (i as f32 + 0.5) / arches as f32;
        let dot = at(0.79, a);
        marks.push(Mark::fill(
            circle(dot.x, dot.y, 0.028),
            Paint::Solid { colour: flour(255) },
        ));
    }
    let petals = 8;
    for i in 0..petals {
        let a = 2.0 * PI * i as f32 / petals as f32 - PI / 2.0;
        let petal = Shape::Path {
            steps: vec![
                PathStep::Move { to: at(0.2, a) },
                PathStep::Quad {
                    control: at(0.5, a - 0.42),
                    to: at(0.64, a),
                },
                PathStep::Quad {
                    control: at(0.5, a + 0.42),
                    to: at(0.2, a),
                },
                PathStep::Close,
            ],
        };
        marks.push(Mark::fill(
            petal.clone(),
            Paint::Solid { colour: flour(41) },
        ));
        marks.push(Mark::stroke(petal, flour(255), LINE));
        let dot = at(0.43, a);
        marks.push(Mark::fill(
            circle(dot.x, dot.y, 0.03),
            Paint::Solid { colour: flour(255) },
        ));
        // Small loops between the petals tie the figure together.
        let tie = at(0.5, a + PI / petals as f32);
        marks.push(Mark::stroke(circle(tie.x, tie.y, 0.07), flour(255), LINE));
    }
    marks.push(Mark::stroke(circle(0.0, 0.0, 0.2), flour(255), LINE));
    marks.push(Mark::fill(
        circle(0.0, 0.0, 0.05),
        Paint::Solid { colour: flour(255) },
    ));
    marks
}

fn arch_angle(i: usize, of: usize) -> f32 {
    2.0 * PI * i as f32 / of as f32
}

/// One Dayakattai stick lying across the medallion turned `degrees` clockwise: a long bar with
/// darker worn ends where the hand holds it, and its face's ringed pips at `pips` (fractions of
/// its length from the middle, kept off the middle where the other stick crosses).
fn stick(degrees: f32, pips: &[f32]) -> Vec<Mark> {
    let (length, thick) = (1.75, 0.17);
    let (left, top) = (-length / 2.0, -thick / 2.0);
    let corner = thick * 0.3;
    let shadow = Colour::rgba(0x000000, 64);
    let mut marks = vec![
        Mark::fill(
            rounded_box(
                left + 0.025,
                top + 0.04,
                left + 0.025 + length,
                top + 0.04 + thick,
                corner,
            ),
            Paint::Solid { colour: shadow },
        ),
        Mark::fill(
            rounded_box(left, top, left + length, top + thick, corner),
            Paint::Linear {
                from: xy(0.0, top),
                to: xy(0.0, top + thick),
                stops: even(&[Colour::rgb(WOOD), Colour::rgb(WOOD_DARK)]),
            },
        ),
    ];
    for end in [left, left + length - thick * 0.7] {
        marks.push(Mark::fill(
            rounded_box(end, top, end + thick * 0.7, top + thick, corner),
            Paint::Solid {
                colour: Colour::rgba(WOOD_DARK, 204),
            },
        ));
    }
    for &pip in pips {
        let x = length * pip;
        marks.push(Mark::fill(
            circle(x, 0.0, thick * 0.2),
            Paint::Solid {
                colour: Colour::rgb(PIP),
            },
        ));
        marks.push(Mark::stroke(
            circle(x, 0.0, thick * 0.32),
            Colour::rgb(PIP),
            thick * 0.06,
        ));
    }
    let centre = xy(0.0, 0.0);
    marks
        .into_iter()
        .map(|mark| mark.turned(degrees, centre))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::{Stop, Xy};

    fn points(mark: &Mark) -> Vec<(Xy, f32)> {
        match &mark.shape {
            Shape::Circle { centre, radius } => vec![(*centre, *radius)],
            Shape::Oval { centre, size } => vec![(*centre, size.x.max(size.y) / 2.0)],
            Shape::Path { steps } => steps
                .iter()
                .flat_map(|step| match *step {
                    PathStep::Move { to: p } | PathStep::Line { to: p } => vec![p],
                    PathStep::Quad { control, to } => vec![control, to],
                    PathStep::Cubic {
                        control1,
                        control2,
                        to,
                    } => vec![control1, control2, to],
                    PathStep::Close => vec![],
                })
                .map(|p| (p, 0.0))
                .collect(),
        }
    }

    #[test]
    fn the_kolam_lies_within_its_medallion_and_the_sticks_span_it() {
        let plain = emblem(false);
        for mark in &plain {
            for (p, radius) in points(mark) {
                assert!(
                    p.x.hypot(p.y) + radius <= 1.0 + 1e-4,
                    "{mark:?} leaves the medallion"
                );
            }
        }
        let with_sticks = emblem(true);
        assert!(with_sticks.len() > plain.len(), "the sticks add marks");
        // The sticks reach 0.875 from the centre, past the kolam's scallops (0.9 at most)
        // but within the rim.
        let reach = with_sticks[plain.len()..]
            .iter()
            .flat_map(points)
            .map(|(p, r)| p.x.hypot(p.y) + r)
            .fold(0.0_f32, f32::max);
        assert!((0.85..=1.0).contains(&reach), "the sticks reach {reach}");
    }

    #[test]
    fn the_medallion_is_the_apps_terracotta_ringed_in_its_brass() {
        let marks = emblem(false);
        let Paint::Radial { stops, .. } = &marks[0].paint else {
            unreachable!("the medallion is a radial gradient: {:?}", marks[0].paint);
        };
        assert!(stops.iter().any(|s: &Stop| s.colour == APP_COLOURS.primary));
        assert_eq!(
            marks[1].paint,
            Paint::Solid {
                colour: APP_COLOURS.secondary
            }
        );
    }
}

//! The six token styles' art as marks, in the token's own units (centre (0, 0), radius 1). Each
//! style differs from the others in colour and in outline, so two players stay distinct on a
//! small board square even to a colour-blind player: a clay disc, a gold sphere, a silver coin,
//! a white pearl, a green octagon, a shell. Art, not emoji: emoji differ between phones and
//! can't be told apart at 12 dp.

use std::f32::consts::PI;

use super::Colour;
use super::art::{Mark, Paint, PathStep, Shape, Stop, Xy, even, xy};
use crate::TokenStyle;

/// How a token style is drawn.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TokenArt {
    /// The style's main colour, for things drawn beside a token (home tints, badges).
    pub main: Colour,
    /// The marks, drawn in order, shadow first.
    pub marks: Vec<Mark>,
}

/// The art of `style`.
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn token_art(style: TokenStyle) -> TokenArt {
    // A soft shadow below and to the right lifts every token off the cloth.
    let mut marks = vec![Mark::fill(
        circle(xy(0.1, 0.16), 0.96),
        Paint::Solid {
            colour: Colour::rgba(0x000000, 71),
        },
    )];
    let (main, art) = match style {
        TokenStyle::Terracotta => (0xB24E00, terracotta()),
        TokenStyle::BrassBall => (0xDDAE11, brass_ball()),
        TokenStyle::LotusCoin => (0x9A3381, lotus_coin()),
        TokenStyle::Pearl => (0x909EBF, pearl()),
        TokenStyle::Emerald => (0x136646, emerald()),
        TokenStyle::Conch => (0xB98F85, conch()),
    };
    marks.extend(art);
    TokenArt {
        main: Colour::rgb(main),
        marks,
    }
}

const CENTRE: Xy = xy(0.0, 0.0);

fn circle(centre: Xy, radius: f32) -> Shape {
    Shape::Circle { centre, radius }
}

fn solid(rgb: u32) -> Paint {
    Paint::Solid {
        colour: Colour::rgb(rgb),
    }
}

fn radial(centre: Xy, radius: f32, stops: Vec<Stop>) -> Paint {
    Paint::Radial {
        centre,
        radius,
        stops,
    }
}

fn stops(list: &[(f32, Colour)]) -> Vec<Stop> {
    list.iter()
        .map(|&(at, colour)| Stop { at, colour })
        .collect()
}

fn rgbs(list: &[u32]) -> Vec<Colour> {
    list.iter().map(|&c| Colour::rgb(c)).collect()
}

/// A closed path through `points`.
fn polygon(points: &[Xy]) -> Shape {
    let mut steps = vec![PathStep::Move { to: points[0] }];
    steps.extend(points[1..].iter().map(|&p| PathStep::Line { to: p }));
    steps.push(PathStep::Close);
    Shape::Path { steps }
}

/// Matte fired clay: flat colour, a raised rim and a ring of pressed dots, no shine.
fn terracotta() -> Vec<Mark> {
    let dot = Colour::rgb(0x7A3013);
    let mut marks = vec![
        Mark::fill(
            circle(CENTRE, 1.0),
            radial(CENTRE, 1.0, even(&rgbs(&[0xCB6A3C, 0xA9491F]))),
        ),
        Mark::stroke(circle(CENTRE, 0.92), Colour::rgb(0x6E2A10), 0.16),
        Mark::stroke(circle(CENTRE, 0.58), Colour::rgb(0x8A3816), 0.08),
    ];
    marks.extend((0..6).map(|i| {
        let a = i as f32 * PI / 3.0;
        Mark::fill(
            circle(xy(a.cos() * 0.36, a.sin() * 0.36), 0.08),
            Paint::Solid { colour: dot },
        )
    }));
    marks.push(Mark::fill(
        circle(CENTRE, 0.1),
        Paint::Solid { colour: dot },
    ));
    marks
}

/// Polished brass: a gold sphere lit from the top left, with a bright specular spot.
fn brass_ball() -> Vec<Mark> {
    let light = xy(-0.35, -0.4);
    vec![
        Mark::fill(
            circle(CENTRE, 1.0),
            radial(
                light,
                1.45,
                stops(&[
                    (0.0, Colour::rgb(0xFFF5C2)),
                    (0.25, Colour::rgb(0xF0C64A)),
                    (0.7, Colour::rgb(0xB07E16)),
                    (1.0, Colour::rgb(0x6B4606)),
                ]),
            ),
        ),
        Mark::stroke(circle(CENTRE, 1.0), Colour::rgb(0x5A3A05), 0.07),
        // The spot: an oval 0.34 by 0.22 whose top left is just up and left of the light.
        Mark::fill(
            Shape::Oval {
                centre: xy(light.x - 0.14 + 0.17, light.y - 0.1 + 0.11),
                size: xy(0.34, 0.22),
            },
            Paint::Solid {
                colour: Colour::rgba(0xFFFFFF, 217),
            },
        ),
    ]
}

/// A silver coin with a pink lotus embossed on it.
fn lotus_coin() -> Vec<Mark> {
    let mut marks = vec![
        Mark::fill(
            circle(CENTRE, 1.0),
            radial(
                xy(-0.3, -0.3),
                1.5,
                even(&rgbs(&[0xF7F8FA, 0xC3C9D1, 0x8E97A3])),
            ),
        ),
        Mark::stroke(circle(CENTRE, 0.94), Colour::rgb(0x5F6873), 0.12),
        Mark::stroke(circle(CENTRE, 0.74), Colour::rgb(0xA7AFBA), 0.05),
    ];
    // Five petals fanning up from a point below the centre.
    let base = xy(0.0, 0.38);
    for (angle, length) in [
        (-64.0, 0.5),
        (64.0, 0.5),
        (-30.0, 0.66),
        (30.0, 0.66),
        (0.0, 0.8),
    ] {
        let petal = Shape::Path {
            steps: vec![
                PathStep::Move { to: base },
                PathStep::Quad {
                    control: xy(base.x - 0.26, base.y - length * 0.55),
                    to: xy(base.x, base.y - length),
                },
                PathStep::Quad {
                    control: xy(base.x + 0.26, base.y - length * 0.55),
                    to: base,
                },
                PathStep::Close,
            ],
        };
        marks.push(Mark::fill(petal.clone(), solid(0xD6508A)).turned(angle, base));
        marks.push(Mark::stroke(petal, Colour::rgb(0x8E1F4E), 0.05).turned(angle, base));
    }
    marks.push(Mark::fill(
        circle(xy(base.x, base.y - 0.06), 0.1),
        solid(0xF2C14E),
    ));
    marks
}

/// A pearl: milky white with a rainbow sheen and a soft highlight.
fn pearl() -> Vec<Mark> {
    vec![
        Mark::fill(
            circle(CENTRE, 1.0),
            radial(
                xy(-0.3, -0.35),
                1.4,
                stops(&[
                    (0.0, Colour::rgb(0xFFFFFF)),
                    (0.45, Colour::rgb(0xF3EEF5)),
                    (0.85, Colour::rgb(0xD4CCE2)),
                    (1.0, Colour::rgb(0xA9A2C2)),
                ]),
            ),
        ),
        // The nacre's sheen: a faint sweep of pink, aqua and gold.
        Mark::fill(
            circle(CENTRE, 0.97),
            Paint::Sweep {
                centre: CENTRE,
                stops: even(&[
                    Colour(0x33FF_9EC8),
                    Colour(0x3380_E0E8),
                    Colour(0x33F5_D77A),
                    Colour(0x33B9_A0FF),
                    Colour(0x33FF_9EC8),
                ]),
            },
        ),
        Mark::stroke(circle(CENTRE, 1.0), Colour::rgb(0x8D86A8), 0.07),
        Mark::fill(
            circle(xy(-0.35, -0.38), 0.2),
            Paint::Solid {
                colour: Colour::rgba(0xFFFFFF, 230),
            },
        ),
    ]
}

/// A cut emerald: an octagon with a bright table and darker facets round it.
fn emerald() -> Vec<Mark> {
    let ring = |scale: f32| -> Vec<Xy> {
        (0..8)
            .map(|i| {
                let a = (i as f32 * 45.0 + 22.5).to_radians();
                xy(a.cos() * scale, a.sin() * scale)
            })
            .collect()
    };
    let (outer, table) = (ring(1.02), ring(0.55));
    let facets = [
        0x0E7A43, 0x075F32, 0x0A6B3A, 0x075F32, 0x0E7A43, 0x2FA866, 0x46C07C, 0x2FA866,
    ];
    let mut marks: Vec<Mark> = (0..8)
        .map(|i| {
            let j = (i + 1) % 8;
            Mark::fill(
                polygon(&[outer[i], outer[j], table[j], table[i]]),
                solid(facets[i]),
            )
        })
        .collect();
    marks.push(Mark::fill(
        polygon(&table),
        Paint::Linear {
            from: xy(-0.5, -0.5),
            to: xy(0.5, 0.5),
            stops: even(&rgbs(&[0x7FE0A8, 0x1E9A58])),
        },
    ));
    marks.push(Mark::stroke(polygon(&outer), Colour::rgb(0x043B1E), 0.08));
    marks.push(Mark::stroke(polygon(&table), Colour::rgb(0x0B5A30), 0.04));
    marks.push(Mark::fill(
        circle(xy(-0.22, -0.24), 0.1),
        Paint::Solid {
            colour: Colour::rgba(0xFFFFFF, 191),
        },
    ));
    marks
}

/// A sacred conch (sangu): a cream spindle with a spiral spire and a peach mouth, leaning left.
fn conch() -> Vec<Mark> {
    let cubic = |c1: (f32, f32), c2: (f32, f32), to: (f32, f32)| PathStep::Cubic {
        control1: xy(c1.0, c1.1),
        control2: xy(c2.0, c2.1),
        to: xy(to.0, to.1),
    };
    let body = Shape::Path {
        steps: vec![
            PathStep::Move { to: xy(0.0, -1.08) }, // the spire's tip
            cubic((0.5, -0.8), (0.95, -0.35), (0.72, 0.2)),
            cubic((0.5, 0.65), (0.15, 0.85), (0.05, 1.08)), // the siphon
            cubic((-0.25, 0.8), (-0.8, 0.5), (-0.78, -0.05)),
            cubic((-0.78, -0.5), (-0.45, -0.85), (0.0, -1.08)),
            PathStep::Close,
        ],
    };
    // The mouth: a peach slit along one side.
    let mouth = Shape::Path {
        steps: vec![
            PathStep::Move {
                to: xy(0.05, -0.25),
            },
            cubic((0.45, -0.05), (0.35, 0.55), (0.06, 0.9)),
            cubic((0.1, 0.4), (0.0, 0.05), (0.05, -0.25)),
            PathStep::Close,
        ],
    };
    let mut marks = vec![
        Mark::fill(
            body.clone(),
            radial(
                xy(-0.25, -0.3),
                1.4,
                even(&rgbs(&[0xFFFAF0, 0xF6DDBA, 0xD9A77A])),
            ),
        ),
        Mark::fill(mouth, solid(0xF19A6E)),
    ];
    // The spire's whorls.
    for (y, w) in [(-0.78, 0.26), (-0.56, 0.46), (-0.3, 0.66)] {
        let whorl = Shape::Path {
            steps: vec![
                PathStep::Move {
                    to: xy(-w, y + 0.08),
                },
                PathStep::Quad {
                    control: xy(0.0, y - 0.1),
                    to: xy(w, y + 0.08),
                },
            ],
        };
        marks.push(Mark::stroke(whorl, Colour::rgb(0x8A5232), 0.07));
    }
    marks.push(Mark::stroke(body, Colour::rgb(0x6E4024), 0.08));
    marks
        .into_iter()
        .map(|mark| mark.turned(-28.0, CENTRE))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::token_art;
    use crate::TokenStyle;

    const STYLES: [TokenStyle; 6] = TokenStyle::ALL;

    #[test]
    fn every_token_style_has_its_own_main_colour_distinct_to_deuteranopia() {
        // Beside the shapes, the home tints and badges use the main colour: any two styles stay
        // apart to a player with deuteranopia (ΔE 10: clearly different side by side).
        for (i, a) in STYLES.iter().enumerate() {
            for b in &STYLES[i + 1..] {
                let (x, y) = (token_art(*a).main, token_art(*b).main);
                let seen = x.deuteranopia().delta_e(y.deuteranopia());
                assert!(
                    seen >= 10.0,
                    "{a:?} and {b:?}: {seen:.1} ΔE to deuteranopia"
                );
            }
        }
    }

    #[test]
    fn every_token_is_drawn_inside_its_circle_with_a_shadow_first() {
        for style in STYLES {
            let art = token_art(style);
            assert!(art.marks.len() >= 3, "{style:?}");
            assert!(
                art.marks[0].stroke.is_none(),
                "{style:?}: the shadow is a fill"
            );
        }
    }
}

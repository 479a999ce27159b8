//! The app's look, as the core keeps it (`dhayam_core::look`): the app's colours, each board
//! skin's palette and each token style's art as marks to draw, so both phones draw from one
//! source. Colours are `0xAARRGGBB`.

use dhayam_core::look as dl;

use crate::layout::SquareKind;
use crate::setup::{BoardSkin, TokenStyle};

/// The app's colours round the boards, by Material role, each `0xAARRGGBB`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AppColours {
    /// Terracotta: the main buttons, the accent.
    pub primary: u32,
    /// Text and icons on `primary`.
    pub on_primary: u32,
    /// A softer terracotta behind selected things.
    pub primary_container: u32,
    /// Text on `primary_container`.
    pub on_primary_container: u32,
    /// Brass.
    pub secondary: u32,
    /// Text on `secondary`.
    pub on_secondary: u32,
    /// A softer brass.
    pub secondary_container: u32,
    /// Text on `secondary_container`.
    pub on_secondary_container: u32,
    /// Leaf green.
    pub tertiary: u32,
    /// Text on `tertiary`.
    pub on_tertiary: u32,
    /// Unbleached cotton: every screen's ground.
    pub background: u32,
    /// Text on the background.
    pub on_background: u32,
    /// Cards and sheets.
    pub surface: u32,
    /// Text on `surface`.
    pub on_surface: u32,
    /// A deeper surface for grouped things.
    pub surface_variant: u32,
    /// Secondary text on surfaces.
    pub on_surface_variant: u32,
    /// Containers on the surface.
    pub surface_container: u32,
    /// Raised containers.
    pub surface_container_high: u32,
    /// Outlines.
    pub outline: u32,
    /// Faint dividers.
    pub outline_variant: u32,
    /// Refusals and destructive actions.
    pub error: u32,
    /// The dark ground of what stands over a screen for a moment: the Undo bar, pile counts.
    pub inverse_surface: u32,
    /// Text on `inverse_surface`.
    pub inverse_on_surface: u32,
    /// The accent on `inverse_surface`: the Undo action and its countdown.
    pub inverse_primary: u32,
}

/// The colours of one board skin, each `0xAARRGGBB`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SkinPalette {
    /// The cloth (or floor) everything is drawn on.
    pub cloth: u32,
    /// The embroidered border's deeper band.
    pub cloth_deep: u32,
    /// The border motifs' thread and the kolam dots.
    pub embroidery: u32,
    /// Every square's outline.
    pub line: u32,
    /// The cloth board's 13x13 ring and the 7x7 board's outer ring.
    pub track: u32,
    /// The upside-down M and its neck.
    pub stretch: u32,
    /// The 7x7 board's middle ring.
    pub middle: u32,
    /// The 7x7 board's inner ring.
    pub inner: u32,
    /// The X on safe squares.
    pub safe_mark: u32,
    /// The goal: the Oval, the centre.
    pub goal: u32,
    /// The goal's outline and motif.
    pub goal_line: u32,
    /// The home circles.
    pub home_fill: u32,
    /// The home circles' outline.
    pub home_line: u32,
    /// Numbers and labels on squares.
    pub label: u32,
    /// Paramapadam's lighter squares.
    pub numbered_light: u32,
    /// Paramapadam's darker squares.
    pub numbered_dark: u32,
    /// The ring round a legal destination and a picked coin.
    pub highlight: u32,
    /// Paramapadam's ladders.
    pub ladder: u32,
    /// Paramapadam's snakes.
    pub snake: u32,
    /// The snakes' belly pattern.
    pub snake_pattern: u32,
    /// Every other snake, a shade browner, so crossing snakes can be told apart.
    pub snake_second: u32,
    /// The snakes' forked tongues.
    pub snake_tongue: u32,
    /// The white of the snakes' eyes.
    pub snake_eye: u32,
    /// The snakes' pupils.
    pub snake_pupil: u32,
}

/// A point in a token's own units: centre (0, 0), radius 1, x right, y down.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct Xy {
    /// Right of the centre.
    pub x: f32,
    /// Below the centre.
    pub y: f32,
}

/// A gradient's colour stop.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct Stop {
    /// Where along the gradient, 0 to 1.
    pub at: f32,
    /// The colour there, `0xAARRGGBB`.
    pub colour: u32,
}

/// What a shape is filled or stroked with.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum Paint {
    /// One colour.
    Solid {
        /// `0xAARRGGBB`.
        colour: u32,
    },
    /// Circles of colour round `centre`.
    Radial {
        /// The gradient's centre.
        centre: Xy,
        /// Where the last stop is reached.
        radius: f32,
        /// The colours, inside out.
        stops: Vec<Stop>,
    },
    /// Bands of colour.
    Linear {
        /// Where the first stop is.
        from: Xy,
        /// Where the last stop is.
        to: Xy,
        /// The colours, in order.
        stops: Vec<Stop>,
    },
    /// Colours swept clockwise round `centre` from 3 o'clock.
    Sweep {
        /// The sweep's centre.
        centre: Xy,
        /// The colours round the circle.
        stops: Vec<Stop>,
    },
}

/// One step of a path.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Enum)]
pub enum PathStep {
    /// Start a figure.
    Move {
        /// Where.
        to: Xy,
    },
    /// A straight line.
    Line {
        /// To where.
        to: Xy,
    },
    /// A quadratic curve.
    Quad {
        /// Its control point.
        control: Xy,
        /// Where it ends.
        to: Xy,
    },
    /// A cubic curve.
    Cubic {
        /// The first control point.
        control1: Xy,
        /// The second control point.
        control2: Xy,
        /// Where it ends.
        to: Xy,
    },
    /// Back to the figure's start.
    Close,
}

/// A shape.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum Shape {
    /// A circle.
    Circle {
        /// Its centre.
        centre: Xy,
        /// Its radius.
        radius: f32,
    },
    /// An ellipse.
    Oval {
        /// Its centre.
        centre: Xy,
        /// Its width and height.
        size: Xy,
    },
    /// Lines and curves.
    Path {
        /// The steps, in order.
        steps: Vec<PathStep>,
    },
}

/// A shape filled with a paint, or its edge stroked `stroke` wide.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Mark {
    /// What is drawn.
    pub shape: Shape,
    /// With what.
    pub paint: Paint,
    /// The edge's width, or none to fill.
    pub stroke: Option<f32>,
}

/// How a token style is drawn.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TokenArt {
    /// The style's main colour (home tints, badges), `0xAARRGGBB`.
    pub main: u32,
    /// The marks in drawing order, in the token's units (radius 1).
    pub marks: Vec<Mark>,
}

/// The app's colours.
#[uniffi::export]
pub fn app_colours() -> AppColours {
    let c = dl::APP_COLOURS;
    AppColours {
        primary: c.primary.argb(),
        on_primary: c.on_primary.argb(),
        primary_container: c.primary_container.argb(),
        on_primary_container: c.on_primary_container.argb(),
        secondary: c.secondary.argb(),
        on_secondary: c.on_secondary.argb(),
        secondary_container: c.secondary_container.argb(),
        on_secondary_container: c.on_secondary_container.argb(),
        tertiary: c.tertiary.argb(),
        on_tertiary: c.on_tertiary.argb(),
        background: c.background.argb(),
        on_background: c.on_background.argb(),
        surface: c.surface.argb(),
        on_surface: c.on_surface.argb(),
        surface_variant: c.surface_variant.argb(),
        on_surface_variant: c.on_surface_variant.argb(),
        surface_container: c.surface_container.argb(),
        surface_container_high: c.surface_container_high.argb(),
        outline: c.outline.argb(),
        outline_variant: c.outline_variant.argb(),
        error: c.error.argb(),
        inverse_surface: c.inverse_surface.argb(),
        inverse_on_surface: c.inverse_on_surface.argb(),
        inverse_primary: c.inverse_primary.argb(),
    }
}

/// The palette of `skin`.
#[uniffi::export]
pub fn skin_palette(skin: BoardSkin) -> SkinPalette {
    let p = dl::palette(skin);
    SkinPalette {
        cloth: p.cloth.argb(),
        cloth_deep: p.cloth_deep.argb(),
        embroidery: p.embroidery.argb(),
        line: p.line.argb(),
        track: p.track.argb(),
        stretch: p.stretch.argb(),
        middle: p.middle.argb(),
        inner: p.inner.argb(),
        safe_mark: p.safe_mark.argb(),
        goal: p.goal.argb(),
        goal_line: p.goal_line.argb(),
        home_fill: p.home_fill.argb(),
        home_line: p.home_line.argb(),
        label: p.label.argb(),
        numbered_light: p.numbered_light.argb(),
        numbered_dark: p.numbered_dark.argb(),
        highlight: p.highlight.argb(),
        ladder: p.ladder.argb(),
        snake: p.snake.argb(),
        snake_pattern: p.snake_pattern.argb(),
        snake_second: p.snake_second().argb(),
        snake_tongue: dl::SNAKE_TONGUE.argb(),
        snake_eye: dl::SNAKE_EYE.argb(),
        snake_pupil: dl::SNAKE_PUPIL.argb(),
    }
}

/// The fill of a square of `kind` in `skin`, `0xAARRGGBB` (Paramapadam's squares: the lighter
/// of its two).
#[uniffi::export]
pub fn square_fill(skin: BoardSkin, kind: SquareKind) -> u32 {
    let palette = dl::palette(skin);
    kind.race_kind()
        .map_or(palette.numbered_light, |kind| palette.fill(kind))
        .argb()
}

/// The art of `style`.
#[uniffi::export]
pub fn token_art(style: TokenStyle) -> TokenArt {
    let art = dl::token_art(style);
    TokenArt {
        main: art.main.argb(),
        marks: art.marks.into_iter().map(Into::into).collect(),
    }
}

/// How a thrown stick is drawn.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct StickArt {
    /// Its length over its height: draw it in a box this many times as wide as high.
    pub aspect: f32,
    /// The marks, in units of half its height (draw at radius `height / 2`).
    pub marks: Vec<Mark>,
}

/// A stick showing the face with `pips` pips (0, the blank face, to 3).
#[uniffi::export]
pub fn stick_art(pips: u8) -> StickArt {
    StickArt {
        aspect: dl::STICK_ASPECT,
        marks: dl::stick_art(pips).into_iter().map(Into::into).collect(),
    }
}

/// The app's emblem, the kolam medallion, in its units (radius 1), with the crossed sticks over
/// it when `sticks`.
#[uniffi::export]
pub fn emblem_art(sticks: bool) -> Vec<Mark> {
    dl::emblem(sticks).into_iter().map(Into::into).collect()
}

impl From<dl::Xy> for Xy {
    fn from(p: dl::Xy) -> Self {
        Self { x: p.x, y: p.y }
    }
}

fn stops(stops: Vec<dl::Stop>) -> Vec<Stop> {
    stops
        .into_iter()
        .map(|s| Stop {
            at: s.at,
            colour: s.colour.argb(),
        })
        .collect()
}

impl From<dl::Mark> for Mark {
    fn from(mark: dl::Mark) -> Self {
        let shape = match mark.shape {
            dl::Shape::Circle { centre, radius } => Shape::Circle {
                centre: centre.into(),
                radius,
            },
            dl::Shape::Oval { centre, size } => Shape::Oval {
                centre: centre.into(),
                size: size.into(),
            },
            dl::Shape::Path(steps) => Shape::Path {
                steps: steps
                    .into_iter()
                    .map(|step| match step {
                        dl::PathStep::Move(to) => PathStep::Move { to: to.into() },
                        dl::PathStep::Line(to) => PathStep::Line { to: to.into() },
                        dl::PathStep::Quad { control, to } => PathStep::Quad {
                            control: control.into(),
                            to: to.into(),
                        },
                        dl::PathStep::Cubic {
                            control1,
                            control2,
                            to,
                        } => PathStep::Cubic {
                            control1: control1.into(),
                            control2: control2.into(),
                            to: to.into(),
                        },
                        dl::PathStep::Close => PathStep::Close,
                    })
                    .collect(),
            },
        };
        let paint = match mark.paint {
            dl::Paint::Solid(colour) => Paint::Solid {
                colour: colour.argb(),
            },
            dl::Paint::Radial {
                centre,
                radius,
                stops: s,
            } => Paint::Radial {
                centre: centre.into(),
                radius,
                stops: stops(s),
            },
            dl::Paint::Linear { from, to, stops: s } => Paint::Linear {
                from: from.into(),
                to: to.into(),
                stops: stops(s),
            },
            dl::Paint::Sweep { centre, stops: s } => Paint::Sweep {
                centre: centre.into(),
                stops: stops(s),
            },
        };
        Self {
            shape,
            paint,
            stroke: mark.stroke,
        }
    }
}

//! A small drawing language for the look's art: shapes in a token's own units (centre (0, 0),
//! radius 1, x right, y down), each filled or stroked with a paint. Both phones draw a list of
//! marks the same way — Compose's DrawScope and SwiftUI's GraphicsContext have each of these
//! shapes and paints — so a token is drawn from one description, not two hand copies.

use super::Colour;

/// A point in the art's units.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Xy {
    /// Right of the centre.
    pub x: f32,
    /// Below the centre.
    pub y: f32,
}

/// Shorthand for a point.
pub(super) const fn xy(x: f32, y: f32) -> Xy {
    Xy { x, y }
}

impl Xy {
    /// The point turned `degrees` clockwise (as the screen shows it, y down) about `about`.
    #[must_use]
    fn turned(self, degrees: f32, about: Xy) -> Self {
        let (sin, cos) = degrees.to_radians().sin_cos();
        let (dx, dy) = (self.x - about.x, self.y - about.y);
        xy(about.x + dx * cos - dy * sin, about.y + dx * sin + dy * cos)
    }
}

/// A colour stop of a gradient, `at` from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Stop {
    /// Where along the gradient, 0 to 1.
    pub at: f32,
    /// The colour there.
    pub colour: Colour,
}

/// Stops spread evenly from 0 to 1.
pub(super) fn even(colours: &[Colour]) -> Vec<Stop> {
    let last = (colours.len().max(2) - 1) as f32;
    (0..colours.len())
        .map(|i| Stop {
            at: i as f32 / last,
            colour: colours[i],
        })
        .collect()
}

/// What a shape is filled or stroked with.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Paint {
    /// One colour.
    Solid {
        /// The colour.
        colour: Colour,
    },
    /// Circles of colour round `centre`, the last stop at `radius` and beyond.
    Radial {
        /// The gradient's centre.
        centre: Xy,
        /// Where the last stop is reached.
        radius: f32,
        /// The colours, inside out.
        stops: Vec<Stop>,
    },
    /// Bands of colour from `from` to `to`.
    Linear {
        /// Where the first stop is.
        from: Xy,
        /// Where the last stop is.
        to: Xy,
        /// The colours, in order.
        stops: Vec<Stop>,
    },
    /// Colours swept clockwise round `centre`, starting from the right (3 o'clock).
    Sweep {
        /// The sweep's centre.
        centre: Xy,
        /// The colours round the circle.
        stops: Vec<Stop>,
    },
}

/// One step of a path.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PathStep {
    /// Start a new figure at a point.
    Move {
        /// Where.
        to: Xy,
    },
    /// A straight line to a point.
    Line {
        /// To where.
        to: Xy,
    },
    /// A quadratic curve through one control point.
    Quad {
        /// The control point.
        control: Xy,
        /// Where it ends.
        to: Xy,
    },
    /// A cubic curve through two control points.
    Cubic {
        /// The first control point.
        control1: Xy,
        /// The second control point.
        control2: Xy,
        /// Where it ends.
        to: Xy,
    },
    /// Close the figure back to its start.
    Close,
}

/// A shape.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
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

/// A box from (`left`, `top`) to (`right`, `bottom`) with its corners rounded `r`, as a path.
pub(super) fn rounded_box(left: f32, top: f32, right: f32, bottom: f32, r: f32) -> Shape {
    let corner = |control, to| PathStep::Quad { control, to };
    Shape::Path {
        steps: vec![
            PathStep::Move {
                to: xy(left + r, top),
            },
            PathStep::Line {
                to: xy(right - r, top),
            },
            corner(xy(right, top), xy(right, top + r)),
            PathStep::Line {
                to: xy(right, bottom - r),
            },
            corner(xy(right, bottom), xy(right - r, bottom)),
            PathStep::Line {
                to: xy(left + r, bottom),
            },
            corner(xy(left, bottom), xy(left, bottom - r)),
            PathStep::Line {
                to: xy(left, top + r),
            },
            corner(xy(left, top), xy(left + r, top)),
            PathStep::Close,
        ],
    }
}

/// A shape drawn with a paint: filled, or stroked with a line `stroke` wide.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Mark {
    /// What is drawn.
    pub shape: Shape,
    /// With what.
    pub paint: Paint,
    /// The width of the line along the shape's edge, or none to fill it.
    pub stroke: Option<f32>,
}

impl Mark {
    /// `shape` filled with `paint`.
    pub(super) fn fill(shape: Shape, paint: Paint) -> Self {
        Self {
            shape,
            paint,
            stroke: None,
        }
    }

    /// `shape`'s edge drawn `width` wide in `colour`.
    pub(super) fn stroke(shape: Shape, colour: Colour, width: f32) -> Self {
        Self {
            shape,
            paint: Paint::Solid { colour },
            stroke: Some(width),
        }
    }

    /// The mark turned `degrees` clockwise about `about`, its paint with it. An oval is only
    /// ever turned about its own centre here, where turning is the identity for the circles
    /// and sweeps the art uses; an oval off-centre keeps its axes and moves its centre.
    pub(super) fn turned(self, degrees: f32, about: Xy) -> Self {
        let turn = |p: Xy| p.turned(degrees, about);
        let shape = match self.shape {
            Shape::Circle { centre, radius } => Shape::Circle {
                centre: turn(centre),
                radius,
            },
            Shape::Oval { centre, size } => Shape::Oval {
                centre: turn(centre),
                size,
            },
            Shape::Path { steps } => Shape::Path {
                steps: steps
                    .into_iter()
                    .map(|step| match step {
                        PathStep::Move { to: p } => PathStep::Move { to: turn(p) },
                        PathStep::Line { to: p } => PathStep::Line { to: turn(p) },
                        PathStep::Quad { control, to } => PathStep::Quad {
                            control: turn(control),
                            to: turn(to),
                        },
                        PathStep::Cubic {
                            control1,
                            control2,
                            to,
                        } => PathStep::Cubic {
                            control1: turn(control1),
                            control2: turn(control2),
                            to: turn(to),
                        },
                        PathStep::Close => PathStep::Close,
                    })
                    .collect(),
            },
        };
        let paint = match self.paint {
            Paint::Solid { colour: c } => Paint::Solid { colour: c },
            Paint::Radial {
                centre,
                radius,
                stops,
            } => Paint::Radial {
                centre: turn(centre),
                radius,
                stops,
            },
            Paint::Linear { from, to, stops } => Paint::Linear {
                from: turn(from),
                to: turn(to),
                stops,
            },
            Paint::Sweep { centre, stops } => Paint::Sweep {
                centre: turn(centre),
                stops,
            },
        };
        Self {
            shape,
            paint,
            stroke: self.stroke,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Xy, xy};

    #[test]
    fn turning_a_quarter_clockwise_takes_right_to_below() {
        // y points down: clockwise on screen takes (1, 0) to (0, 1).
        let p = xy(1.0, 0.0).turned(90.0, xy(0.0, 0.0));
        assert!((p.x).abs() < 1e-6 && (p.y - 1.0).abs() < 1e-6, "{p:?}");
        let q: Xy = xy(2.0, 1.0).turned(180.0, xy(1.0, 1.0));
        assert!((q.x).abs() < 1e-6 && (q.y - 1.0).abs() < 1e-6, "{q:?}");
    }
}

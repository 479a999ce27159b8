//! Where each ladder and snake of a layout is drawn, in board units, so both phones draw the
//! same board: a ladder's two rails and its rungs; a snake's spine from head to tail, its width
//! along the way and which way its head faces.
//!
//! The links are rules (which square leads where); the courses are only their drawing. Drawn
//! straight, the long snakes of the middle rows pile on each other, lie along ladders and poke
//! their heads over the border. So each snake's course is bowed to one side by as much as keeps
//! it clear: snakes are placed longest first, and each takes the bow that keeps its body inside
//! the grid, off the squares other links start and end on, off the ladders' rails and away from
//! the snakes already placed; a head at the board's edge faces back in. The search is
//! deterministic, so a layout always draws the same.

use std::sync::LazyLock;

use super::layout::{COLUMNS, LayoutKind, Link, ROWS, centre};
use crate::board::Point;

/// Points along a snake's spine, head first.
pub const SPINE_POINTS: usize = 49;

/// Half the distance between a ladder's rails.
const RAIL_HALF_GAP: f32 = 0.17;

/// A ladder's rails run this far past the centres of its foot and top squares.
const RAIL_OVERHANG: f32 = 0.12;

/// The distance between rungs, at most.
const RUNG_SPACING: f32 = 0.34;

/// How far a snake's body swings either side of its course.
const WIGGLE: f32 = 0.26;

/// One wave of a snake's body per this many units of its length.
const WAVE_LENGTH: f32 = 2.6;

/// The bows tried, in units of the midpoint's distance from the straight line.
const BOWS: [f32; 13] = [
    0.0, 0.25, -0.25, 0.5, -0.5, 0.75, -0.75, 1.0, -1.0, 1.25, -1.25, 1.5, -1.5,
];

/// How far the head, with its tongue, reaches from the centre of the square it bites.
pub const HEAD_REACH: f32 = 0.62;

/// A line drawn between two points, in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Segment {
    /// One end.
    pub from: Point,
    /// The other end.
    pub to: Point,
}

/// How one link is drawn, in board units.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Course {
    /// A ladder: two rails, each from below the foot to above the top, and the rungs between.
    Ladder {
        /// The two rails.
        rails: Vec<Segment>,
        /// The rungs, bottom first.
        rungs: Vec<Segment>,
    },
    /// A snake: its body and head.
    Snake {
        /// The middle of its body, head (the square it bites) first, tail last.
        spine: Vec<Point>,
        /// The body's width at each point of the spine: broad at the head, thin at the tail.
        widths: Vec<f32>,
        /// The way its head points, a unit vector: away from the body, turned back in at the
        /// edge.
        facing: Point,
    },
}

impl LayoutKind {
    /// How the link starting on `from` is drawn, if there is one.
    #[must_use]
    pub fn course(self, from: u8) -> Option<&'static Course> {
        let at = self.links().iter().position(|link| link.from == from)?;
        match self {
            Self::Default => DEFAULT_COURSES.get(at),
        }
    }
}

static DEFAULT_COURSES: LazyLock<Vec<Course>> = LazyLock::new(|| courses(LayoutKind::Default));

/// Every link's course, in the layout's order.
fn courses(layout: LayoutKind) -> Vec<Course> {
    let links = layout.links();
    let ladders: Vec<(Point, Point)> = links
        .iter()
        .filter(|link| link.is_ladder())
        .map(|link| (centre(link.from), centre(link.to)))
        .collect();
    // Squares a token stands on at either end of a link: no other snake should hide them.
    let ends: Vec<Point> = links
        .iter()
        .flat_map(|link| [centre(link.from), centre(link.to)])
        .collect();
    let mut snakes: Vec<&Link> = links.iter().filter(|link| !link.is_ladder()).collect();
    // Longest first: they cross most, so they choose first. Ties by head, for a stable order.
    snakes.sort_by(|a, b| {
        length(b)
            .total_cmp(&length(a))
            .then_with(|| a.from.cmp(&b.from))
    });
    // Each snake first against those placed before it, then once more against all the others,
    // so the first placed also see the last.
    let mut placed: Vec<(u8, Vec<Point>)> = Vec::new();
    for pass in 0..2 {
        for snake in &snakes {
            let others: Vec<&[Point]> = placed
                .iter()
                .filter(|(from, _)| *from != snake.from)
                .map(|(_, spine)| spine.as_slice())
                .collect();
            let best = BOWS
                .iter()
                .map(|&bow| spine(snake, bow))
                .map(|spine| (crowding(&spine, snake, &ladders, &ends, &others), spine))
                .fold(
                    None,
                    |best: Option<(f32, Vec<Point>)>, (cost, spine)| match best {
                        // The first of equal costs wins: BOWS lists the straighter first.
                        Some((least, _)) if least <= cost => best,
                        _ => Some((cost, spine)),
                    },
                )
                .map_or_else(|| spine(snake, 0.0), |(_, spine)| spine);
            if pass == 0 {
                placed.push((snake.from, best));
            } else if let Some(slot) = placed.iter_mut().find(|(from, _)| *from == snake.from) {
                slot.1 = best;
            }
        }
    }
    links
        .iter()
        .map(|link| {
            if link.is_ladder() {
                ladder(link)
            } else {
                let spine = placed
                    .iter()
                    .find(|(from, _)| *from == link.from)
                    .map_or_else(|| spine(link, 0.0), |(_, spine)| spine.clone());
                snake(spine)
            }
        })
        .collect()
}

fn length(link: &Link) -> f32 {
    distance(centre(link.from), centre(link.to))
}

/// A ladder's rails and rungs between the centres of its foot and top.
fn ladder(link: &Link) -> Course {
    let (foot, top) = (centre(link.from), centre(link.to));
    let length = distance(foot, top);
    let along = scale(sub(top, foot), 1.0 / length);
    let across = scale(
        Point {
            x: -along.y,
            y: along.x,
        },
        RAIL_HALF_GAP,
    );
    let rail = |side: f32| Segment {
        from: add(add(foot, scale(across, side)), scale(along, -RAIL_OVERHANG)),
        to: add(add(top, scale(across, side)), scale(along, RAIL_OVERHANG)),
    };
    // At least two rungs, evenly spaced, none at the very ends.
    let spaces = ((length / RUNG_SPACING) as usize).max(2);
    let rungs = (1..spaces)
        .map(|i| {
            let at = add(foot, scale(along, length * i as f32 / spaces as f32));
            Segment {
                from: sub(at, across),
                to: add(at, across),
            }
        })
        .collect();
    Course::Ladder {
        rails: vec![rail(-1.0), rail(1.0)],
        rungs,
    }
}

/// A snake's body along `spine`, and its head turned back in if it would leave the grid.
fn snake(spine: Vec<Point>) -> Course {
    let last = (SPINE_POINTS - 1) as f32;
    let widths = (0..SPINE_POINTS)
        .map(|i| 0.26 - 0.21 * i as f32 / last)
        .collect();
    let away = sub(spine[0], spine[2]);
    let mut facing = scale(away, 1.0 / distance(spine[0], spine[2]).max(f32::EPSILON));
    let reach = add(spine[0], scale(facing, HEAD_REACH));
    let (right, bottom) = (f32::from(COLUMNS) - 0.5, f32::from(ROWS) - 0.5);
    if !(-0.5..=right).contains(&reach.x) {
        facing.x = -facing.x;
    }
    if !(-0.5..=bottom).contains(&reach.y) {
        facing.y = -facing.y;
    }
    Course::Snake {
        spine,
        widths,
        facing,
    }
}

/// The spine of `snake` bowed by `bow`: a quadratic curve from head to tail whose middle lies
/// `bow` units to the side of the straight line, with the body's waves along it, damped to
/// nothing at both ends.
fn spine(snake: &Link, bow: f32) -> Vec<Point> {
    let (head, tail) = (centre(snake.from), centre(snake.to));
    let length = distance(head, tail);
    let along = scale(sub(tail, head), 1.0 / length);
    let normal = Point {
        x: -along.y,
        y: along.x,
    };
    let control = add(
        scale(add(head, tail), 0.5),
        scale(normal, 2.0 * bow), // a quadratic's middle lies halfway to its control point
    );
    let waves = (length / WAVE_LENGTH).round().max(1.0);
    let last = (SPINE_POINTS - 1) as f32;
    (0..SPINE_POINTS)
        .map(|i| {
            let t = i as f32 / last;
            let on_curve = quadratic(head, control, tail, t);
            let tangent = add(
                scale(sub(control, head), 2.0 * (1.0 - t)),
                scale(sub(tail, control), 2.0 * t),
            );
            let tangent = scale(
                tangent,
                1.0 / (tangent.x.hypot(tangent.y)).max(f32::EPSILON),
            );
            let across = Point {
                x: -tangent.y,
                y: tangent.x,
            };
            let rise = (std::f32::consts::PI * t).sin();
            let damp = if t < 0.5 { (rise * 1.6).min(1.0) } else { rise };
            let swing = WIGGLE * damp * (2.0 * std::f32::consts::PI * waves * t).sin();
            add(on_curve, scale(across, swing))
        })
        .collect()
}

/// How badly `spine` crowds the board: points outside the grid count most, then points over
/// another link's end square, on a ladder's rails or on another snake; a bow costs a little.
fn crowding(
    spine: &[Point],
    snake: &Link,
    ladders: &[(Point, Point)],
    ends: &[Point],
    others: &[&[Point]],
) -> f32 {
    let (head, tail) = (centre(snake.from), centre(snake.to));
    let (right, bottom) = (f32::from(COLUMNS) - 0.5, f32::from(ROWS) - 0.5);
    let margin = 0.2;
    let mut cost = 0.0;
    for &p in spine {
        let out = (-0.5 + margin - p.x).max(0.0)
            + (p.x - right + margin).max(0.0)
            + (-0.5 + margin - p.y).max(0.0)
            + (p.y - bottom + margin).max(0.0);
        cost += 100.0 * out;
        for &end in ends {
            if end != head && end != tail {
                cost += 2.0 * (0.4 - distance(p, end)).max(0.0);
            }
        }
        for &(a, b) in ladders {
            cost += 4.0 * (0.35 - to_segment(p, a, b)).max(0.0);
        }
    }
    for other in others {
        for &p in spine {
            for &q in *other {
                cost += 1.0 * (0.5 - distance(p, q)).max(0.0);
            }
        }
    }
    // Straight is best when all else is equal, and a bow costs more the further it swings.
    let middle = spine[SPINE_POINTS / 2];
    cost + 0.3 * to_segment(middle, head, tail)
}

fn quadratic(a: Point, b: Point, c: Point, t: f32) -> Point {
    let u = 1.0 - t;
    add(add(scale(a, u * u), scale(b, 2.0 * u * t)), scale(c, t * t))
}

fn to_segment(p: Point, a: Point, b: Point) -> f32 {
    let ab = sub(b, a);
    let t =
        (((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / (ab.x * ab.x + ab.y * ab.y)).clamp(0.0, 1.0);
    distance(p, add(a, scale(ab, t)))
}

fn distance(a: Point, b: Point) -> f32 {
    (a.x - b.x).hypot(a.y - b.y)
}

fn add(a: Point, b: Point) -> Point {
    Point {
        x: a.x + b.x,
        y: a.y + b.y,
    }
}

fn sub(a: Point, b: Point) -> Point {
    Point {
        x: a.x - b.x,
        y: a.y - b.y,
    }
}

fn scale(a: Point, k: f32) -> Point {
    Point {
        x: a.x * k,
        y: a.y * k,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each snake with its spine and facing.
    fn snakes() -> Vec<(&'static Link, &'static [Point], Point)> {
        let layout = LayoutKind::Default;
        layout
            .links()
            .iter()
            .filter_map(|link| match layout.course(link.from) {
                Some(Course::Snake { spine, facing, .. }) => {
                    Some((link, spine.as_slice(), *facing))
                }
                _ => None,
            })
            .collect()
    }

    fn inside(p: Point, margin: f32) -> bool {
        let (right, bottom) = (f32::from(COLUMNS) - 0.5, f32::from(ROWS) - 0.5);
        (-0.5 + margin..=right - margin).contains(&p.x)
            && (-0.5 + margin..=bottom - margin).contains(&p.y)
    }

    /// Points of snakes' spines lying within `near` of a ladder's line or of another snake's
    /// spine: a crossing at an angle costs a few, a snake lying along a ladder or another snake
    /// many.
    fn overlap(near: f32, spine_of: impl Fn(&Link) -> Vec<Point>) -> usize {
        let links = LayoutKind::Default.links();
        let spines: Vec<(u8, Vec<Point>)> = links
            .iter()
            .filter(|l| !l.is_ladder())
            .map(|l| (l.from, spine_of(l)))
            .collect();
        let mut points = 0;
        for (from, spine) in &spines {
            for &p in spine {
                let on_ladder = links
                    .iter()
                    .filter(|l| l.is_ladder())
                    .any(|l| to_segment(p, centre(l.from), centre(l.to)) < near);
                let on_snake = spines
                    .iter()
                    .filter(|(other, _)| other != from)
                    .any(|(_, other)| other.iter().any(|&q| distance(p, q) < near));
                points += usize::from(on_ladder) + usize::from(on_snake);
            }
        }
        points
    }

    #[test]
    fn every_snake_stays_inside_the_grid_head_and_tongue_included() {
        for (link, spine, facing) in snakes() {
            assert_eq!(spine.len(), SPINE_POINTS);
            assert!(
                distance(spine[0], centre(link.from)) < 1e-3,
                "the head bites its square"
            );
            let tail = spine[SPINE_POINTS - 1];
            assert!(
                distance(tail, centre(link.to)) < 1e-3,
                "the tail ends on its square"
            );
            for &p in spine {
                assert!(
                    inside(p, 0.15),
                    "snake {} leaves the grid at {p:?}",
                    link.from
                );
            }
            let reach = add(spine[0], scale(facing, HEAD_REACH));
            assert!(
                inside(reach, 0.0),
                "snake {}'s head pokes out: {reach:?}",
                link.from
            );
            assert!((facing.x.hypot(facing.y) - 1.0).abs() < 1e-4);
        }
    }

    #[test]
    fn bowed_snakes_cross_fewer_ladders_and_snakes_than_straight_ones() {
        let layout = LayoutKind::Default;
        let drawn = |link: &Link| match layout.course(link.from) {
            Some(Course::Snake { spine, .. }) => spine.clone(),
            _ => spine(link, 0.0),
        };
        let straight = overlap(0.3, |link| spine(link, 0.0));
        let bowed = overlap(0.3, drawn);
        // Measured: 253 points of the snakes lie on a ladder or another snake when every snake
        // is straight, 137 bowed (bows of up to 1.5 squares; larger ones untangle more, 108,
        // but swing long snakes across the board).
        assert!(
            bowed * 5 < straight * 3,
            "bowed {bowed}, straight {straight}"
        );
    }

    #[test]
    fn a_ladder_has_two_parallel_rails_past_its_ends_and_rungs_between() {
        let layout = LayoutKind::Default;
        for link in layout.links().iter().filter(|l| l.is_ladder()) {
            let Some(Course::Ladder { rails, rungs }) = layout.course(link.from) else {
                unreachable!("ladder {} is drawn as a snake", link.from);
            };
            let [a, b] = rails.as_slice() else {
                unreachable!("ladder {} has {} rails", link.from, rails.len());
            };
            let (a0, a1, b0, b1) = (a.from, a.to, b.from, b.to);
            assert!((distance(a0, b0) - 2.0 * RAIL_HALF_GAP).abs() < 1e-4);
            assert!((distance(a1, b1) - 2.0 * RAIL_HALF_GAP).abs() < 1e-4);
            assert!(
                distance(a0, a1) > length(link),
                "the rails overhang both ends"
            );
            assert!(!rungs.is_empty());
            for rung in rungs {
                assert!((distance(rung.from, rung.to) - 2.0 * RAIL_HALF_GAP).abs() < 1e-4);
            }
        }
    }

    #[test]
    fn the_courses_are_the_same_every_time() {
        assert_eq!(courses(LayoutKind::Default), *DEFAULT_COURSES);
    }
}

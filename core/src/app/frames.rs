//! The frames an action is shown in: a picture of the coins for each moment, how long it
//! stays, and what is told, cued and announced as it appears.
//!
//! A throw shows the sticks; a coin walks square by square along the squares its move passes
//! (one jump under reduced motion); a coin coming out, a cut coin going home, a ladder and a
//! snake are one jump each. Events that move nothing (an extra roll, a lost value, the turn
//! passing) are told with the frame before them, the moment they became true.

use crate::event::Event;

use super::effect::Cue;
use super::picture::{Picture, Spot};
use super::telling::{self, Announcer, By};
use super::timing::Timing;
use crate::sticks::Throw;
use crate::text::Message;

/// One moment of an action on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Frame {
    /// The coins as drawn.
    pub picture: Picture,
    /// The sticks thrown at this moment, if any.
    pub sticks: Option<Throw>,
    /// Lines of text this moment adds to the status.
    pub told: Vec<Message>,
    /// What the screen reader hears as it appears.
    pub announce: Vec<Message>,
    /// Cues given as it appears.
    pub cues: Vec<Cue>,
    /// How long it stays, in milliseconds.
    pub ms: u64,
}

/// The frames showing `events`, an action taken `by`, starting from the coins of `before`.
pub(crate) fn of(
    events: &[Event],
    before: Picture,
    by: By,
    announcer: &mut Announcer,
    timing: &Timing,
    reduced_motion: bool,
) -> Vec<Frame> {
    let mut show = Builder {
        picture: before,
        frames: Vec::new(),
    };
    for event in events {
        match *event {
            Event::Rolled { throw, .. } => show.push(timing.sticks).sticks = Some(throw),
            Event::CoinEntered { player, square } => {
                show.picture.shift(player, Spot::Home, Spot::on(square));
                show.push(timing.jump);
            }
            Event::CoinMoved {
                player,
                from,
                to,
                ref squares,
            } => {
                if reduced_motion {
                    show.picture.shift(player, Spot::on(from), Spot::on(to));
                    show.push(timing.jump);
                } else {
                    let mut at = from;
                    for &square in squares {
                        show.picture.shift(player, Spot::on(at), Spot::on(square));
                        show.push(timing.step);
                        at = square;
                    }
                }
            }
            Event::CoinCut { player, square, .. } => {
                show.picture.shift(player, Spot::on(square), Spot::Home);
                show.push(timing.jump);
            }
            Event::Ladder { player, from, to } | Event::Snake { player, from, to } => {
                show.picture.shift(player, Spot::on(from), Spot::on(to));
                show.push(timing.jump);
            }
            Event::ThrowOffTied { .. }
            | Event::TurnPassed { .. }
            | Event::CoinHome { .. }
            | Event::ValueLost { .. }
            | Event::ExtraRoll { .. }
            | Event::PlayerFinished { .. }
            | Event::GameOver { .. } => {}
        }
        let frame = show.last();
        frame.told.extend(telling::told(event));
        frame.cues.extend(telling::cue(event));
        frame.announce.extend(announcer.announce(event, by));
    }
    show.frames
}

/// Frames being made, and the picture they have reached.
struct Builder {
    picture: Picture,
    frames: Vec<Frame>,
}

impl Builder {
    /// A new frame of the picture as it is now, staying `ms`.
    fn push(&mut self, ms: u64) -> &mut Frame {
        self.frames.push(Frame {
            picture: self.picture.clone(),
            sticks: None,
            told: Vec::new(),
            announce: Vec::new(),
            cues: Vec::new(),
            ms,
        });
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    /// The frame the latest event belongs to; a still one if nothing has been shown yet.
    fn last(&mut self) -> &mut Frame {
        if self.frames.is_empty() {
            return self.push(0);
        }
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }
}

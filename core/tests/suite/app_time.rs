//! The game screen on virtual time: the computer's pace, auto-roll, the quick Undo window, pause
//! and the background holding everything, reduced motion, and the sounds, vibrations and
//! announcements each moment gives.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{Session, announcements, computer, dhayam, paramapadam, said, settings};
use dhayam_core::app::{
    Cue, Effect, Intent, Message, Pile, PlaySettings, Spot, Timing, TurnSummary, UndoBar,
};
use dhayam_core::{GameKind, Level, SeatKind};

const PERSON: SeatKind = SeatKind::Human;
const EASY: SeatKind = computer(Level::Easy);
const PACE: Timing = Timing::STANDARD;

/// Player 1, a person, to roll; the sticks throw a 3 next.
fn person_to_roll() -> String {
    dhayam("cut=no home*5 40", "cut=no home*6", "turn p1 roll", &[3, 3])
}

/// Player 1, a person, to play a banked 3 with the coin on 40 (one move: 40 to 43).
fn person_to_move() -> String {
    dhayam(
        "cut=no home*5 40",
        "cut=no home*6",
        "turn p1 move bank=3",
        &[4],
    )
}

/// Player 2, the computer, to roll.
fn computer_to_roll() -> String {
    dhayam("cut=no home*5 40", "cut=no home*6", "turn p2 roll", &[3])
}

/// Where player 1's coins on the board are drawn.
fn p1_squares(session: &Session) -> Vec<u32> {
    session
        .view()
        .coins
        .iter()
        .filter_map(|pile| match *pile {
            Pile {
                spot: Spot::Square { square },
                player: 0,
                ..
            } => Some(square),
            _ => None,
        })
        .collect()
}

fn cues(effects: &[Effect]) -> Vec<Effect> {
    effects
        .iter()
        .filter(|effect| matches!(effect, Effect::Sound { .. } | Effect::Haptic { .. }))
        .cloned()
        .collect()
}

#[test]
fn a_computer_seat_acts_once_its_pace_has_passed_and_not_before() {
    let mut session = Session::detached(&computer_to_roll(), &[PERSON, EASY], settings());
    assert_eq!(session.wake, Some(PACE.computer_pace));
    assert_eq!(
        session.view().prompt,
        Some(Message::ComputerThinking { player: 1 }.text(session.view().game))
    );
    let before = session.notation();
    session.advance(PACE.computer_pace - 1);
    assert_eq!(session.notation(), before);
    assert_eq!(session.wake, Some(1));
    let effects = session.advance(1);
    assert_ne!(session.notation(), before);
    assert!(effects.contains(&Effect::Sound { cue: Cue::Roll }));
    assert_eq!(session.view().sticks.map(|throw| throw.value), Some(3));
}

#[test]
fn auto_roll_throws_for_a_person_after_its_delay_and_offers_no_undo() {
    let auto = PlaySettings {
        auto_roll: true,
        ..settings()
    };
    let mut session = Session::detached(&person_to_roll(), &[PERSON, EASY], auto);
    assert_eq!(session.wake, Some(PACE.auto_roll));
    assert_eq!(
        session.view().prompt,
        Some(Message::AutoRolling { player: 0 }.text(session.view().game))
    );
    let before = session.notation();
    session.advance(PACE.auto_roll - 1);
    assert_eq!(session.notation(), before);
    session.advance(1);
    assert_eq!(
        session.view().status,
        [Message::Rolled {
            player: 0,
            value: 3
        }
        .text(session.view().game)]
    );
    assert_eq!(session.view().undo, None);
}

#[test]
fn without_auto_roll_a_person_s_turn_waits_for_the_roll_button() {
    let mut session = Session::detached(&person_to_roll(), &[PERSON, EASY], settings());
    assert_eq!(session.wake, None);
    let before = session.notation();
    session.advance(60_000);
    assert_eq!(session.notation(), before);
    let view = session.view();
    assert!(view.can_roll);
    assert_eq!(
        view.prompt,
        Some(Message::YourTurnToRoll { player: 0 }.text(view.game))
    );
}

#[test]
fn undo_within_the_window_takes_back_a_roll_and_the_same_throw_follows() {
    let mut session = Session::detached(&person_to_roll(), &[PERSON, EASY], settings());
    let before = session.notation();
    session.intent(Intent::Roll);
    // The bar shows at once and counts down once the throw has been shown.
    assert_eq!(session.view().undo, Some(UndoBar::new(2_000)));
    session.finish_show();
    session.advance(PACE.undo_window - 1);
    assert_eq!(session.view().undo, Some(UndoBar::new(1)));
    let effects = session.intent(Intent::Undo);
    assert_eq!(session.notation(), before);
    assert_eq!(
        announcements(&effects),
        said([Message::Undone { player: 0 }], GameKind::Dhayam)
    );
    let view = session.view();
    assert_eq!((view.undo, view.sticks, view.can_roll), (None, None, true));
    session.intent(Intent::Roll);
    assert_eq!(
        session.view().status,
        [Message::Rolled {
            player: 0,
            value: 3
        }
        .text(session.view().game)]
    );
}

#[test]
fn after_the_window_the_undo_bar_is_gone_and_undo_is_refused() {
    let mut session = Session::detached(&person_to_roll(), &[PERSON, EASY], settings());
    session.intent(Intent::Roll);
    session.finish_show();
    session.advance(PACE.undo_window);
    assert_eq!(session.view().undo, None);
    let rolled = session.notation();
    let effects = session.intent(Intent::Undo);
    assert_eq!(
        announcements(&effects),
        said(
            [Message::Refused(dhayam_core::app::Refusal::NothingToUndo)],
            GameKind::Dhayam
        )
    );
    assert_eq!(session.notation(), rolled);
}

#[test]
fn undo_takes_back_a_move_that_passed_the_turn() {
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], settings());
    let before = session.notation();
    session.intent(Intent::TapSquare { square: 40 });
    assert_ne!(session.notation(), before);
    session.finish_show();
    session.advance(1_000);
    session.intent(Intent::Undo);
    assert_eq!(session.notation(), before);
    assert_eq!(
        session.view().prompt,
        Some(Message::PickCoin { player: 0 }.text(session.view().game))
    );
    assert_eq!(
        session.wake, None,
        "the person is to move again; nothing is due"
    );
}

#[test]
fn the_computer_waits_while_the_undo_bar_shows_then_takes_its_pace() {
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], settings());
    session.intent(Intent::TapSquare { square: 40 });
    session.finish_show();
    let moved = session.notation();
    session.advance(PACE.undo_window - 1);
    assert_eq!(session.notation(), moved);
    assert!(session.view().undo.is_some());
    session.advance(1);
    assert_eq!(session.view().undo, None);
    assert_eq!(session.wake, Some(PACE.computer_pace));
    session.advance(PACE.computer_pace - 1);
    assert_eq!(session.notation(), moved);
    session.advance(1);
    assert_ne!(session.notation(), moved, "the computer rolled");
}

#[test]
fn without_quick_undo_no_bar_shows_and_the_computer_follows_the_show() {
    let no_undo = PlaySettings {
        quick_undo: false,
        ..settings()
    };
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], no_undo);
    session.intent(Intent::TapSquare { square: 40 });
    assert_eq!(session.view().undo, None);
    session.finish_show();
    assert_eq!(session.wake, Some(PACE.computer_pace));
}

#[test]
fn pause_holds_the_computer_and_resume_gives_it_its_whole_pace_again() {
    let mut session = Session::detached(&computer_to_roll(), &[PERSON, EASY], settings());
    let before = session.notation();
    session.advance(300);
    let effects = session.intent(Intent::Pause);
    assert_eq!(effects, []);
    session.advance(100_000);
    assert_eq!(session.notation(), before);
    let view = session.view();
    assert!(view.paused);
    assert_eq!(view.prompt, Some(Message::Paused.text(view.game)));
    session.intent(Intent::Resume);
    assert_eq!(session.wake, Some(PACE.computer_pace));
    session.advance(PACE.computer_pace - 1);
    assert_eq!(session.notation(), before);
    session.advance(1);
    assert_ne!(session.notation(), before);
}

#[test]
fn the_background_holds_a_walk_and_the_undo_bar_and_the_foreground_goes_on_from_there() {
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], settings());
    session.intent(Intent::TapSquare { square: 40 });
    session.advance(PACE.step + 10);
    assert_eq!(p1_squares(&session), [42]);
    assert_eq!(session.intent(Intent::Background), []);
    let held = session.view();
    assert!(held.in_background && held.walking);
    session.advance(50_000);
    assert_eq!(session.view(), held);
    session.intent(Intent::Foreground);
    assert_eq!(session.wake, Some(PACE.step - 10));
    session.finish_show();
    assert_eq!(p1_squares(&session), [43]);
    session.advance(1_000);
    session.intent(Intent::Background);
    session.advance(50_000);
    session.intent(Intent::Foreground);
    assert_eq!(session.view().undo, Some(UndoBar::new(1_000)));
}

#[test]
fn a_move_walks_square_by_square_and_under_reduced_motion_jumps_in_one_frame() {
    for (reduced_motion, frames) in [
        (
            false,
            vec![
                (vec![41], PACE.step),
                (vec![42], PACE.step),
                (vec![43], PACE.step),
            ],
        ),
        (true, vec![(vec![43], PACE.jump)]),
    ] {
        let play = PlaySettings {
            reduced_motion,
            ..settings()
        };
        let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], play);
        session.intent(Intent::TapSquare { square: 40 });
        let mut shown = Vec::new();
        while session.view().walking {
            shown.push((p1_squares(&session), session.wake.unwrap()));
            session.wake();
        }
        assert_eq!(shown, frames, "reduced motion: {reduced_motion}");
    }
}

#[test]
fn cues_sound_and_vibrate_only_as_the_settings_allow() {
    for (sound, haptics) in [(true, true), (true, false), (false, true), (false, false)] {
        let play = PlaySettings {
            sound,
            haptics,
            ..settings()
        };
        let mut session = Session::detached(&person_to_roll(), &[PERSON, EASY], play);
        let effects = session.intent(Intent::Roll);
        let mut expected = Vec::new();
        if sound {
            expected.push(Effect::Sound { cue: Cue::Roll });
        }
        if haptics {
            expected.push(Effect::Haptic { cue: Cue::Roll });
        }
        assert_eq!(cues(&effects), expected, "sound {sound}, haptics {haptics}");
    }
}

#[test]
fn a_settings_change_mid_game_applies_to_the_next_cue() {
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], settings());
    session.intent(Intent::ChangeSettings {
        settings: PlaySettings {
            sound: false,
            ..settings()
        },
    });
    session.intent(Intent::TapSquare { square: 40 });
    let mut given = Vec::new();
    while session.view().walking {
        given.extend(cues(&session.wake()));
    }
    assert_eq!(
        given,
        [Effect::Haptic { cue: Cue::Move }],
        "one cue as the coin lands"
    );
}

#[test]
fn a_person_hears_each_event_of_their_own_throw() {
    let text = paramapadam("off", "off", "turn p1 roll", &[2]);
    let mut session = Session::detached(&text, &[PERSON, EASY], settings());
    let effects = session.intent(Intent::Roll);
    assert_eq!(
        announcements(&effects),
        said(
            [
                Message::Rolled {
                    player: 0,
                    value: 2
                },
                Message::ValueLost {
                    player: 0,
                    value: 2
                },
                Message::TurnPassed { player: 1 },
            ],
            GameKind::Paramapadam
        )
    );
}

#[test]
fn a_computer_turn_is_announced_once_as_it_ends() {
    // Player 2 comes in with a 1, moves 1 to 6 with a 5 and rolls again, then 6 to 9 with a
    // 3, where the ladder to 31 ends the turn.
    let text = paramapadam("off", "off", "turn p2 roll", &[1, 5, 3]);
    let mut session = Session::detached(&text, &[PERSON, EASY], settings());
    let mut heard = Vec::new();
    while !session.view().can_roll {
        heard.extend(announcements(&session.wake()));
    }
    assert_eq!(
        heard,
        said(
            [
                Message::ComputerTurn(TurnSummary {
                    player: 1,
                    throws: vec![1, 5, 3],
                    ladders: 1,
                    ..TurnSummary::default()
                }),
                Message::TurnPassed { player: 0 },
            ],
            GameKind::Paramapadam
        )
    );
}

#[test]
fn undo_mid_walk_stops_the_show_and_takes_the_move_back() {
    let mut session = Session::detached(&person_to_move(), &[PERSON, EASY], settings());
    let before = session.notation();
    session.intent(Intent::TapSquare { square: 40 });
    session.advance(PACE.step);
    assert!(session.view().walking);
    session.intent(Intent::Undo);
    let view = session.view();
    assert_eq!(session.notation(), before);
    assert!(!view.walking);
    assert_eq!(p1_squares(&session), [40]);
}

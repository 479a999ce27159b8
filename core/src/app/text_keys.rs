//! Every key the core can say, with the kinds of its arguments and whether it is a plural: the
//! list `tests/golden/text_keys.txt` holds, which the strings check reads to prove both
//! platforms word every key in both languages with matching placeholders.
//!
//! It is made by wording one sample of every message, refusal and problem in every game, and
//! of every reading of the board and label of a control (`reading`), so a
//! new variant is listed as soon as it has a sample; the samples pass through exhaustive
//! matches, so a new variant can't compile before someone looks at them.

use std::collections::BTreeMap;

use crate::event::ExtraRollReason;
use crate::game::GameKind;

use crate::setup::{OpponentKind, SeatKind};
use crate::store::GameOutcome;

use super::app_view::{Question, QuestionAbout, ResumeCard};
use crate::text::{Message, Refusal, SaveProblem, Text, TurnSummary};

/// One key's line: its arguments' kinds, and whether a count picks a plural form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeySpec {
    /// The argument kinds in placeholder order (`number`, `numbers`, `square`, `player`,
    /// `text`).
    pub args: Vec<&'static str>,
    /// Whether the key is a plural resource.
    pub plural: bool,
}

/// Every key, sorted, with its spec. Two samples giving one key different arguments is a bug
/// in the wording, reported by panicking in the test that writes the list.
#[must_use]
pub fn every_key() -> BTreeMap<&'static str, KeySpec> {
    let mut keys = BTreeMap::new();
    for game in GameKind::ALL {
        for message in every_sample() {
            add(&mut keys, &message.text(game));
        }
    }
    for text in super::setup_view::every_problem_text() {
        add(&mut keys, &text);
    }
    for text in super::reading::every_sample() {
        add(&mut keys, &text);
    }
    for text in crate::text::every_square_name() {
        add(&mut keys, &text);
    }
    for text in crate::learn::every_text() {
        add(&mut keys, &text);
    }
    for text in super::launch_problem::every_text() {
        add(&mut keys, &text);
    }
    for question in every_question() {
        for text in [
            question.title,
            question.body,
            question.confirm,
            question.cancel,
        ] {
            add(&mut keys, &text);
        }
    }
    keys
}

/// `text`, its arguments' texts and the sentences after it, into `keys`.
fn add(keys: &mut BTreeMap<&'static str, KeySpec>, text: &Text) {
    let spec = KeySpec {
        args: text.args.iter().map(crate::text::Arg::kind).collect(),
        plural: text.count.is_some(),
    };
    let known = keys.entry(text.key).or_insert_with(|| spec.clone());
    assert_eq!(*known, spec, "key {} said two ways", text.key);
    for arg in &text.args {
        if let crate::text::Arg::Text(inner) = arg {
            // A name inside a sentence takes numbers only (a player's): the bindings hand it
            // over flat, as a key and numbers.
            let flat = inner.more.is_empty()
                && inner
                    .args
                    .iter()
                    .all(|arg| matches!(arg, crate::text::Arg::Number(_)));
            assert!(
                flat,
                "the name {} in {} takes more than numbers",
                inner.key, text.key
            );
            add(keys, inner);
        }
    }
    for next in &text.more {
        add(keys, next);
    }
}

/// The list as `text_keys.txt` writes it: `key<TAB>kinds, comma-separated<TAB>plural|one`.
#[must_use]
pub fn key_list() -> String {
    let mut out = String::from(
        "# Every text key the core says (written by core/tests/suite/text_keys.rs; \
         UPDATE_GOLDEN=1 rewrites it).\n# key\targuments\tplural or one\n",
    );
    for (key, spec) in every_key() {
        out.push_str(key);
        out.push('\t');
        out.push_str(&spec.args.join(","));
        out.push('\t');
        out.push_str(if spec.plural { "plural" } else { "one" });
        out.push('\n');
    }
    out
}

/// One message of every kind, with every refusal, problem and extra-roll reason, and a computer
/// turn that did everything.
fn every_sample() -> Vec<Message> {
    let refusals = every_refusal().into_iter().map(Message::Refused);
    let reasons = [
        ExtraRollReason::BonusThrow(12),
        ExtraRollReason::Cut,
        ExtraRollReason::Home,
        ExtraRollReason::Entered,
    ]
    .into_iter()
    .map(|reason| Message::ExtraRoll { player: 0, reason });
    let samples = vec![
        Message::Rolled {
            player: 0,
            value: 1,
        },
        Message::ThrowOffTied {
            players: vec![0, 1],
        },
        Message::TurnPassed { player: 1 },
        Message::CoinEntered {
            player: 0,
            square: 1,
        },
        Message::Cut {
            by: 0,
            victim: 1,
            square: 2,
        },
        Message::ReachedGoal { player: 0 },
        Message::Ladder {
            player: 0,
            from: 3,
            to: 30,
        },
        Message::Snake {
            player: 0,
            from: 30,
            to: 3,
        },
        Message::ValueLost {
            player: 0,
            value: 6,
        },
        Message::Finished {
            player: 0,
            place: 1,
        },
        Message::Won { player: 0 },
        Message::Drawn,
        Message::Undone { player: 0 },
        Message::ComputerTurn(TurnSummary {
            player: 1,
            throws: vec![1, 5],
            cuts: 1,
            reached_goal: 1,
            ladders: 1,
            snakes: 1,
        }),
        Message::ThrowOffRoll { player: 0 },
        Message::YourTurnToRoll { player: 0 },
        Message::AutoRolling { player: 0 },
        Message::PickCoin { player: 0 },
        Message::PickDestination { player: 0 },
        Message::ComputerThinking { player: 1 },
        Message::Paused,
        Message::SavedGameSetAside,
        Message::SavedGameCleared,
    ];
    for message in &samples {
        witness(message);
    }
    samples.into_iter().chain(reasons).chain(refusals).collect()
}

/// Each question the app asks, over a saved game of each game, filed each way.
fn every_question() -> Vec<Question> {
    let mut questions = vec![Question::about(QuestionAbout::ClearSavedGame)];
    for game in GameKind::ALL {
        for filed_as in [
            GameOutcome::Won,
            GameOutcome::Lost,
            GameOutcome::Drawn,
            GameOutcome::Abandoned,
        ] {
            let saved = ResumeCard {
                game,
                players: 2,
                opponent: OpponentKind::PassAndPlay,
                to_act: Some(0),
                to_act_kind: Some(SeatKind::Human),
                your_turns: 3,
            };
            questions.push(Question::about(QuestionAbout::NewGame {
                saved,
                filed_as,
                new_game: game,
            }));
        }
    }
    questions
}

/// Every refusal, every problem of the store in both of its refusals.
fn every_refusal() -> Vec<Refusal> {
    let problems = [
        SaveProblem::DiskFull,
        SaveProblem::Unwritable,
        SaveProblem::Damaged,
        SaveProblem::InUse,
        SaveProblem::NotTheSavedGame,
        SaveProblem::SavedElsewhere,
        SaveProblem::NoStore,
        SaveProblem::Database,
    ];
    let mut refusals = vec![
        Refusal::Walking,
        Refusal::Paused,
        Refusal::InBackground,
        Refusal::ComputerToAct { player: 1 },
        Refusal::NotYourTurn { expected: 1 },
        Refusal::GameOver,
        Refusal::RollFirst,
        Refusal::MoveFirst,
        Refusal::NothingToMoveOn { square: 31 },
        Refusal::NoCoinComesOut,
        Refusal::SeveralCoinsReach { square: 31 },
        Refusal::NoSuchChip { value: 5 },
        Refusal::ChipMovesNothing { value: 5 },
        Refusal::IllegalMove,
        Refusal::NothingToUndo,
        Refusal::SetupCantStart,
        Refusal::NoSavedGame,
        Refusal::NothingToConfirm,
        Refusal::ConfirmFirst,
        Refusal::NoGameOnScreen,
        Refusal::LeaveGameFirst,
        Refusal::NotOffered,
        Refusal::NoSetupOnScreen,
        Refusal::NothingToClose,
        Refusal::NotTheLessonsMove,
        Refusal::LessonStepDone,
        Refusal::LessonStepNotDone,
    ];
    for problem in problems {
        refusals.push(Refusal::NotSaved(problem));
        refusals.push(Refusal::NotRead(problem));
    }
    for refusal in &refusals {
        witness_refusal(*refusal);
    }
    refusals
}

/// Matches every message variant, without a catch-all: a new variant fails to compile here,
/// the reminder to give it a sample above.
const fn witness(message: &Message) {
    match message {
        Message::Rolled { .. }
        | Message::ThrowOffTied { .. }
        | Message::TurnPassed { .. }
        | Message::CoinEntered { .. }
        | Message::Cut { .. }
        | Message::ReachedGoal { .. }
        | Message::Ladder { .. }
        | Message::Snake { .. }
        | Message::ValueLost { .. }
        | Message::ExtraRoll { .. }
        | Message::Finished { .. }
        | Message::Won { .. }
        | Message::Drawn
        | Message::Undone { .. }
        | Message::ComputerTurn(_)
        | Message::ThrowOffRoll { .. }
        | Message::YourTurnToRoll { .. }
        | Message::AutoRolling { .. }
        | Message::PickCoin { .. }
        | Message::PickDestination { .. }
        | Message::ComputerThinking { .. }
        | Message::Paused
        | Message::Refused(_)
        | Message::SavedGameSetAside
        | Message::SavedGameCleared => {}
    }
}

/// Matches every refusal, without a catch-all: a new one fails to compile here, the reminder
/// to give it a sample above.
const fn witness_refusal(refusal: Refusal) {
    match refusal {
        Refusal::Walking
        | Refusal::Paused
        | Refusal::InBackground
        | Refusal::ComputerToAct { .. }
        | Refusal::NotYourTurn { .. }
        | Refusal::GameOver
        | Refusal::RollFirst
        | Refusal::MoveFirst
        | Refusal::NothingToMoveOn { .. }
        | Refusal::NoCoinComesOut
        | Refusal::SeveralCoinsReach { .. }
        | Refusal::NoSuchChip { .. }
        | Refusal::ChipMovesNothing { .. }
        | Refusal::IllegalMove
        | Refusal::NothingToUndo
        | Refusal::NotSaved(_)
        | Refusal::NotRead(_)
        | Refusal::SetupCantStart
        | Refusal::NoSavedGame
        | Refusal::NothingToConfirm
        | Refusal::ConfirmFirst
        | Refusal::NoGameOnScreen
        | Refusal::LeaveGameFirst
        | Refusal::NotOffered
        | Refusal::NoSetupOnScreen
        | Refusal::NothingToClose
        | Refusal::NotTheLessonsMove
        | Refusal::LessonStepDone
        | Refusal::LessonStepNotDone => {}
    }
}

//! Whose statistics a game counts for (RULES_DECISIONS.md 23), the same in every shell because
//! the store decides it: only games a person plays, for the people at the table together,
//! filed under the strongest computer there.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::store_support;

use dhayam_core::{
    GameKind, GameOutcome, GameRules, GameSetup, Level, OpponentKind, SeatKind, SeatSetup,
    Statistics, Store, THROW_VALUES, TokenStyle,
};
use store_support::{act, paramapadam_against, play_out, seed_where};
use tempfile::TempDir;

fn store() -> (TempDir, Store) {
    let dir = TempDir::new().unwrap();
    let store = Store::open(dir.path()).unwrap();
    (dir, store)
}

fn counted(store: &Store) -> Vec<Statistics> {
    store
        .all_statistics()
        .unwrap()
        .into_iter()
        .filter(|s| s.played > 0 || s.abandoned > 0)
        .collect()
}

fn seats(game: GameKind, kinds: &[SeatKind]) -> GameSetup {
    let mut setup = GameSetup::default_for(game);
    for (seat, &kind) in setup.seats.iter_mut().zip(kinds) {
        seat.kind = kind;
    }
    setup
}

#[test]
fn a_game_no_person_plays_counts_in_no_statistic_ended_or_given_up() {
    let (_dir, mut store) = store();
    let computers = seats(
        GameKind::Paramapadam,
        &[
            SeatKind::Computer { level: Level::Easy },
            SeatKind::Computer { level: Level::Hard },
        ],
    );
    let mut watched = store.start_game(computers.clone(), 4).unwrap();
    assert!(!watched.counted());
    play_out(&mut store, &mut watched);
    let mut given_up = store.start_game(computers, 5).unwrap();
    act(&mut given_up, 0);
    store.autosave(&mut given_up).unwrap();
    store
        .start_game(paramapadam_against(Level::Easy), 6)
        .unwrap();
    assert_eq!(counted(&store), Vec::<Statistics>::new());
}

#[test]
fn in_pass_and_play_every_persons_throws_count_and_a_persons_finish_is_a_win() {
    let (_dir, mut store) = store();
    let people = seats(GameKind::Paramapadam, &[SeatKind::Human, SeatKind::Human]);
    // Player 2 finishes first: still a person's win, not the first seat's loss.
    let seed = seed_where(&people, 0, GameOutcome::Lost);
    let mut game = store.start_game(people, seed).unwrap();
    let (outcome, tally) = play_out(&mut store, &mut game);
    assert_eq!(outcome, GameOutcome::Won);
    let stats = counted(&store);
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0].opponent, OpponentKind::PassAndPlay);
    assert_eq!((stats[0].played, stats[0].won), (1, 1));
    // Both players rolled: the histogram holds more throws than one seat's turns.
    let throws: u32 = tally.throws.iter().sum();
    assert!(
        throws > tally.turns,
        "{throws} throws in {} turns",
        tally.turns
    );
    assert_eq!(THROW_VALUES.len(), tally.throws.len());
}

#[test]
fn a_game_against_several_computers_is_filed_under_the_strongest() {
    let (_dir, mut store) = store();
    let mut setup = GameSetup::default_for(GameKind::Thayam);
    if let GameRules::Race { rules } = &mut setup.rules {
        rules.players = 3;
    }
    setup.seats = [
        SeatKind::Human,
        SeatKind::Computer { level: Level::Easy },
        SeatKind::Computer { level: Level::Hard },
    ]
    .into_iter()
    .zip(TokenStyle::ALL)
    .map(|(kind, token)| SeatSetup { kind, token })
    .collect();
    let mut game = store.start_game(setup, 1).unwrap();
    act(&mut game, 0);
    store.autosave(&mut game).unwrap();
    store
        .start_game(paramapadam_against(Level::Easy), 2)
        .unwrap();
    let stats = counted(&store);
    assert_eq!(stats.len(), 1);
    assert_eq!(
        (stats[0].game, stats[0].opponent),
        (
            GameKind::Thayam,
            OpponentKind::Computer { level: Level::Hard }
        )
    );
}

//! The seed of the computer's choice: one rule, [`ai::choice_seed`], for every front end. It comes
//! from the position's random state alone, so a game saved by the terminal or a phone and resumed
//! by either plays on with the same computer moves.

#![allow(clippy::unwrap_used)]

use dhayam_core::{
    GameKind, GameRules, GameSetup, Level, Position, Preset, SeatKind, Silent, State, Store, ai,
};

/// A classic position whose sticks started from seed 42 and have drawn 17 words.
const CLASSIC: &str = "\
dhayam 1
rules classic players=2 coins=6
p1 cut=yes home*3 31 45 50
p2 cut=yes home*4 20 Oval
turn p1 move bank=3,5 extra=no last=3
places -
sticks 42 17
";

/// A Thayam position with nothing in common with [`CLASSIC`] but its sticks.
const THAYAM: &str = "\
thayam 1
rules thayam players=4
p1 home*3 r6c3
p2 home*4
p3 home*4
p4 home*4
turn p1 roll
sticks 42 17
";

fn position(notation: &str) -> Position {
    Position::from_notation(notation).unwrap()
}

#[test]
fn the_choice_seed_is_the_formula_the_phones_have_always_used() {
    // Worked out with the bindings' own `choice_seed` before it moved into the core: games on
    // the phones, and their screenshot references, depend on these values.
    assert_eq!(ai::choice_seed(&position(CLASSIC)), 0x36dd_38ad_708f_463f);
    let fresh = Position::new(Preset::Traditional.rules(), 2024).unwrap();
    assert_eq!(fresh.sticks(), (2024, 0));
    assert_eq!(ai::choice_seed(&fresh), 0xbbbf_12cc_d68b_4479);
}

#[test]
fn the_choice_seed_depends_only_on_the_sticks_random_state() {
    // Same random state, different everything else: the same seed.
    assert_eq!(
        ai::choice_seed(&position(CLASSIC)),
        ai::choice_seed(&position(THAYAM))
    );
    // One word more drawn, or another first seed: another seed.
    let seed = ai::choice_seed(&position(CLASSIC));
    for other in ["sticks 42 18", "sticks 43 17"] {
        let moved = position(&CLASSIC.replace("sticks 42 17", other));
        assert_ne!(ai::choice_seed(&moved), seed, "{other}");
    }

    // Through a game: a roll draws from the sticks and changes the seed; a move draws nothing
    // and leaves it.
    let mut game = Position::new(Preset::Traditional.rules(), 7).unwrap();
    let (mut rolls, mut moves) = (0, 0);
    while let Some(player) = game.to_act() {
        let (sticks, seed) = (game.sticks(), ai::choice_seed(&game));
        let rolled = game.must_roll();
        if rolled {
            game.roll(player, &mut Silent).unwrap();
            rolls += 1;
        } else {
            let mv = ai::choose(&game, Level::Easy, seed).unwrap();
            game.play(player, mv, &mut Silent).unwrap();
            moves += 1;
        }
        let changed = (game.sticks() != sticks, ai::choice_seed(&game) != seed);
        assert_eq!(changed, (rolled, rolled), "{}", game.notation());
    }
    assert!(rolls > 100 && moves > 100, "{rolls} rolls, {moves} moves");
}

/// A Dhayam setup with both seats the computer at Easy, the level whose choice the seed sways.
fn easy_against_easy() -> GameSetup {
    let mut setup = GameSetup::default_for(GameKind::Dhayam);
    if let GameRules::Race { rules } = &mut setup.rules {
        rules.coins = 6;
    }
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Computer { level: Level::Easy };
    }
    setup
}

#[test]
fn a_resumed_position_chooses_what_the_original_would() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    let mut game = store.start_game(easy_against_easy(), 13).unwrap();
    let (mut decisions, mut swayed) = (0, 0);
    while let Some(player) = game.state().to_act() {
        if game.state().must_roll() {
            game.roll(player).unwrap();
        } else {
            let State::Race(position) = game.state().clone() else {
                unreachable!("a Dhayam game")
            };
            // Save and resume, as quitting and starting again (here or on a phone) does.
            store.autosave(&mut game).unwrap();
            let resumed = store.saved_game().unwrap().unwrap();
            let State::Race(resumed) = resumed.state() else {
                unreachable!("a Dhayam game")
            };
            assert_eq!(ai::choice_seed(resumed), ai::choice_seed(&position));
            let chosen = ai::choose(&position, Level::Easy, ai::choice_seed(&position)).unwrap();
            assert_eq!(
                ai::choose(resumed, Level::Easy, ai::choice_seed(resumed)),
                Some(chosen),
                "{}",
                position.notation()
            );
            decisions += 1;
            // Count the decisions where another seed would have chosen otherwise.
            swayed += usize::from(
                (0..8).any(|seed| ai::choose(&position, Level::Easy, seed) != Some(chosen)),
            );
            game.play(player, chosen).unwrap();
        }
        store.autosave(&mut game).unwrap();
    }
    println!("{decisions} decisions, {swayed} of them swayed by the seed");
    assert!(decisions > 50 && swayed > 10);
}

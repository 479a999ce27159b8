//! The game screen over the bindings, driven from Rust the way a shell drives it: it draws
//! `view()`, forwards intents, and calls `advance` when the wake-up it was given fires.

use dhayam_ffi::{
    App, DhayamError, Effect, GameKind, GameRules, GameScreenHandle, GameSetup, Intent, Level,
    PlaySettings, SeatKind, Text, default_setup, presets,
};

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

/// The default setup of `game` played by `seats`, with the fewest coins its preset allows so a
/// whole game is short.
fn setup(game: GameKind, seats: &[SeatKind]) -> GameSetup {
    let mut setup = default_setup(game);
    if let GameRules::Race { rules } = &mut setup.rules {
        let preset = presets()
            .into_iter()
            .find(|p| p.preset == rules.preset)
            .expect("the preset is listed");
        rules.coins = preset.coin_choices[0];
    }
    for (seat, &kind) in setup.seats.iter_mut().zip(seats) {
        seat.kind = kind;
    }
    setup
}

const EASY: SeatKind = SeatKind::Computer { level: Level::Easy };

/// The wake-up among `effects`, if any (a call gives at most one).
fn wake_in(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|effect| match effect {
        Effect::WakeIn { ms } => Some(*ms),
        _ => None,
    })
}

#[test]
fn a_computer_only_game_plays_to_the_end_on_wake_ups_alone() {
    for game in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
        let dir = temp_dir();
        let app = App::open(dir.path().display().to_string()).expect("the store opens");
        let screen = app
            .new_game_screen(setup(game, &[EASY, EASY]), 17, false)
            .expect("a new game");
        // Opening gives its one wake-up through next_wake; after that, only the wake-ups the
        // effects ask for drive the game, as a shell's timer would.
        let mut wake = screen.next_wake().expect("next_wake");
        let mut wake_ups = 0;
        while let Some(ms) = wake {
            let effects = screen.advance(ms).expect("advance");
            wake = wake_in(&effects);
            assert_eq!(wake, screen.next_wake().expect("next_wake"), "{game:?}");
            wake_ups += 1;
            assert!(wake_ups < 100_000, "{game:?}: the game ends");
        }
        let view = screen.view().expect("view");
        let over = view
            .game_over
            .expect("nothing is due only once the game is over");
        assert_eq!(view.to_act, None, "{game:?}");
        if game != GameKind::Dhayam {
            // Dhayam may end drawn, every coin held at a closed gate.
            assert!(over.winner.is_some(), "{game:?}: someone won");
        }
        // The App's store holds no game in progress, and counts the computer's own game for
        // no one (RULES_DECISIONS.md 23).
        assert!(app.saved_game().expect("saved game").is_none(), "{game:?}");
        let played: u32 = app
            .all_statistics()
            .expect("statistics")
            .iter()
            .filter(|stats| stats.game == game)
            .map(|stats| stats.played)
            .sum();
        assert_eq!(played, 0, "{game:?}");
    }
}

#[test]
fn a_refused_intent_changes_nothing_but_says_why() {
    let dir = temp_dir();
    let app = App::open(dir.path().display().to_string()).expect("the store opens");
    let screen = app
        .new_game_screen(setup(GameKind::Dhayam, &[SeatKind::Human, EASY]), 3, false)
        .expect("a new game");
    let before = screen.view().expect("view");
    assert!(before.can_roll, "the person throws first in the throw-off");
    let notation = app
        .saved_game()
        .expect("saved game")
        .expect("one")
        .notation()
        .expect("notation");

    // Nothing stands on square 200 and nobody must move yet: the screen refuses the tap.
    let effects = screen
        .intent(Intent::TapSquare { square: 200 })
        .expect("a refusal is not an error");
    let roll_first = Text::plain("refusal_roll_first");
    assert_eq!(
        effects,
        vec![Effect::Announce {
            text: roll_first.clone()
        }]
    );
    let after = screen.view().expect("view");
    assert_eq!(after.refusal, Some(roll_first));
    let mut unchanged = after.clone();
    unchanged.refusal = None;
    assert_eq!(unchanged, before, "only the refusal shows");
    let saved = app.saved_game().expect("saved game").expect("one");
    assert_eq!(
        saved.notation().expect("notation"),
        notation,
        "nothing saved"
    );

    // A malformed move is an error from the bindings, and changes nothing either.
    let malformed = screen.intent(Intent::Play {
        action: dhayam_ffi::Move::Jump {
            from: 0,
            values: vec![],
        },
    });
    assert!(
        matches!(malformed, Err(DhayamError::IllegalMove { .. })),
        "{malformed:?}"
    );
    assert_eq!(screen.view().expect("view"), after);
}

#[test]
fn a_screen_shares_the_apps_store() {
    let dir = temp_dir();
    let app = App::open(dir.path().display().to_string()).expect("the store opens");
    let screen = app
        .new_game_screen(setup(GameKind::Thayam, &[SeatKind::Human, EASY]), 9, false)
        .expect("a new game");
    let number = screen.view().expect("view").saved_number;
    assert!(number.is_some(), "a screen from the App shows a saved game");

    // The person throws in the throw-off; the App's store has it at once.
    let effects = screen.intent(Intent::Roll).expect("roll");
    assert!(effects.contains(&Effect::Sound {
        cue: dhayam_ffi::Cue::Roll
    }));
    let saved = app.saved_game().expect("saved game").expect("one");
    assert_eq!(saved.state().expect("state").saved_number, number);
    let last = saved.state().expect("state");
    assert!(
        matches!(&last.phase, dhayam_ffi::Phase::ThrowOff { thrown, .. } if thrown[0].is_some()),
        "the throw was saved: {:?}",
        last.phase
    );

    // A screen reopened from the store shows the same game, at rest where the first stands
    // once its walk is over.
    while let Some(ms) = screen.next_wake().expect("next_wake") {
        if screen.view().expect("view").walking {
            screen.advance(ms).expect("advance");
        } else {
            break;
        }
    }
    let reopened = app.open_screen(false).expect("open").expect("a saved game");
    let (first, again) = (screen.view().expect("view"), reopened.view().expect("view"));
    assert_eq!(again.saved_number, number);
    assert_eq!(again.coins, first.coins);
    assert_eq!(again.to_act, first.to_act);

    // While the App's store is open, a second App can't open it: the screen uses the App's
    // store rather than one of its own.
    let second = App::open(dir.path().display().to_string());
    assert!(
        matches!(second, Err(DhayamError::StoreInUse { .. })),
        "{:?}",
        second.err()
    );

    // With no saved game, there is no screen to open.
    assert!(app.reset_saved_game().expect("reset"));
    assert!(app.open_screen(false).expect("open").is_none());
}

#[test]
fn a_detached_screen_from_notation_plays_and_refuses_wrong_seats() {
    let dir = temp_dir();
    let app = App::open(dir.path().display().to_string()).expect("the store opens");
    let game = app
        .new_game(setup(GameKind::Paramapadam, &[EASY, EASY]), 4)
        .expect("a new game");
    let notation = game.notation().expect("notation");
    let settings = PlaySettings {
        sound: false,
        haptics: false,
        auto_roll: false,
        quick_undo: true,
        legal_move_ring: true,
        reduced_motion: true,
    };
    let screen = GameScreenHandle::from_notation(notation.clone(), vec![EASY, EASY], settings)
        .expect("a screen");
    assert_eq!(screen.view().expect("view").saved_number, None);
    let ms = screen
        .next_wake()
        .expect("next_wake")
        .expect("the computer is due");
    let effects = screen.advance(ms).expect("advance");
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Sound { .. } | Effect::Haptic { .. })),
        "sound and haptics are off: {effects:?}"
    );
    assert!(
        screen.view().expect("view").sticks.is_some(),
        "the computer threw"
    );
    // The App's saved game is untouched by the detached screen.
    assert_eq!(game.notation().expect("notation"), notation);

    let wrong = GameScreenHandle::from_notation(notation, vec![EASY], settings);
    assert!(
        matches!(wrong, Err(DhayamError::InvalidSetup { .. })),
        "{:?}",
        wrong.err().map(|e| e.to_string())
    );
}

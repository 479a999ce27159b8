//! What a newcomer meets in the terminal, one test per thing it must get right: the guide, Thayam's
//! board as a player reads it, the setup and refusals in words, Tamil throughout, leaving the
//! setup, and Learn to play. Nearby: the pty tests in `terminal.rs` show the screen fitting 80×24;
//! `words.rs` and `guide.rs` hold unit tests of Thayam's square numbers and of the guide;
//! core/tests/suite/store_whose.rs says whose statistics a game counts for. Each test here runs the real
//! binary with a script on standard input.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use common::{dhayam, english_words, run};
use dhayam_cli::words::{english, tamil};

fn play(dir: &std::path::Path, args: &[&str], script: &str) -> String {
    let output = run(dhayam(dir).args(args), script);
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{printed}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    printed
}

/// `g` in a game is the guide — the phones' summary of the rules, the legend, the route drawn on
/// the board, and the rule set in words.
#[test]
fn g_in_a_game_teaches_the_rules_the_legend_the_route_and_the_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    // Dhayam, traditional, 6 coins, the usual rules, two people; g, then leave.
    let printed = play(dir.path(), &["--seed", "3"], "n\nd\nt\n6\n\n1\n1\ng\nq\n");
    let guide = &printed[printed.find("how to play\n").expect("the guide")..];
    assert!(
        guide.contains(&english().label("rules_summary_dhayam")[..40]),
        "{guide}"
    );
    assert!(guide.contains("What the board shows"), "{guide}");
    assert!(guide.contains("a safe square"), "{guide}");
    assert!(
        guide.contains(" S ") && guide.contains("★Oval"),
        "the route: {guide}"
    );
    assert!(
        guide.contains(&format!(
            "{}: {}",
            english().label("field_must_cut_before_home"),
            english().label("on")
        )),
        "{guide}"
    );
}

/// Thayam's squares are numbered along the path, its centre is the goal, and the header names the
/// game once.
#[test]
fn thayam_reads_as_a_player_says_it() {
    let dir = tempfile::tempdir().unwrap();
    let printed = play(dir.path(), &["--seed", "3"], "n\nt\n2\n\n\n1\n1\nq\n");
    let rc = regex_free_rc(&printed);
    assert!(rc.is_none(), "a row-and-column name: {rc:?}\n{printed}");
    assert!(
        printed.contains("│ ★ │") || printed.contains("  ★  "),
        "{printed}"
    );
    assert!(printed.contains("×13"), "{printed}");
    assert!(!printed.contains("×home"), "{printed}");
    assert!(
        !printed.to_lowercase().contains("thayam · thayam"),
        "{printed}"
    );
    assert!(
        printed.contains("pawns still waiting") || printed.contains("⌂●"),
        "{printed}"
    );
}

/// `r6c3` and the like, if the text has one.
fn regex_free_rc(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(4).find_map(|w| {
        (w[0] == 'r' && w[1].is_ascii_digit() && w[2] == 'c' && w[3].is_ascii_digit())
            .then(|| w.iter().collect())
    })
}

/// The setup speaks the phones' words: no notation keys, no seeds, and a refused answer says what
/// to type in words.
#[test]
fn the_setup_says_rules_in_words_and_refusals_plainly() {
    let dir = tempfile::tempdir().unwrap();
    // Dhayam, traditional, 12 coins; a rule number that isn't one, then on; back at the seats.
    let printed = play(dir.path(), &[], "n\nd\nt\n\n99\n\nb\nq\n");
    for internal in [
        "seed 0",
        "must-cut",
        "safe-squares",
        "switches",
        "1-",
        "pick 1 to",
    ] {
        assert!(!printed.contains(internal), "“{internal}” in:\n{printed}");
    }
    assert!(
        printed.contains("choose a rule by its number, 1 to 3"),
        "{printed}"
    );
    assert!(
        printed.contains(&english().label("field_must_cut_before_home")),
        "{printed}"
    );
}

/// Language switches the terminal to Tamil; settings that do nothing here are marked as the phones'
/// only.
#[test]
fn language_switches_the_terminal_to_tamil_and_phone_only_settings_are_marked() {
    let dir = tempfile::tempdir().unwrap();
    // Settings; Language from “follow the system” to English, then to Tamil; back; quit.
    let printed = play(dir.path(), &[], "o\n6\n6\nb\nq\n");
    assert!(
        printed.contains(&english().label("cli_phones_only")),
        "{printed}"
    );
    assert!(
        printed.contains(&english().label("cli_colour_only")),
        "{printed}"
    );
    let after = &printed[printed.rfind(&english().label("language_english")).unwrap()..];
    assert!(after.contains(&tamil().label("settings_title")), "{after}");
    assert!(after.contains(&tamil().label("home_new_game")), "{after}");
    // The next start speaks Tamil from the first line.
    let printed = play(dir.path(), &[], "q\n");
    assert!(
        printed.contains(&tamil().label("home_new_game")),
        "{printed}"
    );
}

/// Once Language is Tamil, everything the terminal prints — Home, the setup and its questions, the
/// board and the players, the moves, refusals, help, the guide, the game's end, the statistics,
/// About — is in Tamil: no word in Latin letters but the keys typed.
#[test]
fn in_tamil_menus_setup_games_help_guide_and_statistics_have_no_english_left() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), &[], "o\n6\n6\nb\nq\n");
    // Paramapadam between computer seats to its end; then the statistics and About.
    let watched = play(dir.path(), &["--seed", "11"], "n\np\n2\n3\n3\n\ns\na\nq\n");
    assert!(watched.contains(&tamil().label("over_title")), "{watched}");
    // Dhayam, a person against the computer: a rule number that isn't one, rolls and what
    // comes after them, a move that isn't one, help and the guide; left saved.
    let played = play(
        dir.path(),
        &["--seed", "3"],
        "n\nd\nt\n6\n99\n\n1\n3\nr\n\nr\n\nr\n\nx\n?\ng\nq\n",
    );
    assert!(played.contains(&tamil().label("guide_legend")), "{played}");
    // Thayam over the saved game: asked first, and no keeps it.
    let asked = play(dir.path(), &[], "n\nt\n2\n\n\n1\n1\nn\nq\n");
    assert!(
        asked.contains(&tamil().label("cli_saved_game_kept")),
        "{asked}"
    );
    for printed in [watched, played, asked] {
        // The store's path is a path, in any language.
        let store = tamil().format("cli_store_at", None, &[String::new()]);
        let words: Vec<&str> = printed
            .lines()
            .filter(|line| !line.starts_with(store.trim()))
            .flat_map(english_words)
            .collect();
        assert!(words.is_empty(), "{words:?} in:\n{printed}");
    }
}

/// The setup can be left at any menu, and leaving with no game says nothing of one.
#[test]
fn the_setup_can_be_left_and_no_game_is_claimed_saved() {
    let dir = tempfile::tempdir().unwrap();
    let printed = play(dir.path(), &[], "n\nd\nb\n");
    assert!(!printed.contains("saved"), "{printed}");
    let printed = play(dir.path(), &[], "n\nt\n2\n\n\nb\n");
    assert!(!printed.contains("saved"), "{printed}");
    assert_eq!(
        dhayam_core::Store::open(dir.path())
            .unwrap()
            .saved_game()
            .unwrap(),
        None
    );
}

/// A resumed game says why what came before can't be undone.
#[test]
fn a_resumed_game_says_why_undo_does_not_reach_back() {
    let dir = tempfile::tempdir().unwrap();
    play(dir.path(), &["--seed", "4"], "n\nt\n2\n\n\n1\n1\nr\nq\n");
    let printed = play(dir.path(), &[], "r\nq\n");
    assert!(printed.contains("can't be undone"), "{printed}");
}

/// The tools refuse nonsense in words, and don't ignore what they can't use.
#[test]
fn the_tools_speak_plainly_and_refuse_what_they_would_ignore() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &["simulate", "--games", "0"],
            "--games 0 would play nothing",
        ),
        (
            &["simulate", "--game", "paramapadam", "--seats", "hard"],
            "leave --seats out",
        ),
        (&["simulate", "--coins", "7"], "6, 8, 10 or 12 coins"),
        (&["simulate", "--players", "3"], "it seats exactly 2"),
    ];
    for (args, said) in cases {
        let output = run(dhayam(dir.path()).args(args), "");
        let errors = String::from_utf8(output.stderr).unwrap();
        assert!(!output.status.success(), "{args:?}");
        assert!(errors.contains(said), "{args:?}: {errors}");
        assert!(!errors.contains('['), "{args:?}: {errors}");
    }
}

/// Home's Learn to play — a game's reference, and a lesson played through by its numbered moves.
#[test]
fn learn_to_play_shows_the_reference_and_plays_a_lesson_through() {
    let dir = tempfile::tempdir().unwrap();
    let printed = play(dir.path(), &[], "l\nd\ng\nl\nd\n1\n1\n\n1\n\nq\n");
    let words = english();
    for key in ["learn_fixed_sticks", "field_jump_and_go", "lesson_finished"] {
        assert!(printed.contains(&words.label(key)), "{key}: {printed}");
    }
    // A step's words are wrapped to the page: their start is on one line.
    for key in ["lesson_dhayam_enter_1", "lesson_dhayam_enter_2"] {
        let start: String = words.label(key).chars().take(30).collect();
        assert!(printed.contains(&start), "{key}: {printed}");
    }
    let refused = words.label("refusal_not_the_lessons_move");
    assert!(!printed.contains(&refused), "{printed}");
}

/// Learn to play has a way back: Back from a game's list to the games, and from the games (or
/// an empty line there) Home.
#[test]
fn learn_to_play_goes_back_to_the_games_and_then_home() {
    let dir = tempfile::tempdir().unwrap();
    let words = english();
    let home_menu = format!("  n  {}", words.label("home_new_game"));
    let learn_menu = format!("\n{}\n", words.label("learn_to_play"));
    for script in ["l\nt\nb\nb\nq\n", "l\nt\nb\n\nq\n"] {
        let printed = play(dir.path(), &[], script);
        assert_eq!(
            printed.matches(&learn_menu).count(),
            2,
            "the games, then again after Back: {printed}"
        );
        assert_eq!(
            printed.matches(&home_menu).count(),
            2,
            "Home, then Home again: {printed}"
        );
        assert!(!printed.contains("✗"), "nothing refused: {printed}");
    }
}

/// In the setup's rules, `g` opens the reference of the rules as they stand.
#[test]
fn g_in_the_setups_rules_shows_the_reference_of_those_rules() {
    let dir = tempfile::tempdir().unwrap();
    let printed = play(
        dir.path(),
        &["--seed", "3"],
        "n\nd\nt\n6\ng\n\n1\n1\nm\nq\n",
    );
    let words = english();
    for key in [
        "learn_rules_table",
        "learn_fixed_rules",
        "cli_setup_reference",
    ] {
        assert!(printed.contains(&words.label(key)), "{key}: {printed}");
    }
    assert!(printed.contains("× 6"), "the coins chosen: {printed}");
}

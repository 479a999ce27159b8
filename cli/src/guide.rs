//! The guide to the game on screen (`g`): how to play it, in the phones' own rules summary;
//! the route drawn on the board, an arrow on each square of the path from the start to the
//! goal; what the board's marks mean; and the rules of this game in words, with the phones'
//! names for them. Every word is a string key's (`guide_` for the teaching text), in English or
//! Tamil; each page fits 80×24.

use dhayam_core::app::SWITCHES;
use dhayam_core::paramapadam::{LAST_SQUARE, Paramapadam, centre};
use dhayam_core::{GameKind, Point, Position, SquareKind, State};

use crate::draw::Canvas;
use crate::names::{self, format, label};
use crate::paint::{BOLD, GREEN, Paint, RED, YELLOW};
use crate::screen::{hang, pad, wrap};

/// Columns a page's text is wrapped to.
const WIDTH: usize = 78;

/// The guide's pages: how to play and the legend; the route; the rules in words.
pub fn pages(state: &State, paint: Paint) -> Vec<Vec<String>> {
    let game = state.kind();
    let title = |key: &str| paint.paint(&format(key, &[names::game(game)]), BOLD);
    let mut first = vec![title("guide_how_to_play"), String::new()];
    first.extend(wrap(&label(summary_key(game)), WIDTH, ""));
    first.push(String::new());
    first.push(paint.paint(&label("guide_legend"), BOLD));
    first.extend(legend(game));
    let mut route_page = vec![title("guide_the_route")];
    route_page.extend(route(state, paint));
    let mut pages = vec![first, route_page];
    if let State::Race(position) = state {
        let mut rules = vec![title("guide_the_rules"), String::new()];
        rules.extend(rules_in_words(position));
        pages.push(rules);
    }
    pages
}

/// The phones' summary of the rules of `game`.
const fn summary_key(game: GameKind) -> &'static str {
    match game {
        GameKind::Dhayam => "rules_summary_dhayam",
        GameKind::Thayam => "rules_summary_thayam",
        GameKind::Paramapadam => "rules_summary_paramapadam",
    }
}

/// What each mark on the board means: the mark as the board draws it, its meaning beside it.
fn legend(game: GameKind) -> Vec<String> {
    let gate = label("guide_gate");
    let marks: Vec<(String, &str)> = match game {
        GameKind::Dhayam => vec![
            ("×7".to_owned(), "guide_safe_coin"),
            ("!26".to_owned(), "guide_danger"),
            (label("square_oval"), "guide_oval"),
            (
                format!("(●12 {})", label("cli_board_home")),
                "guide_waiting_coins",
            ),
            ("● ◉ ○ ◆".to_owned(), "guide_coins"),
            (gate, "guide_gate_coin"),
        ],
        GameKind::Thayam => vec![
            ("12".to_owned(), "guide_thayam_numbers"),
            ("×".to_owned(), "guide_safe_pawn"),
            ("★".to_owned(), "guide_centre"),
            ("⌂●4".to_owned(), "guide_waiting_pawns"),
            ("● ◉ ○ ◆".to_owned(), "guide_pawns"),
            (gate, "guide_gate_pawn"),
        ],
        GameKind::Paramapadam => vec![
            ("9↑".to_owned(), "guide_ladder"),
            ("26↓".to_owned(), "guide_snake"),
            ("132★".to_owned(), "guide_last_square"),
            ("● ◉".to_owned(), "guide_tokens"),
        ],
    };
    marks
        .into_iter()
        .flat_map(|(mark, key)| hang(&format!("  {}  ", pad(&mark, 4)), &label(key), WIDTH))
        .collect()
}

/// The route drawn on the board: the path of the first seat, an arrow on each square towards
/// the next, `S` where it starts and `★` at the goal; then what that path is in words.
fn route(state: &State, paint: Paint) -> Vec<String> {
    match state {
        State::Race(position) => race_route(position, paint),
        State::Paramapadam(game) => ladder_route(game, paint),
    }
}

fn race_route(position: &Position, paint: Paint) -> Vec<String> {
    let board = position.board();
    let game = if position.board().squares.len() == 49 {
        GameKind::Thayam
    } else {
        GameKind::Dhayam
    };
    // Columns and lines per board unit: the 7x7 board's squares are a ruled grid apart.
    let (dx, dy) = match game {
        GameKind::Thayam => (4.0, 2.0),
        _ => (4.0, 1.0),
    };
    let place = |point: Point| {
        (
            (point.x * dx).round().max(0.0) as usize,
            (point.y * dy).round().max(0.0) as usize,
        )
    };
    let Some(path) = board.paths.first() else {
        return Vec::new();
    };
    let mut canvas = Canvas::new(
        (board.size.x * dx) as usize + 4,
        (board.size.y * dy) as usize + 1,
    );
    for square in &board.squares {
        if !path.contains(&square.id) {
            let (x, y) = place(square.centre);
            canvas.put(x, y, " · ", crate::paint::DIM);
        }
    }
    for (i, pair) in path.windows(2).enumerate() {
        let (a, b) = (
            &board.squares[usize::from(pair[0])],
            &board.squares[usize::from(pair[1])],
        );
        let mark = if i == 0 {
            'S'
        } else {
            arrow(a.centre, b.centre)
        };
        let (x, y) = place(a.centre);
        let style = if i == 0 { GREEN } else { YELLOW };
        canvas.put(x + 1, y, &mark.to_string(), style);
    }
    if let Some(&goal) = path.last() {
        let goal = &board.squares[usize::from(goal)];
        let (x, y) = place(goal.centre);
        let text = if goal.kind == SquareKind::Oval {
            format!("★{}", label("square_oval"))
        } else {
            "★".to_owned()
        };
        canvas.put(x + 1, y, &text, RED);
    }
    let mut lines: Vec<String> = canvas.render(paint).lines().map(str::to_owned).collect();
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    let words = label(match game {
        GameKind::Thayam => "guide_route_thayam",
        _ => "guide_route_dhayam",
    });
    lines.extend(wrap(&words, WIDTH, ""));
    lines
}

fn ladder_route(game: &Paramapadam, paint: Paint) -> Vec<String> {
    let mut canvas = Canvas::new(11 * 4 + 2, 12);
    for n in 1..=LAST_SQUARE {
        let point = centre(n);
        let (x, y) = ((point.x * 4.0) as usize, point.y as usize);
        let (mark, style) = if n == 1 {
            ('S', GREEN)
        } else if n == LAST_SQUARE {
            ('★', RED)
        } else {
            (arrow(point, centre(n + 1)), YELLOW)
        };
        canvas.put(x + 1, y, &mark.to_string(), style);
    }
    let mut lines: Vec<String> = canvas.render(paint).lines().map(str::to_owned).collect();
    lines.push(String::new());
    lines.extend(wrap(&label("guide_route_paramapadam"), WIDTH, ""));
    let list = |ladders: bool| {
        game.rules()
            .layout
            .links()
            .iter()
            .filter(|link| link.is_ladder() == ladders)
            .map(|link| format!("{}→{}", link.from, link.to))
            .collect::<Vec<_>>()
            .join(" ")
    };
    lines.extend(wrap(&format("guide_ladders", &[list(true)]), WIDTH, "  "));
    lines.extend(wrap(&format("guide_snakes", &[list(false)]), WIDTH, "  "));
    lines
}

/// The arrow from `a` towards `b`.
fn arrow(a: Point, b: Point) -> char {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    match (dx.partial_cmp(&0.0), dy.partial_cmp(&0.0)) {
        (Some(std::cmp::Ordering::Greater), Some(std::cmp::Ordering::Less)) => '↗',
        (Some(std::cmp::Ordering::Less), Some(std::cmp::Ordering::Less)) => '↖',
        (Some(std::cmp::Ordering::Greater), Some(std::cmp::Ordering::Greater)) => '↘',
        (Some(std::cmp::Ordering::Less), Some(std::cmp::Ordering::Greater)) => '↙',
        (Some(std::cmp::Ordering::Greater), _) => '→',
        (Some(std::cmp::Ordering::Less), _) => '←',
        (_, Some(std::cmp::Ordering::Less)) => '↑',
        _ => '↓',
    }
}

/// The rules of `position`'s game in the phones' words: the preset and what it means, the
/// coins, and every rule with its value.
fn rules_in_words(position: &Position) -> Vec<String> {
    let rules = position.rules();
    let mut lines = wrap(
        &format!(
            "{} — {}",
            names::preset(rules.preset),
            names::preset_detail(rules.preset)
        ),
        WIDTH,
        "  ",
    );
    lines.push(format("rules_coins", &[rules.coins.to_string()]));
    let throws = |set: dhayam_core::ThrowSet| {
        let values: Vec<String> = set.values().map(|v| v.to_string()).collect();
        if values.is_empty() {
            label("stats_dash")
        } else {
            values.join(", ")
        }
    };
    lines.push(format!(
        "  {}: {}",
        names::field(dhayam_core::Field::Entry),
        throws(rules.entry)
    ));
    lines.push(format!(
        "  {}: {}",
        names::field(dhayam_core::Field::Bonus),
        throws(rules.bonus)
    ));
    for field in SWITCHES {
        if let Some(on) = rules.switch(field) {
            lines.push(format!("  {}: {}", names::field(field), names::on_off(on)));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::columns;
    use dhayam_core::GameSetup;

    fn state(game: GameKind) -> State {
        GameSetup::default_for(game)
            .start(1)
            .expect("the default setup starts")
    }

    #[test]
    fn every_games_guide_teaches_the_rules_route_and_legend_on_pages_that_fit_80_by_24() {
        for game in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
            let pages = pages(&state(game), Paint::new(crate::paint::ColorChoice::Never));
            let all = pages.concat().join("\n");
            assert!(all.contains(&label(summary_key(game))[..20]), "{all}");
            assert!(
                all.contains('S') && all.contains('★'),
                "the route's ends: {all}"
            );
            assert!(all.contains(&label("guide_legend")), "{all}");
            for page in &pages {
                assert!(
                    page.len() <= 23,
                    "{game:?}: {} lines\n{}",
                    page.len(),
                    page.join("\n")
                );
                for line in page {
                    assert!(columns::width(line) <= 80, "{game:?}: too wide: {line}");
                }
            }
        }
    }

    #[test]
    fn the_rule_set_is_said_in_the_phones_words_not_the_notations_keys() {
        let pages = pages(
            &state(GameKind::Dhayam),
            Paint::new(crate::paint::ColorChoice::Never),
        );
        let rules = pages.last().expect("a rules page").join("\n");
        assert!(
            rules.contains(&label("field_must_cut_before_home")),
            "{rules}"
        );
        assert!(
            rules.contains(&label("preset_traditional_detail")),
            "{rules}"
        );
        assert!(!rules.contains("must-cut"), "{rules}");
        assert!(!rules.contains("closed"), "{rules}");
    }

    #[test]
    fn the_route_points_from_each_square_to_the_next() {
        let p = |x, y| Point { x, y };
        assert_eq!(arrow(p(0.0, 0.0), p(1.0, 0.0)), '→');
        assert_eq!(arrow(p(1.0, 5.0), p(1.0, 4.0)), '↑');
        assert_eq!(arrow(p(1.0, 5.0), p(0.0, 6.0)), '↙');
    }
}

//! The guide to the game on screen (`g`): how to play it, in the phones' own rules summary;
//! the route drawn on the board, an arrow on each square of the path from the start to the
//! goal; what the board's marks mean; and the rules of this game in words, with the phones'
//! names for them. Each page fits 80×24.

use dhayam_core::app::SWITCHES;
use dhayam_core::paramapadam::{LAST_SQUARE, Paramapadam, centre};
use dhayam_core::{GameKind, Point, Position, SquareKind, State};

use crate::draw::Canvas;
use crate::names::{self, label};
use crate::paint::{BOLD, GREEN, Paint, RED, YELLOW};
use crate::screen::wrap;

/// Columns a page's text is wrapped to.
const WIDTH: usize = 78;

/// The guide's pages: how to play and the legend; the route; the rules in words.
pub fn pages(state: &State, paint: Paint) -> Vec<Vec<String>> {
    let game = state.kind();
    let title = |what: &str| paint.paint(&format!("{} — {what}", names::game(game)), BOLD);
    let mut first = vec![title("how to play"), String::new()];
    first.extend(wrap(&label(summary_key(game)), WIDTH, ""));
    first.push(String::new());
    first.push(paint.paint("What the board shows", BOLD));
    first.extend(
        legend(game)
            .into_iter()
            .flat_map(|line| wrap(&line, WIDTH, "      ")),
    );
    let mut route_page = vec![title("the route")];
    route_page.extend(route(state, paint));
    let mut pages = vec![first, route_page];
    if let State::Race(position) = state {
        let mut rules = vec![title("the rules of this game"), String::new()];
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

/// What each mark on the board means.
fn legend(game: GameKind) -> Vec<String> {
    let lines: &[&str] = match game {
        GameKind::Dhayam => &[
            "  ×7    a safe square: no coin is cut there",
            "  !26   a danger square (when that rule is on): the square before a player's \
             Oval, where their coin may be cut",
            "  Oval  the goal: coins that reach it are home; the Oval shows how many each \
             player has in",
            "  (●12 home)  a player's coins still waiting to come out; a 1 brings one out",
            "  ● ◉ ○ ◆   each player's coins; ●3 is three coins stacked on one square",
            "  gate  until a player has cut a coin, their gate is closed: their coins can't \
             go up into the M",
        ],
        GameKind::Thayam => &[
            "  12    the squares are numbered along the path as you count it: 1 is the \
             bottom home square, the numbers run round the outer ring and spiral in to 48",
            "  ×     a crossed square: safe, no pawn is cut there (each home square is one)",
            "  ★     the centre, the goal: pawns that reach it are home",
            "  ⌂●4   a player's pawns still waiting to enter at their home square",
            "  ● ◉ ○ ◆   each player's pawns; ●3 is three pawns on one square",
            "  gate  until a player has cut a pawn, their gate is closed: they may not turn \
             inwards off the outer ring",
        ],
        GameKind::Paramapadam => &[
            "  9↑    the foot of a ladder (a virtue): land on it to climb",
            "  26↓   the head of a snake (a vice): land on it to slide down",
            "  132★  the last square: it must be reached exactly",
            "  ● ◉   each player's token",
        ],
    };
    lines.iter().map(|line| (*line).to_owned()).collect()
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
            "★Oval"
        } else {
            "★"
        };
        canvas.put(x + 1, y, text, RED);
    }
    let mut lines: Vec<String> = canvas.render(paint).lines().map(str::to_owned).collect();
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    let words = match game {
        GameKind::Thayam => {
            "Player 1 enters at S, the bottom home square, goes round the outer ring the way \
             the arrows point, turns in at the gate (once they have cut) and spirals to the \
             centre ★. Every player goes the same way round from their own home square."
        }
        _ => {
            "Player 1 enters at S and follows the arrows round the cloth, up the M and into \
             the Oval ★. Each player has a path of their own, from their own side of the cloth."
        }
    };
    lines.extend(wrap(words, WIDTH, ""));
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
    lines.extend(wrap(
        "Enter at 1 (S, bottom left) and climb row by row, turning at each end, to 132 ★ at \
         the top.",
        WIDTH,
        "",
    ));
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
    lines.extend(wrap(&format!("Ladders (↑) {}", list(true)), WIDTH, "  "));
    lines.extend(wrap(&format!("Snakes (↓) {}", list(false)), WIDTH, "  "));
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
    lines.push(names::format("rules_coins", &[rules.coins.to_string()]));
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
    use crate::screen::width_of;
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
            assert!(all.contains("What the board shows"), "{all}");
            for page in &pages {
                assert!(
                    page.len() <= 23,
                    "{game:?}: {} lines\n{}",
                    page.len(),
                    page.join("\n")
                );
                for line in page {
                    assert!(width_of(line) <= 80, "{game:?}: too wide: {line}");
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

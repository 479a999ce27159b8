//! Learning Hard's networks and tuning its weights, for the training tool (`dhayam-train`,
//! tools/) behind the `train` feature: nothing in the library or its tests trains.
//!
//! Each network learns by seeded, single-threaded self-play with temporal-difference learning,
//! TD(lambda), as TD-Gammon learned backgammon: the Thayam networks (`thayam.rs`) and the
//! cloth-board games' models (`cloth.rs`). A run gives its file to the bit, and a manifest
//! beside it saying what made it (`manifest.rs`), which this crate's tests hold to today's code.
//! `tune.rs` tunes Hard's cloth-board hand weights by the games they win.

mod cloth;
mod manifest;
mod thayam;
mod tune;

pub use tune::tune_cloth;

use crate::event::Player;
use crate::position::Position;

/// A network's weights file and its manifest, as a run learned them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learned {
    /// The weights file (`<name>.bin`): little-endian floats, laid out as the manifest says.
    pub weights: Vec<u8>,
    /// Its manifest (`<name>.toml`).
    pub manifest: String,
}

/// The Thayam networks, by the name of their files (`core/src/ai/weights/<name>.bin`): the
/// family before the four-player copy, which starts from the family as committed.
pub const THAYAM: [&str; 3] = ["thayam-value", "thayam-family", "thayam-four"];

/// The cloth-board games' models, by the name of their files (`cloth-` and the game's).
pub fn cloth_games() -> impl Iterator<Item = &'static str> {
    cloth::LEARNED_GAMES.iter().map(|game| game.name)
}

/// Learns the network named `name` (see [`THAYAM`] and [`cloth_games`]; a cloth-board game's
/// models each on a thread of its own), each run playing `games` games of self-play, or as many
/// as the committed network's if `None`. `None` if no network has that name.
#[must_use]
pub fn learn(name: &str, games: Option<u64>) -> Option<Learned> {
    let recipe = recipe(name, games)?;
    let weights = match name {
        "thayam-value" => encode(&thayam::learn_value(recipe.games)),
        "thayam-family" => encode(&thayam::learn_family(recipe.games)),
        "thayam-four" => encode(&thayam::learn_four(recipe.games)),
        _ => cloth::encode(&cloth::learn_game(cloth::game(name)?, recipe.games)),
    };
    let fingerprints = manifest::Fingerprints::of(recipe.inputs);
    let manifest = recipe.manifest(&fingerprints, &weights);
    Some(Learned { weights, manifest })
}

/// How the network named `name` learns, each run playing `games` games (its committed run's if
/// `None`).
fn recipe(name: &str, games: Option<u64>) -> Option<manifest::Recipe> {
    match name {
        "thayam-value" => Some(thayam::value_recipe(games)),
        "thayam-family" => Some(thayam::family_recipe(games)),
        "thayam-four" => Some(thayam::four_recipe(games)),
        _ => cloth::game(name).map(|game| cloth::recipe(game, games)),
    }
}

/// The committed network named `name` as its file holds it, encoded from the parameters the
/// library judges by.
#[cfg(test)]
fn committed(name: &str) -> Option<Vec<u8>> {
    match name {
        "thayam-value" => Some(encode(&super::value::WEIGHTS)),
        "thayam-family" => Some(encode(&super::family::WEIGHTS)),
        "thayam-four" => Some(encode(&super::family::FOUR)),
        _ => cloth::game(name).map(|game| cloth::encode(game.committed)),
    }
}

/// `floats` as a weights file holds them: four bytes each, little-endian.
fn encode(floats: &[f32]) -> Vec<u8> {
    floats.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// How much of each nudge reaches the position one throw (or turn) earlier.
const LAMBDA: f32 = 0.7;
/// Step size at the first game; it falls linearly to a tenth by the last.
const STEP: f32 = 0.1;
/// Half-width of the uniform draw of the starting weights.
const START_SPREAD: f32 = 0.2;

/// `player`'s result of a two-player game that has ended: 1 won, 0 lost, a half drawn.
fn result_for(position: &Position, player: Player) -> f32 {
    match position.winner() {
        Some(winner) if winner == player => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A small seeded generator (SplitMix64): the starting weights, and the moves of the positions
/// the fingerprints describe.
struct SplitMix(u64);

impl SplitMix {
    /// The next 64 random bits.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

//! What made each committed network: the manifest beside its weights file
//! (`weights/<name>.toml`), and the fingerprints in it of what the network learned on.
//!
//! Besides its own games, a network learns on two things the rest of the code may change: the
//! description it reads (`network::features`, with the rules for Thayam's family,
//! `family::Table`) and Hard's hand weights (the threats every description counts, and on the
//! cloth board the judgement each model corrects, at its scale of [`STEPS`] steps). Each
//! fingerprint is defined by what that code does, not by its text: a SHA-256 of the numbers it
//! gives for every position of seeded games of each game the network judges. A change that moves
//! one of those numbers changes the fingerprint; a rewrite that moves none leaves it alone. The
//! games are played by the rules engine, so a change to the rules that moves their positions
//! changes it too: the network learned under the old rules.
//!
//! The test below writes every committed network's manifest as today's code would and compares
//! it with the one committed: a description, a hand weight, a seed, a game count or a step changed
//! since the network learned fails it, naming the file and the command that learns it again.

use sha2::{Digest, Sha256};

use super::{LAMBDA, SplitMix};
use crate::ai::cloth::STEPS;
use crate::ai::evaluate::{Evaluator, Weights};
use crate::ai::family;
use crate::ai::network::{SafeCount, Threats, features};
use crate::event::Silent;
use crate::position::Position;
use crate::rules::{Field, Preset, RuleSet, ThrowSet};

/// The version of the weights files' layout and of the description's meaning, raised by hand
/// when either changes in a way the fingerprints cannot see (the order of a file's floats).
const SCHEMA: u32 = 1;

/// The command that runs the training tool.
const TOOL: &str = "cargo run --release -p dhayam-train --";

/// How a network learns: everything its manifest records but the fingerprints and the weights'
/// digest.
pub(super) struct Recipe {
    /// The name of its files (`weights/<name>.bin` and `.toml`).
    pub(super) name: &'static str,
    /// The games it judges, and the module that judges by it.
    pub(super) judges: String,
    /// How its file holds its parameters.
    pub(super) layout: String,
    /// What it reads, which its fingerprints describe.
    pub(super) inputs: Inputs,
    /// Games of self-play of each run.
    pub(super) games: u64,
    /// Games of self-play of each run as committed.
    pub(super) default_games: u64,
    /// Each run's seed: game `i` is played from sticks seed `seed + i`.
    pub(super) seeds: Vec<u64>,
    /// Step size at the first game; it falls linearly to a tenth by the last.
    pub(super) step: f32,
    /// What each run starts from.
    pub(super) start: String,
    /// Anything else the runs depend on, by name, each a TOML value.
    pub(super) more: Vec<(&'static str, String)>,
    /// The training tool's arguments that learn it.
    pub(super) subcommand: String,
}

impl Recipe {
    /// The command that learns the network again.
    fn command(&self) -> String {
        let games = if self.games == self.default_games {
            String::new()
        } else {
            format!(" --games {}", self.games)
        };
        format!("{TOOL} {}{games}", self.subcommand)
    }

    /// The manifest of `weights`, learned by this recipe on what `fingerprints` describe: TOML,
    /// one key a line.
    pub(super) fn manifest(&self, fingerprints: &Fingerprints, weights: &[u8]) -> String {
        let name = self.name;
        let mut lines = vec![
            ("judges", quoted(&self.judges)),
            ("layout", quoted(&self.layout)),
            ("schema", SCHEMA.to_string()),
            ("features", quoted(&fingerprints.features)),
            ("hand_weights", quoted(&fingerprints.hand_weights)),
            ("games", self.games.to_string()),
            ("seeds", format!("{:?}", self.seeds)),
            (
                "step",
                quoted(&format!(
                    "{:?} at the first game, falling linearly to a tenth of it by the last",
                    self.step
                )),
            ),
            ("lambda", format!("{LAMBDA:?}")),
            ("start", quoted(&self.start)),
        ];
        lines.extend(self.more.iter().map(|(key, value)| (*key, value.clone())));
        lines.push(("command", quoted(&self.command())));
        lines.push(("sha256", quoted(&digest(weights))));
        let body: String = lines
            .iter()
            .map(|(key, value)| format!("{key} = {value}\n"))
            .collect();
        format!(
            "# What made {name}.bin, written with it by dhayam-train; do not edit. The core's test\n\
             # the_learned_weights_were_trained_with_todays_features_and_hand_weights compares it\n\
             # with what today's code would write: when they differ, run the command below.\n\
             {body}"
        )
    }
}

/// `text` as a TOML string (its quotes and backslashes escaped, as Rust's debug form does).
pub(super) fn quoted(text: &str) -> String {
    format!("{text:?}")
}

/// The SHA-256 of `bytes`, in hexadecimal, as `sha256sum` prints it.
pub(super) fn digest(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What a network reads, which its fingerprints describe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Inputs {
    /// Each player's description, on the 7x7 board: two-player Thayam's network.
    Thayam,
    /// Each player's description, their opponents' on average and the rules, on the 7x7 board:
    /// the family's network and its four-player copy.
    ThayamFamily,
    /// Each player's description on the cloth board, its seventeenth number counting either
    /// way, and the weights' judgement of them: the cloth-board models.
    Cloth,
}

impl Inputs {
    /// The games whose positions the fingerprints describe: each game the network judges.
    fn games(self) -> Vec<RuleSet> {
        match self {
            Self::Thayam => vec![Preset::Thayam.rules()],
            Self::ThayamFamily => {
                let mut games = Vec::new();
                for players in 2..=4 {
                    for coins in 4..=6 {
                        games.push(RuleSet {
                            players,
                            coins,
                            ..Preset::Thayam.rules()
                        });
                    }
                }
                let mut banked = games[0];
                banked.switches.move_after_each_roll = false;
                let mut no_roll_for_a_cut = games[4];
                no_roll_for_a_cut.switches.cut_grants_extra_roll = false;
                let mut entry_by_five = games[8];
                entry_by_five.entry = ThrowSet::of(&[1, 5]);
                let mut entry_by_six = games[3];
                entry_by_six.entry = ThrowSet::of(&[1, 6]);
                games.extend([banked, no_roll_for_a_cut, entry_by_five, entry_by_six]);
                games
            }
            Self::Cloth => {
                let mut games = Vec::new();
                for preset in [Preset::Traditional, Preset::Classic, Preset::Custom] {
                    for &coins in preset.coin_choices() {
                        let rules = RuleSet {
                            coins,
                            ..preset.rules()
                        };
                        games.push(rules);
                        if preset.lets_edit(Field::MoveAfterEachRoll) {
                            let mut other = rules;
                            other.switches.move_after_each_roll =
                                !rules.switches.move_after_each_roll;
                            games.push(other);
                        }
                    }
                }
                games
            }
        }
    }

    /// Adds what the network reads of `position`, its coins under `threats`, to `hash`.
    fn describe(self, hash: &mut Sha256, position: &Position, threats: &Threats) {
        match self {
            Self::Thayam => {
                for p in position.players() {
                    add(hash, &features(position, p, threats, SafeCount::Marked));
                }
            }
            Self::ThayamFamily => {
                let table = family::Table::of(threats, position);
                for p in 0..table.players {
                    add(hash, &table.players_features[p]);
                    add(hash, &table.opponents[p]);
                }
                add(hash, &table.rules);
            }
            Self::Cloth => {
                for p in position.players() {
                    for safe in [SafeCount::Marked, SafeCount::Danger] {
                        add(hash, &features(position, p, threats, safe));
                    }
                }
            }
        }
    }
}

/// Games described of each rule set, from sticks seeds 1, 2, ...
const SEEDS: u64 = 3;
/// Actions a described game plays at most.
const ACTIONS: usize = 2_000;

/// The fingerprints of what a network learned on.
pub(super) struct Fingerprints {
    /// Of the numbers it reads.
    features: String,
    /// Of the hand weights it learned on.
    hand_weights: String,
}

impl Fingerprints {
    /// The fingerprints of `inputs` as today's code gives them: the SHA-256 of what the network
    /// reads of each position of [`SEEDS`] games of each of [`Inputs::games`] (every player
    /// rolling when they must and otherwise playing a move drawn from the game's seed, for up
    /// to [`ACTIONS`] actions), each coin's threat as Hard's weights for the game see it; and
    /// the SHA-256 of those weights, and on the cloth board of their scale and of their
    /// judgement of every player in each position.
    pub(super) fn of(inputs: Inputs) -> Self {
        let (mut features, mut hand_weights) = (Sha256::new(), Sha256::new());
        for rules in inputs.games() {
            let weights = Weights::hard(&rules);
            add_weights(&mut hand_weights, &weights);
            for seed in 1..=SEEDS {
                let mut position = Position::new(rules, seed).expect("valid rules");
                let evaluator = Evaluator::new(&position, weights);
                let mut draw = SplitMix(seed);
                for _ in 0..ACTIONS {
                    let Some(player) = position.to_act() else {
                        break;
                    };
                    let threats = evaluator.threats(&position);
                    inputs.describe(&mut features, &position, &threats);
                    if inputs == Inputs::Cloth {
                        for p in position.players() {
                            add(
                                &mut hand_weights,
                                &[evaluator.weighed(&position, p, &threats)],
                            );
                        }
                    }
                    if position.must_roll() {
                        let _ = position.roll(player, &mut Silent);
                        continue;
                    }
                    let moves = position.legal_moves();
                    let Some(&mv) = moves.get((draw.next() % moves.len().max(1) as u64) as usize)
                    else {
                        break;
                    };
                    position.play_legal(player, mv, &mut Silent);
                }
            }
        }
        if inputs == Inputs::Cloth {
            add(&mut hand_weights, &[STEPS]);
        }
        Self {
            features: hex(&features.finalize()),
            hand_weights: hex(&hand_weights.finalize()),
        }
    }
}

/// Adds `numbers` to `hash`, each as its four little-endian bytes.
fn add(hash: &mut Sha256, numbers: &[f32]) {
    for number in numbers {
        hash.update(number.to_le_bytes());
    }
}

/// Adds every one of `weights` to `hash`: the numbers, then the switches.
fn add_weights(hash: &mut Sha256, weights: &Weights) {
    // Named one by one, so that a weight added to `Weights` must be added here.
    let Weights {
        entered,
        finished,
        exposure,
        exposure_deferred,
        tempo,
        waiting,
        gate_open,
        offense,
        offense_deferred,
        safe,
        home,
        whole_turn,
        danger,
    } = *weights;
    add(
        hash,
        &[
            entered,
            finished,
            exposure,
            exposure_deferred,
            tempo,
            waiting,
            gate_open,
            offense,
            offense_deferred,
            safe,
            home,
        ],
    );
    hash.update([u8::from(whole_turn), u8::from(danger)]);
}

#[cfg(test)]
mod tests {
    use super::super::{THAYAM, cloth_games, committed, recipe};
    use super::*;

    /// Where the committed networks and their manifests are.
    const WEIGHTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/weights");

    /// Every committed network's name.
    fn names() -> Vec<&'static str> {
        THAYAM.into_iter().chain(cloth_games()).collect()
    }

    #[test]
    fn the_learned_weights_were_trained_with_todays_features_and_hand_weights() {
        let mut fingerprints = Vec::new();
        let mut stale = Vec::new();
        for name in names() {
            let recipe = recipe(name, None).expect("a committed network");
            if !fingerprints
                .iter()
                .any(|(inputs, _)| *inputs == recipe.inputs)
            {
                fingerprints.push((recipe.inputs, Fingerprints::of(recipe.inputs)));
            }
            let (_, today) = fingerprints
                .iter()
                .find(|(inputs, _)| *inputs == recipe.inputs)
                .expect("worked out above");
            let weights = committed(name).expect("a committed network");
            let expected = recipe.manifest(today, &weights);
            let path = format!("{WEIGHTS}/{name}.toml");
            let recorded = std::fs::read_to_string(&path).unwrap_or_default();
            if recorded != expected {
                let differ: Vec<String> = expected
                    .lines()
                    .filter(|line| !recorded.lines().any(|l| l == *line))
                    .map(|line| {
                        let key = line.split(" = ").next().unwrap_or(line);
                        let was = recorded
                            .lines()
                            .find(|l| l.split(" = ").next() == Some(key))
                            .map_or("nothing", |l| l.split_once(" = ").map_or(l, |(_, v)| v));
                        format!("    {line}\n      (recorded: {was})")
                    })
                    .collect();
                stale.push(format!(
                    "core/src/ai/weights/{name}.toml: learned on other code than today's:\n{}\n  \
                     learn it again: {}",
                    differ.join("\n"),
                    recipe.command()
                ));
            }
        }
        assert!(
            stale.is_empty(),
            "{} of the committed networks are stale:\n{}",
            stale.len(),
            stale.join("\n")
        );
    }

    #[test]
    fn the_weights_folder_holds_each_committed_network_and_its_manifest_and_nothing_else() {
        let mut found: Vec<String> = std::fs::read_dir(WEIGHTS)
            .expect("the weights folder")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        found.sort();
        let mut expected: Vec<String> = names()
            .iter()
            .flat_map(|name| [format!("{name}.bin"), format!("{name}.toml")])
            .collect();
        expected.sort();
        assert_eq!(found, expected);
        for name in names() {
            let file = std::fs::read(format!("{WEIGHTS}/{name}.bin")).expect("the weights file");
            assert!(
                committed(name) == Some(file),
                "{name}.bin is what the library judges by"
            );
        }
    }

    #[test]
    fn every_hand_weight_and_switch_is_in_the_fingerprint() {
        let hash = |weights: &Weights| {
            let mut hash = Sha256::new();
            add_weights(&mut hash, weights);
            hex(&hash.finalize())
        };
        let nudged = Weights {
            tempo: Weights::HARD.tempo + 0.5,
            ..Weights::HARD
        };
        assert_ne!(hash(&Weights::HARD), hash(&nudged));
        let seen = Weights {
            danger: false,
            ..Weights::HARD
        };
        assert_ne!(hash(&Weights::HARD), hash(&seen));
    }

    #[test]
    fn a_short_run_records_its_game_count_in_the_command() {
        let short = recipe("thayam-value", Some(40)).expect("a committed network");
        assert_eq!(
            short.command(),
            "cargo run --release -p dhayam-train -- thayam-value --games 40"
        );
        let full = recipe("cloth-classic-four", None).expect("a committed network");
        assert_eq!(
            full.command(),
            "cargo run --release -p dhayam-train -- cloth classic-four"
        );
    }
}

//! The rules' names as the setup screen and the reference show them.

use crate::rules::Field;

/// The on/off rules, in the order the setup screen lists them.
pub const SWITCHES: [Field; 11] = [
    Field::MustCutBeforeHome,
    Field::MustCutIfAvailable,
    Field::CutGrantsExtraRoll,
    Field::CoinCanMoveAfterCutting,
    Field::CoinCanStackOnCommonPath,
    Field::MoveAfterEachRoll,
    Field::JumpAndGo,
    Field::Roll1Then5ReleasesTwo,
    Field::DangerSquares,
    Field::HomeGrantsExtraRoll,
    Field::SafeSquares,
];

/// The key of a rule's name on the setup screen.
#[must_use]
pub const fn field_key(field: Field) -> &'static str {
    match field {
        Field::Board => "field_board",
        Field::Players => "setup_players",
        Field::Coins => "setup_coins",
        Field::Entry => "field_entry",
        Field::Bonus => "field_bonus",
        Field::MustCutBeforeHome => "field_must_cut_before_home",
        Field::MustCutIfAvailable => "field_must_cut_if_available",
        Field::CutGrantsExtraRoll => "field_cut_grants_extra_roll",
        Field::CoinCanMoveAfterCutting => "field_coin_can_move_after_cutting",
        Field::CoinCanStackOnCommonPath => "field_coin_can_stack_on_common_path",
        Field::MoveAfterEachRoll => "field_move_after_each_roll",
        Field::JumpAndGo => "field_jump_and_go",
        Field::Roll1Then5ReleasesTwo => "field_roll_1_then_5_releases_two",
        Field::DangerSquares => "field_danger_squares",
        Field::HomeGrantsExtraRoll => "field_home_grants_extra_roll",
        Field::SafeSquares => "field_safe_squares_open",
    }
}

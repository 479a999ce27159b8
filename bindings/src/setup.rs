//! A new game's setup: the core's own types and the menus' data (`presets`, `default_setup`,
//! `token_styles`, `board_skins`, `throw_values`, …), which the core exports itself; here only
//! [`check_setup`], whose answer is the bindings' error type.

use dhayam_core as dc;

use crate::error::DhayamError;

pub use dc::paramapadam::{LayoutKind, ParamapadamRules, paramapadam_defaults};
pub use dc::{
    BoardKind, BoardSkin, Field, FieldInfo, GameKind, GameRules, GameSetup, Level, OpponentKind,
    Preset, PresetInfo, RuleSet, SafeSquares, SeatKind, SeatSetup, Switches, ThrowSet, TokenStyle,
    board_skins, default_setup, opponent_of, presets, throw_values, token_styles,
};

/// Whether a game can start from `setup`, without starting one (a new game replaces the saved
/// game; this doesn't).
///
/// # Errors
/// [`DhayamError::InvalidSetup`] saying what is wrong.
#[uniffi::export]
pub fn check_setup(setup: GameSetup) -> Result<(), DhayamError> {
    crate::error::guarded(|| Ok(setup.validate()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_value_no_throw_has_is_an_invalid_setup() {
        let mut setup = default_setup(GameKind::Dhayam);
        assert_eq!(check_setup(setup.clone()), Ok(()));
        let GameRules::Race { rules } = &mut setup.rules else {
            unreachable!("Dhayam is a race game")
        };
        rules.entry = lifted(vec![1, 7]);
        assert_eq!(
            format!("{:?}", rules.entry),
            "[1, 0]",
            "the 7 is kept as a mark"
        );
        assert!(matches!(
            check_setup(setup),
            Err(DhayamError::InvalidSetup { .. })
        ));
    }

    /// A throw set as a shell hands it over.
    fn lifted(numbers: Vec<u32>) -> ThrowSet {
        use uniffi::{Lift, Lower};
        let lowered = <Vec<u32> as Lower<crate::UniFfiTag>>::lower(numbers);
        <ThrowSet as Lift<crate::UniFfiTag>>::try_lift(lowered).expect("a list of numbers")
    }
}

//! The core's words as the shells look them up ([`Text`], in the form the core gives it):
//! one or more sentences, each a string key with its arguments and, for a counted sentence, the
//! count that picks its plural form.

use dhayam_core::GameKind;
use dhayam_core::app as da;

pub use dhayam_core::app::{Sentence, Text, TextArg};

/// `message` in words, for a game of `game`.
pub(crate) fn of_message(message: &da::Message, game: GameKind) -> Text {
    message.text(game)
}

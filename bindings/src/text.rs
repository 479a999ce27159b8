//! The core's words as the shells look them up ([`Text`]): one or more sentences, each a string
//! key with its arguments and, for a counted sentence, the count that picks its plural form.
//! The core chooses every key; a shell only finds the key in its English or Tamil resources and
//! fills the placeholders in. `tests/golden/text_keys.txt` lists every key with its arguments.

use dhayam_core::GameKind;
use dhayam_core::app as da;

/// What to say: sentences joined with a space, the first the main one.
#[derive(Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Text {
    /// The sentences, in order.
    pub sentences: Vec<Sentence>,
}

/// One sentence: a string resource and what fills its placeholders.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Sentence {
    /// The resource's key (`event_rolled`).
    pub key: String,
    /// What fills `%1$…`, `%2$…`, … in order.
    pub args: Vec<TextArg>,
    /// When set, `key` is a plural resource and this count picks its form.
    pub count: Option<u32>,
}

/// What fills one placeholder.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TextArg {
    /// A number (`%d`).
    Number {
        /// The number.
        value: u32,
    },
    /// Throw values, written as a list (`%s`).
    Numbers {
        /// The values, in order.
        values: Vec<u32>,
    },
    /// A square, written as a player calls it: the layout's `name` (`%s`).
    Square {
        /// The square's id in the layout.
        square: u32,
    },
    /// A name that is itself a string resource: a player's ("Player %1$d"), a rule's, a
    /// preset's (`%s`).
    Name {
        /// The name's key.
        key: String,
        /// The numbers that fill its placeholders.
        numbers: Vec<u32>,
    },
}

/// Written short for the golden transcript and bug reports, which hold hundreds of texts a
/// line: `key(args)`, `key#count(args)` for a counted sentence, sentences joined with ` + `;
/// arguments `7`, `[1, 5]`, `□31` for a square, `name_key(2)` for a name.
impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (n, sentence) in self.sentences.iter().enumerate() {
            if n > 0 {
                f.write_str(" + ")?;
            }
            f.write_str(&sentence.key)?;
            if let Some(count) = sentence.count {
                write!(f, "#{count}")?;
            }
            f.write_str("(")?;
            for (i, arg) in sentence.args.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                match arg {
                    TextArg::Number { value } => write!(f, "{value}")?,
                    TextArg::Numbers { values } => write!(f, "{values:?}")?,
                    TextArg::Square { square } => write!(f, "□{square}")?,
                    TextArg::Name { key, numbers } if numbers.is_empty() => f.write_str(key)?,
                    TextArg::Name { key, numbers } => write!(f, "{key}{numbers:?}")?,
                }
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl From<da::Text> for Text {
    fn from(text: da::Text) -> Self {
        let mut sentences = Vec::with_capacity(1 + text.more.len());
        flatten(text, &mut sentences);
        Self { sentences }
    }
}

/// `text` and the sentences after it, in order.
fn flatten(text: da::Text, sentences: &mut Vec<Sentence>) {
    sentences.push(Sentence {
        key: text.key.to_owned(),
        args: text.args.into_iter().map(arg).collect(),
        count: text.count,
    });
    for next in text.more {
        flatten(next, sentences);
    }
}

fn arg(arg: da::Arg) -> TextArg {
    match arg {
        da::Arg::Number(value) => TextArg::Number { value },
        da::Arg::Numbers(values) => TextArg::Numbers { values },
        da::Arg::Square(square) => TextArg::Square {
            square: square.into(),
        },
        // The core's names take numbers only (a player's number); nothing nests deeper.
        da::Arg::Text(name) => TextArg::Name {
            key: name.key.to_owned(),
            numbers: name
                .args
                .into_iter()
                .filter_map(|arg| match arg {
                    da::Arg::Number(value) => Some(value),
                    da::Arg::Numbers(_) | da::Arg::Square(_) | da::Arg::Text(_) => None,
                })
                .collect(),
        },
    }
}

/// `message` in words, for a game of `game`.
pub(crate) fn of_message(message: &da::Message, game: GameKind) -> Text {
    message.text(game).into()
}

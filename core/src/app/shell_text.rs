//! A [`Text`] as the shells receive it (feature `ffi`): its sentences in order, each a string
//! key, what fills its placeholders and the count that picks its plural form. The shells look
//! the key up in their English or Tamil resources; a name inside a sentence (a player's, a
//! square's, a rule's) comes as its own key with the numbers that fill it, the only thing a
//! name holds.
//!
//! A text also comes back from a shell (the transcript's `describe_*` read what the shell
//! received): its keys are then found among [`every_key`], and one the core never says is
//! refused rather than kept.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::text_keys::{KeySpec, every_key};
use crate::text::{Arg, Text};

/// A text's sentences, the first the main one (exported as `Text`'s form: `Text.sentences`).
#[derive(uniffi::Record)]
pub struct Sentences {
    /// The sentences, in order, joined with a space.
    pub sentences: Vec<Sentence>,
}

/// One sentence: a string resource and what fills its placeholders.
#[derive(uniffi::Record)]
pub struct Sentence {
    /// The resource's key (`event_rolled`).
    pub key: String,
    /// What fills `%1$…`, `%2$…`, … in order.
    pub args: Vec<TextArg>,
    /// When set, `key` is a plural resource and this count picks its form.
    pub count: Option<u32>,
}

/// What fills one placeholder.
#[derive(uniffi::Enum)]
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
    /// A name that is itself a string resource: a player's ("Player %1$d"), a square's in the
    /// case its sentence needs ("to %1$d", "to the Oval"), a rule's, a preset's (`%s`).
    Name {
        /// The name's key.
        key: String,
        /// The numbers that fill its placeholders.
        numbers: Vec<u32>,
    },
}

uniffi::custom_type!(Text, Sentences, {
    lower: |text| {
        let mut sentences = Vec::with_capacity(1 + text.more.len());
        flatten(text, &mut sentences);
        Sentences { sentences }
    },
    try_lift: |sentences| {
        let mut sentences = sentences.sentences.into_iter().map(text_of);
        let mut text = sentences.next().ok_or_else(|| uniffi::deps::anyhow::anyhow!("a text has a sentence"))??;
        for sentence in sentences {
            text.more.push(sentence?);
        }
        Ok(text)
    },
});

/// `text` and the sentences after it, in order.
fn flatten(text: Text, sentences: &mut Vec<Sentence>) {
    sentences.push(Sentence {
        key: text.key.to_owned(),
        args: text.args.into_iter().map(arg).collect(),
        count: text.count,
    });
    for next in text.more {
        flatten(next, sentences);
    }
}

fn arg(arg: Arg) -> TextArg {
    match arg {
        Arg::Number(value) => TextArg::Number { value },
        Arg::Numbers(values) => TextArg::Numbers { values },
        // The core's names take numbers only (a player's, a square's); nothing nests deeper.
        Arg::Text(name) => TextArg::Name {
            key: name.key.to_owned(),
            numbers: name.numbers(),
        },
    }
}

/// One sentence back from a shell, its key among those the core says.
fn text_of(sentence: Sentence) -> uniffi::Result<Text> {
    let args = sentence
        .args
        .into_iter()
        .map(|arg| {
            Ok(match arg {
                TextArg::Number { value } => Arg::Number(value),
                TextArg::Numbers { values } => Arg::Numbers(values),
                TextArg::Name { key, numbers } => Arg::Text(Box::new(Text::with(
                    known(&key)?,
                    numbers.into_iter().map(Arg::Number).collect(),
                ))),
            })
        })
        .collect::<uniffi::Result<_>>()?;
    let mut text = Text::with(known(&sentence.key)?, args);
    text.count = sentence.count;
    Ok(text)
}

/// `key` as the core spells it, if the core ever says it (names included).
fn known(key: &str) -> uniffi::Result<&'static str> {
    static KEYS: OnceLock<BTreeMap<&'static str, KeySpec>> = OnceLock::new();
    KEYS.get_or_init(every_key)
        .get_key_value(key)
        .map(|(key, _)| *key)
        .ok_or_else(|| uniffi::deps::anyhow::anyhow!("no text has the key {key:?}"))
}

//! The terminal's words: the phones' string resources in English and Tamil
//! (`android/app/src/main/res/values/strings.xml` and `values-ta/`, built in at compile time),
//! and how a [`Text`] — a key, its arguments, a plural count and the sentences after it —
//! becomes a sentence.
//!
//! The core chooses the key of every text of the game's; this file only looks them up, so the
//! terminal says what the phones say. The terminal's own words are in the same files: `cli_`
//! keys for what only it says, `guide_` for the games' teaching text (its guide; the phones'
//! Rules reference to come). A key the file lacks is shown as the key in brackets rather than
//! stopping play: the strings are written apart from the code, and a missing one should be
//! seen, not fatal (a test proves every key the terminal names is in both languages).

use std::collections::HashMap;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

use dhayam_core::Language;
use dhayam_core::app::{Arg, Text};

/// The phones' English strings, as the Android app ships them.
const ENGLISH_XML: &str = include_str!("../../android/app/src/main/res/values/strings.xml");
/// Their Tamil strings.
const TAMIL_XML: &str = include_str!("../../android/app/src/main/res/values-ta/strings.xml");

/// Whether the terminal speaks Tamil (the Language setting), rather than English.
static IN_TAMIL: AtomicBool = AtomicBool::new(false);

/// A set of string resources: plain strings and plurals by key.
#[derive(Debug, Default)]
pub struct Strings {
    plain: HashMap<String, String>,
    plurals: HashMap<String, HashMap<String, String>>,
}

/// The English strings, read once.
pub fn english() -> &'static Strings {
    static ENGLISH: LazyLock<Strings> = LazyLock::new(|| {
        // The file is part of the build; a test proves it parses, so a broken one can't ship.
        Strings::parse(ENGLISH_XML).unwrap_or_default()
    });
    &ENGLISH
}

/// The Tamil strings, read once.
pub fn tamil() -> &'static Strings {
    static TAMIL: LazyLock<Strings> =
        LazyLock::new(|| Strings::parse(TAMIL_XML).unwrap_or_default());
    &TAMIL
}

/// Speak Tamil from now on, or English.
pub fn speak_tamil(on: bool) {
    IN_TAMIL.store(on, Ordering::Relaxed);
}

/// The strings of the language the terminal speaks now.
pub fn current() -> &'static Strings {
    if IN_TAMIL.load(Ordering::Relaxed) {
        tamil()
    } else {
        english()
    }
}

/// Whether `language` is Tamil here: chosen, or followed from the system's locale (`LANG`,
/// `LC_ALL` or `LC_MESSAGES` naming `ta`).
pub fn is_tamil(language: Language) -> bool {
    match language {
        Language::Tamil => true,
        Language::English => false,
        Language::System => ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .is_some_and(|value| value.starts_with("ta")),
    }
}

impl Strings {
    /// The `<string>` and `<plurals>` of an Android resources file.
    ///
    /// # Errors
    /// The text is not well-formed XML.
    pub fn parse(xml: &str) -> Result<Self, roxmltree::Error> {
        let document = roxmltree::Document::parse(xml)?;
        let mut strings = Self::default();
        for node in document
            .root_element()
            .children()
            .filter(|n| n.is_element())
        {
            let Some(name) = node.attribute("name") else {
                continue;
            };
            match node.tag_name().name() {
                "string" => {
                    strings.plain.insert(name.to_owned(), content(node));
                }
                "plurals" => {
                    let forms = node
                        .children()
                        .filter(|item| item.has_tag_name("item"))
                        .filter_map(|item| {
                            Some((item.attribute("quantity")?.to_owned(), content(item)))
                        })
                        .collect();
                    strings.plurals.insert(name.to_owned(), forms);
                }
                _ => {}
            }
        }
        Ok(strings)
    }

    /// Whether the file has `key`, as a string or a plural.
    pub fn has(&self, key: &str) -> bool {
        self.plain.contains_key(key) || self.plurals.contains_key(key)
    }

    /// The string `key` with no arguments (a label, a name), or `[key]` if there is none.
    pub fn label(&self, key: &str) -> String {
        self.format(key, None, &[])
    }

    /// The string `key` with `args` in its placeholders; with a `count`, the plural form for
    /// it. `[key]` if the file has no such string.
    pub fn format(&self, key: &str, count: Option<u32>, args: &[String]) -> String {
        let pattern = match count {
            Some(count) => self.plurals.get(key).and_then(|forms| {
                // English has two forms; a file giving only one still words the text.
                let quantity = if count == 1 { "one" } else { "other" };
                forms.get(quantity).or_else(|| forms.values().next())
            }),
            None => None,
        }
        .or_else(|| self.plain.get(key));
        pattern.map_or_else(|| format!("[{key}]"), |pattern| fill(pattern, args))
    }

    /// `text` in words.
    pub fn word(&self, text: &Text) -> String {
        let args: Vec<String> = text.args.iter().map(|arg| self.argument(arg)).collect();
        let mut sentence = self.format(text.key, text.count, &args);
        for more in &text.more {
            sentence.push(' ');
            sentence.push_str(&self.word(more));
        }
        sentence
    }

    /// One argument in words: a number, a list of throws, or a name (a player's, a square's in
    /// its case) worded as a text.
    pub fn argument(&self, arg: &Arg) -> String {
        match arg {
            Arg::Number(n) => n.to_string(),
            Arg::Numbers(values) => values
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            Arg::Text(text) => self.word(text),
        }
    }
}

/// The text of a resource element, with Android's escapes undone: `\'`, `\"`, `\n`, `\\`, and
/// the quotes that may wrap the whole string.
fn content(node: roxmltree::Node) -> String {
    let raw: String = node
        .descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect();
    let raw = raw.trim();
    let raw = raw
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .unwrap_or(raw);
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// `pattern` with its placeholders filled: `%1$s` and `%1$d` by position, plain `%s` and `%d`
/// in order, `%%` as `%`. A placeholder with no argument is left as written.
fn fill(pattern: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut next = 0;
    let mut rest = pattern;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        rest = &rest[at + 1..];
        if let Some(after) = rest.strip_prefix('%') {
            out.push('%');
            rest = after;
            continue;
        }
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let (index, spec) = match rest[digits..].strip_prefix('$') {
            Some(spec) if digits > 0 => (rest[..digits].parse::<usize>().ok().map(|n| n - 1), spec),
            _ => {
                next += 1;
                (Some(next - 1), rest)
            }
        };
        match (spec.chars().next(), index.and_then(|i| args.get(i))) {
            (Some('s' | 'd'), Some(arg)) => {
                out.push_str(arg);
                rest = &spec[1..];
            }
            _ => out.push('%'),
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::app::{Case, Message, square};
    use dhayam_core::{BoardKind, GameKind};

    const XML: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="plain">It\'s here</string>
    <string name="two">%1$s threw %2$d</string>
    <string name="swapped">%2$s before %1$s, 100%%</string>
    <string name="player_n">Player %1$d</string>
    <plurals name="cuts">
        <item quantity="one">%1$d cut</item>
        <item quantity="other">%1$d cuts</item>
    </plurals>
</resources>"#;

    #[test]
    fn strings_are_read_with_their_escapes_undone() {
        let strings = Strings::parse(XML).expect("the fixture parses");
        assert_eq!(strings.label("plain"), "It's here");
        assert_eq!(
            strings.format("swapped", None, &["a".into(), "b".into()]),
            "b before a, 100%"
        );
    }

    #[test]
    fn a_text_is_worded_with_nested_texts_plurals_and_following_sentences() {
        let strings = Strings::parse(XML).expect("the fixture parses");
        let mut text = Text::with(
            "two",
            vec![Arg::Text(Box::new(Text::player(1))), Arg::Number(12)],
        );
        text.more.push(Text::counting("cuts", 1));
        text.more.push(Text::counting("cuts", 3));
        assert_eq!(strings.word(&text), "Player 2 threw 12 1 cut 3 cuts");
    }

    #[test]
    fn a_missing_key_is_its_name_in_brackets() {
        let strings = Strings::parse(XML).expect("the fixture parses");
        let mut text = Text::plain("no_such_key");
        text.more.push(Text::counting("no_such_plural", 2));
        assert_eq!(strings.word(&text), "[no_such_key] [no_such_plural]");
    }

    #[test]
    fn a_square_is_worded_in_the_case_its_sentence_needs_and_throws_listed() {
        let strings = Strings::parse(
            r#"<resources><string name="k">%1$s; %2$s; %3$s</string>
            <string name="square_oval_to">the Oval</string>
            <string name="square_number_from">%1$d</string></resources>"#,
        )
        .expect("the fixture parses");
        let text = Text::with(
            "k",
            vec![
                square(GameKind::Dhayam, 0_u8, Case::To),
                square(GameKind::Dhayam, 31_u8, Case::From),
                Arg::Numbers(vec![3, 5, 12]),
            ],
        );
        assert_eq!(strings.word(&text), "the Oval; 31; 3, 5, 12");
    }

    #[test]
    fn the_tamil_case_of_a_named_square_is_its_own_word_not_a_suffix() {
        let cut = Message::Cut {
            by: 0,
            victim: 1,
            square: 0,
        };
        let said = tamil().word(&cut.text(GameKind::Dhayam));
        assert!(said.contains(" நீள்வட்டத்தில் "), "{said}");
        assert!(!said.contains("நீள்வட்டம்-"), "{said}");
        let ladder = Message::Ladder {
            player: 0,
            from: 4,
            to: 25,
        };
        assert!(
            tamil()
                .word(&ladder.text(GameKind::Paramapadam))
                .contains(" 4-இலிருந்து 25-க்கு "),
            "a number takes its suffix"
        );
    }

    #[test]
    fn thayam_squares_are_numbered_along_the_path_from_the_bottom_home_to_the_centre() {
        let board = BoardKind::Grid.board();
        let plain = |id: u8| english().argument(&square(GameKind::Thayam, id, Case::Plain));
        let names: Vec<String> = board.paths[0].iter().map(|&id| plain(id)).collect();
        let expected: Vec<String> = (1..=48)
            .map(|n: u32| n.to_string())
            .chain(["centre".to_owned()])
            .collect();
        assert_eq!(names, expected);
        // Every square of the board has a name, and no two share one.
        let mut all: Vec<String> = (0..49).map(plain).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 49);
        assert!(all.iter().all(|name| !name.starts_with('r')));
    }

    #[test]
    fn the_phones_english_strings_parse() {
        let strings = Strings::parse(ENGLISH_XML).expect("strings.xml is well-formed");
        assert!(
            strings.has("player_n"),
            "strings.xml has the players' names"
        );
        assert!(english().has("player_n"));
    }

    #[test]
    fn the_tamil_strings_word_the_same_keys_in_tamil() {
        let tamil = Strings::parse(TAMIL_XML).expect("the Tamil strings.xml is well-formed");
        assert!(tamil.has("player_n"));
        assert_ne!(
            tamil.label("home_new_game"),
            english().label("home_new_game")
        );
        assert!(is_tamil(Language::Tamil) && !is_tamil(Language::English));
    }

    /// Every `cli_` and `guide_` key named in the terminal's source, as a quoted literal.
    fn keys_in_source() -> std::collections::BTreeSet<String> {
        fn sources(dir: &std::path::Path, found: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir)
                .expect("the source folder reads")
                .flatten()
            {
                let path = entry.path();
                if path.is_dir() {
                    sources(&path, found);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    found.push(std::fs::read_to_string(&path).expect("a source file reads"));
                }
            }
        }
        let mut texts = Vec::new();
        sources(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut texts,
        );
        let mut keys = std::collections::BTreeSet::new();
        for text in &texts {
            for prefix in ["\"cli_", "\"guide_"] {
                for (at, _) in text.match_indices(prefix) {
                    let key: String = text[at + 1..]
                        .chars()
                        .take_while(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                        .collect();
                    // The prefix alone (as in this test) names no key.
                    if !key.ends_with('_') && text[at + 1 + key.len()..].starts_with('"') {
                        keys.insert(key);
                    }
                }
            }
        }
        keys
    }

    /// The `cli_` and `guide_` keys of a strings file.
    fn own_keys(strings: &Strings) -> std::collections::BTreeSet<String> {
        strings
            .plain
            .keys()
            .chain(strings.plurals.keys())
            .filter(|key| key.starts_with("cli_") || key.starts_with("guide_"))
            .cloned()
            .collect()
    }

    #[test]
    fn every_key_of_the_terminals_own_is_worded_in_both_languages_and_used() {
        let used = keys_in_source();
        assert!(used.len() > 100, "{used:?}");
        let english = Strings::parse(ENGLISH_XML).expect("strings.xml is well-formed");
        let tamil = Strings::parse(TAMIL_XML).expect("the Tamil strings.xml is well-formed");
        for strings in [&english, &tamil] {
            let missing: Vec<&String> = used.iter().filter(|key| !strings.has(key)).collect();
            assert!(missing.is_empty(), "not in the strings: {missing:?}");
            let unused: Vec<String> = own_keys(strings).difference(&used).cloned().collect();
            assert!(unused.is_empty(), "no code says: {unused:?}");
        }
    }

    #[test]
    fn the_terminals_own_tamil_has_no_english_words_left() {
        // What a player types or runs, which stay as they are in any language.
        const KEPT: [&str; 7] = ["dhayam", "Enter", "HOME", "XDG", "DATA", "data", "dir"];
        let tamil = Strings::parse(TAMIL_XML).expect("the Tamil strings.xml is well-formed");
        for key in own_keys(&tamil) {
            let texts: Vec<&String> = match tamil.plurals.get(&key) {
                Some(forms) => forms.values().collect(),
                None => tamil.plain.get(&key).into_iter().collect(),
            };
            for text in texts {
                let english: Vec<&str> = text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|word| word.len() > 2 && !KEPT.contains(word))
                    .collect();
                assert!(english.is_empty(), "{key}: {english:?} in “{text}”");
            }
        }
    }
}

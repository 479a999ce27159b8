//! The board skins' palettes: one per [`BoardSkin`], in the colours of the cloth the board is
//! embroidered on (Dhayam) or the floor it is chalked on (Thayam and Paramapadam use the same).
//! A palette is only colours; each shell's board painter decides where each one goes, the same
//! way on both phones.

use super::Colour;
use crate::{BoardSkin, SquareKind};

/// The colours of one board skin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SkinPalette {
    /// The cloth (or floor) everything is drawn on.
    pub cloth: Colour,
    /// A deeper band of the cloth: the embroidered border and the shadows of the weave.
    pub cloth_deep: Colour,
    /// The thread of the border motifs and the kolam dots.
    pub embroidery: Colour,
    /// The outline of every square.
    pub line: Colour,
    /// The 13x13 ring of the cloth board and the outer ring of the 7x7 board.
    pub track: Colour,
    /// The upside-down M and its neck: the home stretch.
    pub stretch: Colour,
    /// The middle ring of the 7x7 board.
    pub middle: Colour,
    /// The inner ring of the 7x7 board.
    pub inner: Colour,
    /// The X on safe squares.
    pub safe_mark: Colour,
    /// The Oval / centre, where coins finish.
    pub goal: Colour,
    /// The goal's outline and its motif.
    pub goal_line: Colour,
    /// The home circles where coins wait.
    pub home_fill: Colour,
    /// The home circles' outline.
    pub home_line: Colour,
    /// Numbers and labels on the squares.
    pub label: Colour,
    /// Paramapadam: the lighter of the two alternating square colours.
    pub numbered_light: Colour,
    /// Paramapadam: the darker of the two.
    pub numbered_dark: Colour,
    /// The ring round a legal destination and a picked coin.
    pub highlight: Colour,
    /// Paramapadam's ladders (wood).
    pub ladder: Colour,
    /// Paramapadam's snakes' bodies.
    pub snake: Colour,
    /// The pattern on the snakes' bellies.
    pub snake_pattern: Colour,
    /// Every other snake's body: a shade browner than `snake`, so that crossing snakes can be
    /// told apart.
    pub snake_second: Colour,
    /// The snakes' forked tongues ([`SNAKE_TONGUE`] on every skin).
    pub snake_tongue: Colour,
    /// The white of the snakes' eyes ([`SNAKE_EYE`] on every skin).
    pub snake_eye: Colour,
    /// The snakes' pupils ([`SNAKE_PUPIL`] on every skin).
    pub snake_pupil: Colour,
}

/// The forked tongue of every snake, on every skin.
pub const SNAKE_TONGUE: Colour = Colour::rgb(0xD3302A);
/// The white of a snake's eye, on every skin.
pub const SNAKE_EYE: Colour = Colour::rgb(0xFFF3C4);
/// A snake's pupil, on every skin.
pub const SNAKE_PUPIL: Colour = Colour::rgb(0x000000);
/// The brown every other snake is shaded halfway towards.
const SNAKE_SHADE: Colour = Colour::rgb(0x9A6A1C);

/// The second snake colour of a skin whose snakes are `snake`.
fn shaded(snake: Colour) -> Colour {
    snake.mix(SNAKE_SHADE, 0.5)
}

impl SkinPalette {
    /// The fill of a square of `kind`: the ring the coins race round, the home stretch, the 7x7
    /// board's rings, the goal; for Paramapadam's numbered squares the lighter of their two
    /// (they alternate `numbered_light` and `numbered_dark`).
    #[must_use]
    pub fn fill(&self, kind: SquareKind) -> Colour {
        match kind {
            SquareKind::Frame | SquareKind::OuterRing => self.track,
            SquareKind::Leg
            | SquareKind::Diagonal
            | SquareKind::Peak
            | SquareKind::Spine
            | SquareKind::Flank
            | SquareKind::Neck
            | SquareKind::Bar => self.stretch,
            SquareKind::MiddleRing => self.middle,
            SquareKind::InnerRing => self.inner,
            SquareKind::Oval | SquareKind::Centre => self.goal,
            SquareKind::Numbered => self.numbered_light,
        }
    }
}

/// The fill of a square of `kind` in `skin` ([`SkinPalette::fill`]).
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn square_fill(skin: BoardSkin, kind: SquareKind) -> Colour {
    palette(skin).fill(kind)
}

/// The palette of `skin`.
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export(name = "skin_palette"))]
pub fn palette(skin: BoardSkin) -> SkinPalette {
    match skin {
        // Unbleached cotton dyed with turmeric, squares stitched in madder red: the everyday cloth.
        BoardSkin::Default => {
            let snake = Colour::rgb(0x2F6B3A);
            SkinPalette {
                cloth: Colour::rgb(0xE8C98A),
                cloth_deep: Colour::rgb(0x8E2A17),
                embroidery: Colour::rgb(0xF8E7BE),
                line: Colour::rgb(0x7A2313),
                track: Colour::rgb(0xFBF0D6),
                stretch: Colour::rgb(0xF3D9A0),
                middle: Colour::rgb(0xF6E3B6),
                inner: Colour::rgb(0xEFCF8C),
                safe_mark: Colour::rgb(0xB3261A),
                goal: Colour::rgb(0x8E2A17),
                goal_line: Colour::rgb(0xF3C44E),
                home_fill: Colour::rgb(0xF4DFAE),
                home_line: Colour::rgb(0x7A2313),
                label: Colour::rgb(0x5C1A0E),
                numbered_light: Colour::rgb(0xFBF0D6),
                numbered_dark: Colour::rgb(0xF1D9A2),
                highlight: Colour::rgb(0x176B87), // peacock blue: a green ring and the red X look alike to deuteranopia
                ladder: Colour::rgb(0x8A5A22),
                snake,
                snake_pattern: Colour::rgb(0xE2C35A),
                snake_second: shaded(snake),
                snake_tongue: SNAKE_TONGUE,
                snake_eye: SNAKE_EYE,
                snake_pupil: SNAKE_PUPIL,
            }
        }
        // Kumkum-red silk with gold zari thread, as on a wedding saree's border.
        BoardSkin::Ruby => {
            let snake = Colour::rgb(0x234F8A);
            SkinPalette {
                cloth: Colour::rgb(0x8C1627),
                cloth_deep: Colour::rgb(0x5C0B18),
                embroidery: Colour::rgb(0xE3B34C),
                line: Colour::rgb(0xD9A23A),
                track: Colour::rgb(0xFBE9DE),
                stretch: Colour::rgb(0xF5CFC2),
                middle: Colour::rgb(0xF8DCD0),
                inner: Colour::rgb(0xF1C0B0),
                safe_mark: Colour::rgb(0x9E1426),
                goal: Colour::rgb(0xD9A23A),
                goal_line: Colour::rgb(0x5C0B18),
                home_fill: Colour::rgb(0xA52A37),
                home_line: Colour::rgb(0xE3B34C),
                label: Colour::rgb(0x6B0F1C),
                numbered_light: Colour::rgb(0xFBE9DE),
                numbered_dark: Colour::rgb(0xF3CDBF),
                highlight: Colour::rgb(0x0E6B5C),
                ladder: Colour::rgb(0xB07A24),
                snake,
                snake_pattern: Colour::rgb(0xF1D27A),
                snake_second: shaded(snake),
                snake_tongue: SNAKE_TONGUE,
                snake_eye: SNAKE_EYE,
                snake_pupil: SNAKE_PUPIL,
            }
        }
        // Parrot-green silk with gold thread and a vermilion X.
        BoardSkin::Emerald => {
            let snake = Colour::rgb(0x7A2E6B);
            SkinPalette {
                cloth: Colour::rgb(0x1D5A43),
                cloth_deep: Colour::rgb(0x0F3A2A),
                embroidery: Colour::rgb(0xE0BC5A),
                line: Colour::rgb(0xCFA743),
                track: Colour::rgb(0xEEF2DC),
                stretch: Colour::rgb(0xD9E8C0),
                middle: Colour::rgb(0xE3EDCD),
                inner: Colour::rgb(0xCBE0AF),
                safe_mark: Colour::rgb(0xC0392B),
                goal: Colour::rgb(0xCFA743),
                goal_line: Colour::rgb(0x0F3A2A),
                home_fill: Colour::rgb(0x2A6E53),
                home_line: Colour::rgb(0xE0BC5A),
                label: Colour::rgb(0x123F2E),
                numbered_light: Colour::rgb(0xEEF2DC),
                numbered_dark: Colour::rgb(0xD6E6BD),
                highlight: Colour::rgb(0x3B2FC9), // indigo, not red: the safe X is red on this skin
                ladder: Colour::rgb(0x9A6A2A),
                snake,
                snake_pattern: Colour::rgb(0xF0C96A),
                snake_second: shaded(snake),
                snake_tongue: SNAKE_TONGUE,
                snake_eye: SNAKE_EYE,
                snake_pupil: SNAKE_PUPIL,
            }
        }
        // Ivory cotton drawn in black ink with a vermilion X, like a temple-floor kolam in rice flour.
        BoardSkin::Ivory => {
            let snake = Colour::rgb(0x3B6B2E);
            SkinPalette {
                cloth: Colour::rgb(0xF1E8D4),
                cloth_deep: Colour::rgb(0x3A2C22),
                embroidery: Colour::rgb(0xB4432C),
                line: Colour::rgb(0x3A2C22),
                track: Colour::rgb(0xFFFBF1),
                stretch: Colour::rgb(0xF6E7C9),
                middle: Colour::rgb(0xFBF1DC),
                inner: Colour::rgb(0xF2DFBC),
                safe_mark: Colour::rgb(0xC2331F),
                goal: Colour::rgb(0x3A2C22),
                goal_line: Colour::rgb(0xE9B949),
                home_fill: Colour::rgb(0xF7EDD8),
                home_line: Colour::rgb(0x3A2C22),
                label: Colour::rgb(0x3A2C22),
                numbered_light: Colour::rgb(0xFFFBF1),
                numbered_dark: Colour::rgb(0xF0E1C4),
                highlight: Colour::rgb(0x1D6FA3),
                ladder: Colour::rgb(0x7A5128),
                snake,
                snake_pattern: Colour::rgb(0xE9B949),
                snake_second: shaded(snake),
                snake_tongue: SNAKE_TONGUE,
                snake_eye: SNAKE_EYE,
                snake_pupil: SNAKE_PUPIL,
            }
        }
        // Indigo-dyed cotton with silver-white thread and a saffron X.
        BoardSkin::Sapphire => {
            let snake = Colour::rgb(0x2F7A3C);
            SkinPalette {
                cloth: Colour::rgb(0x1E2F6B),
                cloth_deep: Colour::rgb(0x111C45),
                embroidery: Colour::rgb(0xE9EEF7),
                line: Colour::rgb(0xC9D3E8),
                track: Colour::rgb(0xEEF2FA),
                stretch: Colour::rgb(0xD6E0F3),
                middle: Colour::rgb(0xE1E8F6),
                inner: Colour::rgb(0xC8D5EE),
                safe_mark: Colour::rgb(0xE07A12),
                goal: Colour::rgb(0xE9A23B),
                goal_line: Colour::rgb(0x111C45),
                home_fill: Colour::rgb(0x2C3F82),
                home_line: Colour::rgb(0xE9EEF7),
                label: Colour::rgb(0x15245A),
                numbered_light: Colour::rgb(0xEEF2FA),
                numbered_dark: Colour::rgb(0xD3DDF1),
                highlight: Colour::rgb(0x0E7C66), // teal, not orange: the safe X is saffron on this skin
                ladder: Colour::rgb(0x9B6B2E),
                snake,
                snake_pattern: Colour::rgb(0xF2C94C),
                snake_second: shaded(snake),
                snake_tongue: SNAKE_TONGUE,
                snake_eye: SNAKE_EYE,
                snake_pupil: SNAKE_PUPIL,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{SkinPalette, palette};
    use crate::BoardSkin;

    const SKINS: [BoardSkin; 5] = BoardSkin::ALL;

    /// The square fills numbers and labels are written on.
    fn label_grounds(p: &SkinPalette) -> [(&'static str, super::Colour); 6] {
        [
            ("track", p.track),
            ("stretch", p.stretch),
            ("middle", p.middle),
            ("inner", p.inner),
            ("numbered_light", p.numbered_light),
            ("numbered_dark", p.numbered_dark),
        ]
    }

    #[test]
    fn square_labels_are_readable_on_every_square_of_every_skin() {
        // WCAG AA for text: 4.5:1.
        for skin in SKINS {
            let p = palette(skin);
            for (name, ground) in label_grounds(&p) {
                let ratio = p.label.contrast(ground);
                assert!(ratio >= 4.5, "{skin:?}: label on {name} is {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn the_ring_and_the_safe_x_differ_for_a_player_with_deuteranopia_on_every_skin() {
        // The ring says "you can go here" and the X "safe": telling them apart must not need
        // red-green sight (the Emerald skin once had both red).
        for skin in SKINS {
            let p = palette(skin);
            let seen = p
                .highlight
                .deuteranopia()
                .delta_e(p.safe_mark.deuteranopia());
            assert!(
                seen >= 20.0,
                "{skin:?}: ring and X are {seen:.1} ΔE apart to deuteranopia"
            );
        }
    }

    #[test]
    fn the_ring_stands_out_from_every_square_it_is_drawn_on() {
        // A non-text mark needs 3:1 against what is next to it (WCAG 1.4.11).
        for skin in SKINS {
            let p = palette(skin);
            for (name, ground) in label_grounds(&p) {
                let ratio = p.highlight.contrast(ground);
                assert!(ratio >= 3.0, "{skin:?}: ring on {name} is {ratio:.2}:1");
            }
        }
    }
}

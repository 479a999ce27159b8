//! A colour of the look, 8 bits a channel with alpha, and the measures the tests hold the
//! palettes to: WCAG 2's contrast ratio, and how a colour looks to a player with deuteranopia.

/// An sRGB colour with alpha, as `0xAARRGGBB`. The shells receive it as that number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Colour(pub u32);

#[cfg(feature = "ffi")]
uniffi::custom_newtype!(Colour, u32);

impl Colour {
    /// An opaque colour from `0xRRGGBB`.
    #[must_use]
    pub const fn rgb(rgb: u32) -> Self {
        Self(0xFF00_0000 | rgb)
    }

    /// `0xRRGGBB` at `alpha` (0–255).
    #[must_use]
    pub const fn rgba(rgb: u32, alpha: u8) -> Self {
        Self(((alpha as u32) << 24) | (rgb & 0x00FF_FFFF))
    }

    /// The colour as `0xAARRGGBB`.
    #[must_use]
    pub const fn argb(self) -> u32 {
        self.0
    }

    /// The colour `t` of the way (0–1) from this one to `other`, channel by channel, opaque.
    #[must_use]
    pub fn mix(self, other: Self, t: f64) -> Self {
        let channel = |shift: u32| {
            let (a, b) = (
                f64::from((self.0 >> shift) & 0xFF),
                f64::from((other.0 >> shift) & 0xFF),
            );
            // Rounded and within 0–255: the cast can't truncate.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let mixed = (a + (b - a) * t.clamp(0.0, 1.0)).round() as u32;
            mixed << shift
        };
        Self(0xFF00_0000 | channel(16) | channel(8) | channel(0))
    }

    /// Red, green and blue as 0–1.
    #[must_use]
    pub fn channels(self) -> [f64; 3] {
        [16, 8, 0].map(|shift| f64::from((self.0 >> shift) & 0xFF) / 255.0)
    }

    /// WCAG 2's relative luminance (alpha ignored).
    #[must_use]
    pub fn luminance(self) -> f64 {
        let [r, g, b] = self.channels().map(linear);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG 2's contrast ratio between two opaque colours, 1 to 21.
    #[must_use]
    pub fn contrast(self, other: Self) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// The colour as a player with deuteranopia sees it (Machado, Oliveira and Fernandes 2009,
    /// severity 1, applied in linear RGB).
    #[must_use]
    pub fn deuteranopia(self) -> Self {
        const M: [[f64; 3]; 3] = [
            [0.367_322, 0.860_646, -0.227_968],
            [0.280_085, 0.672_501, 0.047_413],
            [-0.011_820, 0.042_940, 0.968_881],
        ];
        let c = self.channels().map(linear);
        let seen = M.map(|row| row[0] * c[0] + row[1] * c[1] + row[2] * c[2]);
        let [r, g, b] = seen.map(|v| (gamma(v.clamp(0.0, 1.0)) * 255.0).round() as u32);
        Self((self.0 & 0xFF00_0000) | (r << 16) | (g << 8) | b)
    }

    /// CIE76 ΔE between two colours: the distance in CIELAB (D65), where about 2.3 is the
    /// smallest difference an eye notices and 20 or more reads as different colours at a glance.
    #[must_use]
    pub fn delta_e(self, other: Self) -> f64 {
        let (a, b) = (self.lab(), other.lab());
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    /// CIELAB under D65.
    fn lab(self) -> [f64; 3] {
        let [r, g, b] = self.channels().map(linear);
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
        let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }
}

/// An sRGB channel (0–1) in linear light.
fn linear(c: f64) -> f64 {
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear channel (0–1) back in sRGB.
fn gamma(c: f64) -> f64 {
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

#[cfg(test)]
mod tests {
    use super::Colour;

    #[test]
    fn a_mix_goes_channel_by_channel_from_one_colour_to_the_other() {
        let (black, white) = (Colour::rgb(0x000000), Colour::rgb(0xFFFFFF));
        assert_eq!(black.mix(white, 0.0), black);
        assert_eq!(black.mix(white, 1.0), white);
        assert_eq!(black.mix(white, 0.5), Colour::rgb(0x808080));
        assert_eq!(
            Colour::rgb(0x2F6B3A).mix(Colour::rgb(0x9A6A1C), 0.5),
            Colour::rgb(0x656B2B)
        );
    }

    #[test]
    fn contrast_of_black_on_white_is_21_and_of_a_colour_on_itself_1() {
        let (black, white) = (Colour::rgb(0x000000), Colour::rgb(0xFFFFFF));
        assert!((black.contrast(white) - 21.0).abs() < 1e-9);
        assert!((white.contrast(white) - 1.0).abs() < 1e-9);
        // WCAG's own example: #777777 on white is just under 4.5:1.
        let grey = Colour::rgb(0x777777).contrast(white);
        assert!((4.47..4.49).contains(&grey), "{grey}");
    }

    #[test]
    fn deuteranopia_keeps_greys_and_merges_red_with_green() {
        let grey = Colour::rgb(0x808080);
        assert!(grey.deuteranopia().delta_e(grey) < 1.0);
        let (red, green) = (Colour::rgb(0xC0392B), Colour::rgb(0x2E7D32));
        assert!(red.delta_e(green) > 60.0);
        assert!(red.deuteranopia().delta_e(green.deuteranopia()) < red.delta_e(green) / 2.0);
    }
}

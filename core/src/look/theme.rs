//! The app's own colours round the boards — menus, buttons, text — in Material's roles: warm
//! colours of cloth, brass and terracotta on unbleached cotton. Android's colour scheme and
//! iOS's backgrounds, text and accent are both made from these. The app is light only.

use super::Colour;

/// The app's colours, by Material role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AppColours {
    /// Terracotta: the main buttons, the accent.
    pub primary: Colour,
    /// Text and icons on `primary`.
    pub on_primary: Colour,
    /// A softer terracotta behind selected things.
    pub primary_container: Colour,
    /// Text on `primary_container`.
    pub on_primary_container: Colour,
    /// Brass.
    pub secondary: Colour,
    /// Text on `secondary`.
    pub on_secondary: Colour,
    /// A softer brass.
    pub secondary_container: Colour,
    /// Text on `secondary_container`.
    pub on_secondary_container: Colour,
    /// Leaf green.
    pub tertiary: Colour,
    /// Text on `tertiary`.
    pub on_tertiary: Colour,
    /// Unbleached cotton: every screen's ground.
    pub background: Colour,
    /// Text on the background.
    pub on_background: Colour,
    /// Cards and sheets.
    pub surface: Colour,
    /// Text on `surface`.
    pub on_surface: Colour,
    /// A deeper surface for grouped things.
    pub surface_variant: Colour,
    /// Secondary text on surfaces.
    pub on_surface_variant: Colour,
    /// Containers on the surface.
    pub surface_container: Colour,
    /// Raised containers.
    pub surface_container_high: Colour,
    /// Outlines.
    pub outline: Colour,
    /// Faint dividers.
    pub outline_variant: Colour,
    /// Refusals and destructive actions.
    pub error: Colour,
    /// The dark ground of what stands over a screen for a moment: the quick Undo bar, the
    /// counts on piles of coins.
    pub inverse_surface: Colour,
    /// Text on `inverse_surface`.
    pub inverse_on_surface: Colour,
    /// The accent on `inverse_surface`: the Undo action and its countdown (turmeric).
    pub inverse_primary: Colour,
}

/// The app's colours.
pub const APP_COLOURS: AppColours = AppColours {
    primary: Colour::rgb(0x9C3D1B),
    on_primary: Colour::rgb(0xFFF8EE),
    primary_container: Colour::rgb(0xF6D9C4),
    on_primary_container: Colour::rgb(0x3B1205),
    secondary: Colour::rgb(0xA8791F),
    on_secondary: Colour::rgb(0xFFFFFF),
    secondary_container: Colour::rgb(0xF3E1B5),
    on_secondary_container: Colour::rgb(0x3A2800),
    tertiary: Colour::rgb(0x2E6B4F),
    on_tertiary: Colour::rgb(0xFFFFFF),
    background: Colour::rgb(0xFBF4E8),
    on_background: Colour::rgb(0x2B1E16),
    surface: Colour::rgb(0xFBF4E8),
    on_surface: Colour::rgb(0x2B1E16),
    surface_variant: Colour::rgb(0xEFE2CF),
    on_surface_variant: Colour::rgb(0x5A4636),
    surface_container: Colour::rgb(0xF4EADB),
    surface_container_high: Colour::rgb(0xEEE1CE),
    outline: Colour::rgb(0x8C7462),
    outline_variant: Colour::rgb(0xD9C6B0),
    error: Colour::rgb(0xB3261E),
    inverse_surface: Colour::rgb(0x2B1E16),
    inverse_on_surface: Colour::rgb(0xFBF4E8),
    inverse_primary: Colour::rgb(0xF3C44E),
};

/// The app's colours ([`APP_COLOURS`]), for the shells.
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn app_colours() -> AppColours {
    APP_COLOURS
}

#[cfg(test)]
mod tests {
    use super::APP_COLOURS as C;

    #[test]
    fn text_on_every_ground_of_the_app_is_readable() {
        // WCAG AA for text, 4.5:1, for each role's text on its ground, and the secondary text,
        // the accent and refusals on the screens' grounds.
        let pairs = [
            ("on_primary/primary", C.on_primary, C.primary),
            (
                "on_primary_container",
                C.on_primary_container,
                C.primary_container,
            ),
            (
                "on_secondary_container",
                C.on_secondary_container,
                C.secondary_container,
            ),
            ("on_tertiary/tertiary", C.on_tertiary, C.tertiary),
            ("on_background", C.on_background, C.background),
            ("on_surface", C.on_surface, C.surface),
            (
                "on_surface_variant/surface",
                C.on_surface_variant,
                C.surface,
            ),
            (
                "on_surface_variant/variant",
                C.on_surface_variant,
                C.surface_variant,
            ),
            ("primary/background", C.primary, C.background),
            ("tertiary/background", C.tertiary, C.background),
            ("error/background", C.error, C.background),
            (
                "inverse_on_surface",
                C.inverse_on_surface,
                C.inverse_surface,
            ),
            ("inverse_primary", C.inverse_primary, C.inverse_surface),
        ];
        for (name, text, ground) in pairs {
            let ratio = text.contrast(ground);
            assert!(ratio >= 4.5, "{name}: {ratio:.2}:1");
        }
    }
}

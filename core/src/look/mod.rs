//! The app's look as data, the one source both phones draw from: the app's colours, each board
//! skin's palette, each token style's art, the sticks and the kolam emblem. The Android and iOS shells read these through the bindings instead of
//! keeping colours of their own, so the two apps look like one product and the Android
//! screenshots show what iOS draws too. Tests here hold the palettes to their promises: text
//! readable on the squares it is drawn on, and the marks that must differ distinguishable to a
//! player with deuteranopia.

mod art;
mod colour;
mod emblem;
mod skin;
mod stick;
mod theme;
mod token;

pub use art::{Mark, Paint, PathStep, Shape, Stop, Xy};
pub use colour::Colour;
pub use emblem::emblem;
pub use skin::{SNAKE_EYE, SNAKE_PUPIL, SNAKE_TONGUE, SkinPalette, palette, square_fill};
pub use stick::{STICK_ASPECT, StickArt, stick_art};
pub use theme::{APP_COLOURS, AppColours, app_colours};
pub use token::{TokenArt, token_art};

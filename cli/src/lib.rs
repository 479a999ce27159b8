//! The part of the terminal front end its tests share with it: how the core's texts and the
//! terminal's own are worded ([`words`]), so a test can look a sentence up instead of copying
//! it, and how many columns text takes on screen ([`columns`]), so a test measures a page as
//! the terminal lays it out.

pub mod columns;
pub mod words;

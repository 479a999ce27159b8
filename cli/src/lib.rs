//! The part of the terminal front end its tests share with it: how the core's texts are
//! worded ([`words`]), so a test can look a sentence up instead of copying it.

pub mod words;

//! The terminal's integration tests, one binary: commands, the engine and a tournament against
//! it, play, the shared store, store faults, newcomers and the full-screen terminal, a module
//! each, with the helpers they share (`common`).
//! One binary links the core and the terminal once, not once per file.

mod common;

mod closed_pipe;
mod commands;
mod engine;
mod newcomers;
mod play;
mod shared_store;
mod store_faults;
mod terminal;

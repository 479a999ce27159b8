//! The core's integration tests, one binary: the rules of each game, the notation, the store,
//! the computer players, the app model and learning, a module each, with the helpers they share
//! (`common`, `app_support`, `store_support`). One binary links the core once, where a binary per
//! file linked it forty-odd times, most of the test build's time.

mod app_support;
mod common;
mod store_support;

mod ai;
mod app_game;
mod app_home;
mod app_reading;
mod app_setup;
mod app_taps;
mod app_time;
mod app_whole_games;
mod bank_limits;
mod board;
mod board_drawing;
mod chains;
mod choice_seed;
mod cutting;
mod errors;
mod events;
mod game_end;
mod launch_problem;
mod learn_hint;
mod learn_lessons;
mod learn_log;
mod learn_reference;
mod moving;
mod notation;
mod notation_limits;
mod paramapadam;
mod paramapadam_markov;
mod paramapadam_properties;
mod properties;
mod sticks;
mod store;
mod store_faults;
mod store_one_writer;
mod store_whose;
mod switches;
mod text_keys;
mod thayam;
mod thayam_board;
mod thayam_game_end;
mod thayam_play;
mod thayam_properties;
mod thayam_squares;
mod throw_off;
mod undo;

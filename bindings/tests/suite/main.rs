//! The bindings' integration tests, one binary: the `AppHandle` and the handles, the screens,
//! launch problems and the golden transcript, a module each. One binary links the core and the
//! bindings once, not once per file.

mod api;
mod app_handle;
mod golden;
mod launch_problem;
mod screen;

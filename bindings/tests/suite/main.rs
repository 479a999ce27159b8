//! The bindings' integration tests, one binary: the surface driven through `AppHandle`, the
//! handle's own promises, launch problems and the golden transcript, a module each. One binary
//! links the core and the bindings once, not once per file.

mod api;
mod app_handle;
mod golden;
mod launch_problem;

//! UniFFI's binding generator, built from this workspace so that its version always matches the
//! `uniffi` the bindings crate is built with. `scripts/bindings.sh` runs it in library mode.

fn main() {
    uniffi::uniffi_bindgen_main();
}

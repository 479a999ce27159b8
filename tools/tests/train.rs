//! The training tool as a process: a run writes its weights file and manifest the same, byte for
//! byte, every time.

use std::path::Path;
use std::process::Command;

/// Runs `dhayam-train` with `args`, writing into `dir`; its standard output.
fn train(dir: &Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_dhayam-train"))
        .args(args)
        .arg("--dir")
        .arg(dir)
        .output()
        .expect("the tool runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_short_run_of_two_player_thayams_network_writes_the_same_bytes_twice() {
    let (first, second) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    let args = ["thayam-value", "--games", "30"];
    let said = train(first.path(), &args);
    assert!(said.contains("thayam-value: 2432 bytes"), "{said}");
    train(second.path(), &args);
    for file in ["thayam-value.bin", "thayam-value.toml"] {
        let read = |dir: &Path| std::fs::read(dir.join(file)).expect("the tool wrote it");
        assert!(read(first.path()) == read(second.path()), "{file} differs");
    }
    let manifest =
        std::fs::read_to_string(first.path().join("thayam-value.toml")).expect("written");
    assert!(manifest.contains("\ngames = 30\n"), "{manifest}");
    assert!(
        manifest.contains(
            "\ncommand = \"cargo run --release -p dhayam-train -- thayam-value --games 30\"\n"
        ),
        "{manifest}"
    );
    let committed = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src/ai/weights/thayam-value.bin"),
    )
    .expect("the committed network");
    assert!(
        std::fs::read(first.path().join("thayam-value.bin")).expect("written") != committed,
        "thirty games learn less than the committed network's 300,000"
    );
}

#[test]
fn a_short_run_of_a_cloth_board_games_models_writes_each_models_network_and_scale() {
    let dir = tempfile::tempdir().expect("a folder");
    let said = train(dir.path(), &["cloth", "custom-four", "--games", "2"]);
    assert!(said.contains("cloth-custom-four: 2436 bytes"), "{said}");
    let manifest =
        std::fs::read_to_string(dir.path().join("cloth-custom-four.toml")).expect("written");
    assert!(
        manifest.contains(
            "\ncommand = \"cargo run --release -p dhayam-train -- cloth custom-four --games 2\"\n"
        ),
        "{manifest}"
    );
}

#[test]
fn an_unknown_cloth_board_game_is_refused_naming_the_games() {
    let output = Command::new(env!("CARGO_BIN_EXE_dhayam-train"))
        .args(["cloth", "chess", "--dir", "."])
        .output()
        .expect("the tool runs");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("no network cloth-chess"), "{said}");
    assert!(said.contains("traditional, traditional-ten"), "{said}");
}

#[test]
fn a_short_run_is_refused_over_the_committed_networks() {
    let output = Command::new(env!("CARGO_BIN_EXE_dhayam-train"))
        .args(["thayam-value", "--games", "30"])
        .output()
        .expect("the tool runs");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("--dir of its own"), "{said}");
}

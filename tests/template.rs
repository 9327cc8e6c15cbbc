//! Every game's generation zero, `templates/GAME.rs`, is the game's own code
//! (written by hand, its state block at the top), then the frame every game
//! shares (`templates/frame.rs`, copied in byte for byte), then `SELF`: the
//! text above it, with `@state` where the state block stands. This test
//! checks each template with the code `scripts/bless` writes them with
//! (`src/template/`).

use merlyn::games::Kind;
use std::path::PathBuf;

const OPEN: &str = merlyn::template::SELF_OPEN;

fn frame() -> String {
    read("frame")
}

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("templates/{name}.rs"))
}

fn read(name: &str) -> String {
    std::fs::read_to_string(path(name)).unwrap_or_else(|e| panic!("templates/{name}.rs: {e}"))
}

/// What a template must be, given its game's code: the code up to the
/// frame, the frame, and SELF, as `scripts/bless` writes it.
fn assembled(template: &str) -> String {
    merlyn::template::assemble(template, &frame()).unwrap_or_else(|why| panic!("{why}"))
}

#[test]
fn every_template_is_its_game_then_the_frame_then_its_own_text() {
    for kind in Kind::ALL {
        let name = kind.name();
        let template = read(name);
        assert!(
            assembled(&template) == template,
            "templates/{name}.rs is not its game, the frame of templates/frame.rs, and its own \
             text in SELF; run scripts/bless"
        );
    }
}

#[test]
fn every_template_marks_its_state_before_any_other_at_sign() {
    for kind in Kind::ALL {
        let template = read(kind.name());
        let text = &template[template.find(OPEN).unwrap() + OPEN.len() + 1..];
        assert_eq!(text.find('@'), text.find("@state\n"), "{}", kind.name());
    }
}

#[test]
fn the_library_holds_each_template_as_generation_zero() {
    for kind in Kind::ALL {
        assert_eq!(kind.zero(), read(kind.name()), "{}", kind.name());
    }
}

#[test]
fn bless_built_by_plain_rustc_rewrites_a_stale_template_and_only_it() {
    let dir = tempfile::tempdir().unwrap();
    let templates = dir.path().join("templates");
    std::fs::create_dir(&templates).unwrap();
    for name in ["frame", "tic-tac-toe", "reversi"] {
        std::fs::write(templates.join(format!("{name}.rs")), read(name)).unwrap();
    }
    // An edit of the game's code above the frame, which SELF does not hold yet.
    let reversi = read("reversi");
    let frame_at = reversi.find(&frame()[..40]).unwrap();
    let edited = format!(
        "{}// An edit.\n{}",
        &reversi[..frame_at],
        &reversi[frame_at..]
    );
    std::fs::write(templates.join("reversi.rs"), &edited).unwrap();

    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let bless = dir.path().join("bless");
    let built = std::process::Command::new("rustc")
        .args([
            "--edition",
            "2024",
            "--crate-name",
            "bless",
            "-C",
            "debuginfo=0",
            "-o",
        ])
        .arg(&bless)
        .arg(root.join("src/template/bless.rs"))
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let run = || {
        let ran = std::process::Command::new(&bless)
            .arg(&templates)
            .output()
            .unwrap();
        assert!(
            ran.status.success(),
            "{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        String::from_utf8(ran.stdout).unwrap()
    };
    assert_eq!(run(), "bless: rewrote templates/reversi.rs\n");
    let blessed = std::fs::read_to_string(templates.join("reversi.rs")).unwrap();
    assert_eq!(blessed, assembled(&edited));
    assert_eq!(
        blessed.matches("// An edit.\n").count(),
        2,
        "the code, and SELF"
    );
    assert_eq!(
        std::fs::read_to_string(templates.join("tic-tac-toe.rs")).unwrap(),
        read("tic-tac-toe")
    );
    assert_eq!(run(), "", "a blessed template is left as it is");
}

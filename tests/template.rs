//! Every game's generation zero, `templates/GAME.rs`, is the game's own code
//! (written by hand, its state block at the top), then the frame every game
//! shares (`templates/frame.rs`, copied in byte for byte), then `SELF`: the
//! text above it, with `@state` where the state block stands. This test
//! checks each template; `scripts/bless` writes them so after an edit.

use merlyn::games::Kind;
use std::path::PathBuf;

const OPEN: &str = "pub const SELF: &str = r#\"";
const STATE_OPEN: &str = "const STATE: &[&str] = &[\n";

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
/// frame, the frame, and SELF.
fn assembled(template: &str) -> String {
    let first_line = &frame()[..frame().find('\n').unwrap() + 1];
    let game = &template[..template
        .find(&format!("{first_line}// The frame:"))
        .expect("the frame's first line")];
    let head = format!("{game}{}{OPEN}", frame());
    let block = head.find(STATE_OPEN).expect("a state block");
    let end = block + head[block..].find("\n];\n").expect("the end of STATE") + 4;
    let text = format!("{}@state\n{}", &head[..block], &head[end..]);
    assert!(
        !text.contains("\"#"),
        "a quote and hash in the code would end SELF early"
    );
    format!("{head}\n{text}\"#;\n")
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

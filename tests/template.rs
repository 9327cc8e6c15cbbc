//! Generation zero, `templates/merlyn.rs`, is written by hand above its
//! `const SELF` line; the literal below that line must be the text above
//! it, with `@state` where the board and strategy stand. This test checks
//! it, and with `MERLYN_BLESS=1` rewrites the literal after an edit.

use merlyn::generation::ZERO;

const OPEN: &str = "const SELF: &str = r#\"";

/// What templates/merlyn.rs must be, given the code above its SELF literal.
fn requined(template: &str) -> String {
    let head = &template[..template.find(OPEN).expect("a SELF literal") + OPEN.len()];
    let board = head.find("const BOARD: [&str; 3] = [\n").expect("a board");
    let strategy = head.find("const STRATEGY: &str = \"").expect("a strategy");
    let end = strategy + head[strategy..].find('\n').expect("a line end") + 1;
    let text = format!("{}@state\n{}", &head[..board], &head[end..]);
    assert!(
        !text.contains("\"#"),
        "a quote and hash in the code would end SELF early"
    );
    format!("{head}\n{text}\"#;\n")
}

#[test]
fn the_template_holds_its_own_text() {
    let expected = requined(ZERO);
    if std::env::var_os("MERLYN_BLESS").is_some() && expected != ZERO {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/templates/merlyn.rs");
        std::fs::write(path, &expected).expect("the template rewritten");
        return;
    }
    assert!(
        expected == ZERO,
        "templates/merlyn.rs: SELF is not the text above it; run MERLYN_BLESS=1 cargo test --test template"
    );
}

#[test]
fn the_template_marks_its_state_before_any_other_at_sign() {
    let text = &ZERO[ZERO.find(OPEN).unwrap() + OPEN.len() + 1..];
    assert_eq!(text.find('@'), text.find("@state\n"));
}

// What the driver, which uses std alone, knows of Connect Four: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "connect-four",
    zero: include_str!("../../templates/connect-four.rs"),
    moves: "column, 1 to 7 (or a to g)",
    example: "4",
    fits: |m| matches!(m, [b'1'..=b'7' | b'a'..=b'g' | b'A'..=b'G']),
    // Digits, for a c in replay's notation is the computer opening.
    written: |m| match m.as_bytes() {
        [c @ (b'a'..=b'g' | b'A'..=b'G')] => char::from(b'1' + (c | 0x20) - b'a').to_string(),
        _ => m.to_string(),
    },
    // How the record reads its strategy from its state block's lines:
    // Six rows of weights under "my weights", row 6 on top; then the
    // lookahead: `row 1/.../row 6[/N]`, each row's numbers by commas.
    strategy: |lines| {
        let at = lines.iter().position(|l| l.starts_with("my weights"))?;
        let mut rows = Vec::new();
        for row in lines.get(at + 2..at + 8)? {
            let words: Vec<&str> = row.split_whitespace().collect();
            let numbers = words.get(1..)?;
            if numbers.len() != 7 || numbers.iter().any(|n| n.parse::<u32>().is_err()) {
                return None;
            }
            rows.push(numbers.join(","));
        }
        rows.reverse();
        let lookahead = lines.get(at + 8)?.strip_prefix("lookahead")?.trim();
        let mut strategy = rows.join("/");
        if lookahead != "0" {
            strategy.push_str(&format!("/{lookahead}"));
        }
        Some(strategy)
    },
}

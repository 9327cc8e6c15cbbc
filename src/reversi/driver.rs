// What the driver, which uses std alone, knows of Reversi: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "reversi",
    zero: include_str!("../../templates/reversi.rs"),
    moves: "square, a column a-h then a row 1-8",
    example: "f5",
    fits: |m| matches!(m, [b'a'..=b'h' | b'A'..=b'H', b'1'..=b'8']),
    written: |m| m.to_ascii_lowercase(),
    // How the record reads its strategy from its state block's lines:
    // Eight rows of digits under "my weights", then the depth and
    // mobility: `rows/...:depthD:mobilityM` when not 1 and 0.
    strategy: |lines| {
        let at = lines.iter().position(|l| l.ends_with("my weights"))?;
        let mut rows = Vec::new();
        for row in lines.get(at + 1..at + 9)? {
            let words: Vec<&str> = row.split_whitespace().collect();
            rows.push(digits(words.get(1..)?).filter(|r| r.len() == 8)?);
        }
        let tail = lines.get(at + 9)?.trim();
        let (depth, mobility) = tail.strip_prefix("depth ")?.split_once(", mobility ")?;
        let mut strategy = rows.join("/");
        if (depth, mobility) != ("1", "0") {
            strategy.push_str(&format!(":depth{depth}:mobility{mobility}"));
        }
        Some(strategy)
    },
}

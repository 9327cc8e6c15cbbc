// What the driver, which uses std alone, knows of Gomoku: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "gomoku",
    zero: include_str!("../../templates/gomoku.rs"),
    moves: "cell, a column a-o then a row 1-15",
    example: "h8",
    fits: |m| {
        matches!(
            m,
            [b'a'..=b'o' | b'A'..=b'O', b'1'..=b'9']
                | [b'a'..=b'o' | b'A'..=b'O', b'1', b'0'..=b'5']
        )
    },
    written: |m| m.to_ascii_lowercase(),
    // How the record reads its strategy from its state block's lines:
    // Nine patterns, mine then yours, five first (always 5000, not
    // written); then the lookahead; then, once it has learned, the values
    // of windows, mine then yours, and the lessons, and under "my steps",
    // a pair ALL/NET for each value, mine then yours, as `Weights` writes
    // them: `mine,.../yours,...[/N][:+v,.../-v,...:L[:stepsALL/NET,...]]`.
    // It learns from every game, won, lost or drawn.
    learns_from_every_game: true,
    opening: 0,
    // Its code built once, at this optimisation level (see src/driver/parts.rs).
    optimised: 3,
    // The levels it may be played at (`play GAME --level N`): none.
    levels: None,
    strategy: |lines| {
        let at = line_at(lines, "my weights")?;
        // The last two words of each of `rows` lines from `from`.
        let columns = |from: usize, rows: usize| -> Option<(Vec<&str>, Vec<&str>)> {
            let (mut mine, mut yours) = (Vec::new(), Vec::new());
            for row in lines.get(from..from + rows)? {
                let words = words(row);
                let n = words.len();
                if n < 3 {
                    return None;
                }
                mine.push(words[n - 2]);
                yours.push(words[n - 1]);
            }
            Some((mine, yours))
        };
        let (mine, yours) = columns(at + 2, 8)?;
        let (ours, theirs) = columns(at + 11, 4)?;
        let lookahead = lines.get(at + 15)?.strip_prefix("lookahead")?.trim();
        let lessons = lines.get(at + 16)?.strip_prefix("lessons")?.trim();
        let mut strategy = format!("{}/{}", joined(&mine, ","), joined(&yours, ","));
        if lookahead != "0" {
            strategy.push_str(&format!("/{lookahead}"));
        }
        // The steps: on each of four lines, mine then yours.
        let (mut mine, mut yours) = (Vec::new(), Vec::new());
        for row in lines.get(at + 19..at + 23)? {
            let [m, y] = pairs(&[*row])[..] else {
                return None;
            };
            mine.push(m);
            yours.push(y);
        }
        mine.extend(yours);
        let pairs = mine;
        let stepped = stepped(&pairs);
        let moved = ours.iter().chain(&theirs).any(|v| *v != "+0");
        if lessons != "0" || stepped || moved {
            strategy.push_str(&format!(":{}/{}:{lessons}", joined(&ours, ","), joined(&theirs, ",")));
        }
        if stepped {
            strategy.push_str(":steps");
            strategy.push_str(&joined(&pairs, ","));
        }
        Some(strategy)
    },
}

// What the driver, which uses std alone, knows of Con-Tac-Tix: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "contactix",
    zero: include_str!("../../templates/contactix.rs"),
    moves: "cell, X joining top and bottom, 0 left and right",
    example: "F6",
    // A row of one digit or of two; the generation checks its board has it.
    fits: |m| match m {
        [c, b'1'..=b'9'] => c.is_ascii_alphabetic(),
        [c, b'1' | b'2', b'0'..=b'9'] => c.is_ascii_alphabetic(),
        _ => false,
    },
    // Capitals, for a lower-case c in replay's notation is the computer
    // opening.
    written: |m| m.to_ascii_uppercase(),
    // How the record reads its strategy from its state block's lines:
    // the weights, a digit per cell, at the end of each row of the board;
    // then how many best moves it searches deeper, its lessons, its
    // evaluation, its steps and the moves it will not play again, as
    // `merlyn replay` writes a strategy.
    // It learns from every game, won or lost.
    learns_from_every_game: true,
    opening: 0,
    // Its code built once, at this optimisation level (see src/driver/parts.rs).
    optimised: 3,
    // The levels it may be played at (`play contactix --level N`): at N up
    // to 9, it searches its N + 1 best moves a move deeper; 10 is its
    // strongest.
    levels: Some((0, 10)),
    strategy: |lines| {
        let size = after(lines, "size ")?;
        let (columns, rows) = size.split(',').next()?.split_once('x')?;
        let (columns, rows) = (count(columns)?, count(rows)?);
        let at = lines.iter().position(|l| l.ends_with("my weights"))?;
        let mut weights = Vec::new();
        for row in lines.get(at + 1..at + 1 + rows)? {
            let words = words(row);
            let start = words.len().checked_sub(columns)?;
            weights.push(digits(&words[start..])?);
        }
        let mut strategy = joined(&weights, "/");
        // In a game played at a level, "deeper: 0 (10 in this game)": the
        // level is the game's, not the strategy's.
        let deeper = after(lines, "deeper: ")?.split(' ').next()?;
        if deeper != "0" {
            strategy.push_str(&format!(";deeper{deeper}"));
        }
        let lessons = after(lines, "lessons: ")?;
        if lessons != "0" {
            strategy.push_str(&format!(";lessons{lessons}"));
        }
        // The last word of each part of a line, between commas.
        fn lasts(line: &str) -> Vec<&str> {
            let mut lasts = Vec::new();
            for part in line.split(", ") {
                lasts.push(part.rsplit_once(' ').map_or(part, |(_, last)| last));
            }
            lasts
        }
        let learned = lasts(after(lines, "my evaluation: ")?);
        if learned.iter().any(|w| *w != "+0") {
            strategy.push_str(&format!(";eval{}", joined(&learned, ",")));
        }
        let steps = lasts(after(lines, "my steps, asked in all/net: ")?);
        if stepped(&steps) {
            strategy.push_str(&format!(";steps{}", joined(&steps, ",")));
        }
        let mut again = Vec::new();
        for line in lines {
            if let Some(cells) = line.strip_prefix("not again:") {
                again.extend(words(cells));
            }
        }
        if !again.is_empty() {
            strategy.push_str(&format!(";not{}", joined(&again, ",")));
        }
        Some(strategy)
    },
}

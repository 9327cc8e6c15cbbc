// What the driver, which uses std alone, knows of Connect Four: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "connect-four",
    zero: include_str!("../../templates/connect-four.rs"),
    moves: "column, 1 to 7",
    example: "4",
    fits: |m| matches!(m, [b'1'..=b'7']),
    written: |m| m.to_string(),
    // How the record reads its strategy from its state block's lines, as
    // the library writes it: under "what a disc is worth", six rows of
    // weights, row 6 on top, of which columns 1 to 4 are written (5 to 7
    // mirror them); then, where not generation zero's, the rows' worths (two
    // numbers three lines further, three on each of the two lines after the
    // next), the order among equals, the lookahead and the lessons, and
    // under "my steps: ...", a pair ALL/NET for each row's worth:
    // `row 1/.../row 6[:rowsA,...,H][:orderNNNNNNN][:lookaheadN][:lessonsN]
    // [:stepsALL/NET,...]`.
    // It learns from every game, won, lost or drawn.
    learns_from_every_game: true,
    opening: 0,
    // Its code built once, at this optimisation level (see src/driver/parts.rs).
    optimised: 3,
    // The levels it may be played at (`play GAME --level N`): none.
    levels: None,
    strategy: |lines| {
        let at = line_at(lines, "what a disc")?;
        // The words of a line from its byte `skip` on, when each is a
        // number.
        fn numbers(line: &str, skip: usize) -> Option<Vec<&str>> {
            let words = words(line.get(skip..)?);
            for word in &words {
                i32::try_from(integer(word)?).ok()?;
            }
            Some(words)
        }
        let mut rows = Vec::new();
        for row in lines.get(at + 2..at + 8)? {
            let numbers = numbers(row, 3)?;
            if numbers.len() != 7 {
                return None;
            }
            rows.push(joined(&numbers[..4], ","));
        }
        // The rows from the bottom up.
        rows.reverse();
        let mut strategy = joined(&rows, "/");
        let mut fours = numbers(lines.get(at + 10)?, 0)?;
        fours.extend(numbers(lines.get(at + 12)?, 15)?);
        fours.extend(numbers(lines.get(at + 13)?, 15)?);
        if fours.len() != 8 {
            return None;
        }
        if fours.iter().any(|n| *n != "0") {
            strategy.push_str(&format!(":rows{}", joined(&fours, ",")));
        }
        let (_, order) = lines.get(at + 15)?.split_once(": ")?;
        let order = joined(&words(order), "");
        if order != "1234567" {
            strategy.push_str(&format!(":order{order}"));
        }
        let lookahead = lines.get(at + 16)?.strip_prefix("lookahead")?.trim();
        if lookahead != "0" {
            strategy.push_str(&format!(":lookahead{lookahead}"));
        }
        let lessons = lines.get(at + 17)?.strip_prefix("lessons")?.trim();
        if lessons != "0" {
            strategy.push_str(&format!(":lessons{lessons}"));
        }
        let pairs = pairs(lines.get(at + 20..at + 23)?);
        if pairs.len() != 8 {
            return None;
        }
        if stepped(&pairs) {
            strategy.push_str(":steps");
            strategy.push_str(&joined(&pairs, ","));
        }
        Some(strategy)
    },
}

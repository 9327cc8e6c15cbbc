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
    // under "my weights: ...", a line of letters, then the four rows of
    // the corner's table (its number, the weights of the program's discs,
    // its number, the other side's), the other weights, two a line, then
    // the depth and the lessons: `mine/yours/rest:depthD:lessonsN`, the
    // last two when not 1 and 0; then, under "my steps: ...", a pair
    // ALL/NET for each weight, `:stepsALL/NET,...`, once it has learned.
    // It learns from every game, won, lost or drawn.
    learns_from_every_game: true,
    opening: 0,
    // Its code built once, at this optimisation level (see src/driver/parts.rs).
    optimised: 3,
    // The levels it may be played at (`play reversi --level N`): how many
    // moves ahead it looks.
    levels: Some((1, 8)),
    strategy: |lines| {
        let at = line_at(lines, "my weights: ")?;
        // The numbers of a line: its runs of digits, a minus sign or not.
        let numbers = |line: &str| -> Vec<i64> {
            let mut found = Vec::new();
            for word in line.split(|c: char| c != '-' && !c.is_ascii_digit()) {
                found.extend(integer(word));
            }
            found
        };
        let (mut mine, mut yours) = (Vec::new(), Vec::new());
        for (r, row) in lines.get(at + 3..at + 7)?.iter().enumerate() {
            let found = numbers(row);
            let half = 5 - r;
            if found.len() != 2 * half {
                return None;
            }
            mine.extend_from_slice(&found[1..half]);
            yours.extend_from_slice(&found[half + 1..]);
        }
        // Two weights a line (a move, a disc beside an empty square, one
        // beside an empty corner), up to the line of the depth.
        let mut rest = Vec::new();
        let mut line = at + 7;
        while !lines.get(line)?.trim_start().starts_with("I look") {
            let two = numbers(lines[line]);
            if two.len() != 2 {
                return None;
            }
            rest.extend(two);
            line += 1;
        }
        // Its depth and lessons, and between them, in a game played at a
        // level, the level, which is the game's, not the strategy's.
        let tail = numbers(lines[line]);
        let (&[depth, lessons] | &[depth, _, lessons]) = tail.as_slice() else {
            return None;
        };
        let mut strategy = format!("{}/{}/{}", listed(&mine), listed(&yours), listed(&rest));
        if depth != 1 {
            strategy.push_str(&format!(":depth{depth}"));
        }
        if lessons != 0 {
            strategy.push_str(&format!(":lessons{lessons}"));
        }
        let at = line_at(lines, "my steps: ")?;
        let pairs = pairs(lines.get(at + 2..at + 9)?);
        if pairs.len() != 26 {
            return None;
        }
        if stepped(&pairs) {
            strategy.push_str(":steps");
            strategy.push_str(&joined(&pairs, ","));
        }
        Some(strategy)
    },
}

// What the driver, which uses std alone, knows of tic-tac-toe: its
// name, generation zero, what a move looks like, and how the record of
// finished games reads its strategy. The driver includes this file for
// the game's line in src/registry.rs (see src/driver/games.rs).
Game {
    name: "tic-tac-toe",
    zero: include_str!("../../templates/tic-tac-toe.rs"),
    moves: "cell, 1 to 9, numbered like a phone's keypad",
    example: "5",
    fits: |m| matches!(m, [b'1'..=b'9']),
    written: |m| m.to_string(),
    // How the record reads its strategy from its state block's lines:
    // The last line: the opening, nine digits, then the face.
    // It learns from lost games only.
    learns_from_every_game: false,
    // The first digit is the opening, the player's first move.
    opening: 1,
    // Its code built once, at this optimisation level (see src/driver/parts.rs).
    optimised: 0,
    // The levels it may be played at (`play GAME --level N`): none.
    levels: None,
    strategy: |lines| {
        let last = lines.last()?;
        let strategy = last.get(..10)?;
        strategy
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| strategy.to_string())
    },
}

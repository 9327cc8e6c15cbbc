//! Counting the game tree, as chess programmers check their move
//! generators: every legal sequence of `depth` moves from the start (a
//! pass is a move; a game that ends sooner is one leaf).

use crate::game::{Rules, Side};

/// The leaves of the tree of `depth` moves below `position`.
pub fn perft<G: Rules>(position: &G::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = G::moves(position);
    match (moves.len(), depth) {
        (0, _) => 1,
        (n, 1) => n as u64,
        _ => moves
            .iter()
            .map(|&mv| perft::<G>(&G::apply(position, mv), depth - 1))
            .sum(),
    }
}

/// The leaves of the tree of `depth` moves from the start, the human
/// (`X`) moving first.
pub fn from_start<G: Rules>(depth: u32) -> u64 {
    perft::<G>(&G::start(Side::X), depth)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::TicTacToe;

    #[test]
    fn counts_the_known_tic_tac_toe_numbers() {
        // 9, 9x8, ... until the first lines at move 5; every game is over
        // by move 9, so depth 9 counts the 255,168 games of tic-tac-toe,
        // and a deeper count finds no more.
        let counts: Vec<u64> = [0, 1, 2, 3, 4, 5, 9, 10]
            .map(from_start::<TicTacToe>)
            .to_vec();
        assert_eq!(counts, [1, 9, 72, 504, 3024, 15120, 255168, 255168]);
    }
}

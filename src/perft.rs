//! Counting the game tree, as chess programmers check their move
//! generators: every legal sequence of `depth` moves from the start (a
//! pass is a move; a game that ends sooner is one leaf). A deep count
//! splits the tree a few moves down and counts the parts on every core;
//! the sum is the same whatever the number of cores. The parts are few
//! enough to hold in memory whatever the game: Gomoku's 225 first moves
//! are parts enough, where three moves down would be 11 million
//! positions, some 3 GB.

use crate::game::{Rules, Side};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The leaves of the tree of `depth` moves below `position`.
pub fn perft<G: Rules>(position: &G::Position, depth: u32) -> u64 {
    if let Some(leaves) = G::leaves(position, depth) {
        return leaves;
    }
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

/// How many parts a parallel count wants for each thread, to keep every
/// core busy to the end: the tree is split one move further down until it
/// has that many.
const PARTS: usize = 16;

/// The most parts a count splits for, however many its threads: split one
/// move further, they would grow as many times as a position has moves.
const MOST_PARTS: usize = 256;

/// What a long count reports as it goes, and may be stopped by.
pub trait Watch: Sync {
    /// Told how many parts there are, before any is counted.
    fn parts(&self, _parts: usize) {}
    /// Told that one more part is counted.
    fn counted(&self) {}
    /// Whether to stop: the count then gives up, and gives none.
    fn stop(&self) -> bool {
        false
    }
}

/// A count that nobody watches.
pub struct Unwatched;

impl Watch for Unwatched {}

/// The leaves of the tree of `depth` moves below `position`, counted by
/// `threads` threads; none when `watch` stopped it.
pub fn parallel<G: Rules>(
    position: &G::Position,
    depth: u32,
    threads: usize,
    watch: &dyn Watch,
) -> Option<u64> {
    if threads <= 1 || depth <= 1 {
        watch.parts(1);
        let count = watched::<G>(position, depth, watch)?;
        watch.counted();
        return Some(count);
    }
    // The positions `split` moves down, and the games that ended sooner.
    let want = threads.saturating_mul(PARTS).min(MOST_PARTS);
    let mut parts = vec![*position];
    let mut ended = 0;
    let mut split = 0;
    while split < depth && parts.len() < want {
        split += 1;
        let mut next = Vec::new();
        for part in &parts {
            let moves = G::moves(part);
            if moves.is_empty() {
                ended += 1;
            }
            next.extend(moves.into_iter().map(|mv| G::apply(part, mv)));
        }
        parts = next;
    }
    watch.parts(parts.len());
    let taken = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    let sums: Vec<u64> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut sum = 0;
                    loop {
                        let i = taken.fetch_add(1, Ordering::Relaxed);
                        if i >= parts.len() || stopped.load(Ordering::Relaxed) {
                            return sum;
                        }
                        if watch.stop() {
                            stopped.store(true, Ordering::Relaxed);
                            return sum;
                        }
                        match watched::<G>(&parts[i], depth - split, watch) {
                            Some(count) => sum += count,
                            None => {
                                stopped.store(true, Ordering::Relaxed);
                                return sum;
                            }
                        }
                        watch.counted();
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a counting thread"))
            .collect()
    });
    if stopped.load(Ordering::Relaxed) {
        return None;
    }
    Some(ended + sums.iter().sum::<u64>())
}

/// `perft`, asking `watch` whether to stop at every node high enough in
/// the tree that asking costs nothing beside the count below it.
fn watched<G: Rules>(position: &G::Position, depth: u32, watch: &dyn Watch) -> Option<u64> {
    if depth < 6 {
        return Some(perft::<G>(position, depth));
    }
    if watch.stop() {
        return None;
    }
    let moves = G::moves(position);
    if moves.is_empty() {
        return Some(1);
    }
    let mut sum = 0;
    for mv in moves {
        sum += watched::<G>(&G::apply(position, mv), depth - 1, watch)?;
    }
    Some(sum)
}

/// The number of threads to count with: one per core.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reversi::Reversi;
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

    #[test]
    fn a_parallel_count_is_the_count_on_one_core() {
        // Tic-tac-toe's games that end before the split count too.
        for depth in [4, 6, 9] {
            let start = TicTacToe::start(Side::X);
            for threads in [1, 2, 3, 8] {
                assert_eq!(
                    parallel::<TicTacToe>(&start, depth, threads, &Unwatched),
                    Some(perft::<TicTacToe>(&start, depth)),
                    "depth {depth}, {threads} threads"
                );
            }
        }
        let start = Reversi::start(Side::X);
        assert_eq!(parallel::<Reversi>(&start, 6, 2, &Unwatched), Some(8200));
    }

    #[test]
    fn a_stopped_count_gives_none() {
        struct Stop;
        impl Watch for Stop {
            fn stop(&self) -> bool {
                true
            }
        }
        let start = TicTacToe::start(Side::X);
        assert_eq!(parallel::<TicTacToe>(&start, 9, 2, &Stop), None);
    }
}

//! What learning does, in numbers. Con-Tac-Tix, on 7x7 and 11x11, trains
//! against Monte-Carlo players and its own search, and is measured
//! against Monte-Carlo players of other seeds and playouts. Gomoku trains against built-in players whose first moves
//! are random, and is measured against `threats`, which it never met.
//! Reversi: generation zero is trained by its own rule against random
//! players and copies of itself, and measured at checkpoints against
//! players it never met; `reversi tables` measures fixed strategies
//! instead, for reference. (See each game's section.)
//!
//!     cargo bench --bench learning [-- GAME] [tables | SIZE]

mod common;
#[path = "learning/contactix.rs"]
mod contactix;
#[path = "learning/gomoku.rs"]
mod gomoku;
#[path = "learning/reversi.rs"]
mod reversi;

/// The random players no program trains against: each measures a
/// program against games it never met.
pub const UNSEEN: [u64; 5] = [1001, 1002, 1003, 1004, 1005];

/// How a training ended.
fn verdict(converged: bool) -> &'static str {
    if converged { "converged" } else { "gave up" }
}

fn main() {
    let game = std::env::args().skip(1).find(|word| !word.starts_with('-'));
    if game.as_deref().is_none_or(|game| game == "contactix") {
        let asked: Vec<String> = std::env::args()
            .skip(2)
            .filter(|w| !w.starts_with('-'))
            .collect();
        for size in ["7x7", "11x11"] {
            if asked.is_empty() || asked.iter().any(|w| w == size) {
                contactix::contactix_report(size);
            }
        }
    }
    if game.as_deref().is_none_or(|game| game == "gomoku") {
        gomoku::gomoku_report(77, true);
        gomoku::gomoku_report(1077, false);
    }
    if game.as_deref().is_some_and(|game| game != "reversi") {
        return;
    }
    reversi::reversi_report();
}

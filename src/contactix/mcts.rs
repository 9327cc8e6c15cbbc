//! `mcts:PLAYOUTS` and `mcts:PLAYOUTS:SEED`: a Monte-Carlo tree search
//! (UCT) player of Con-Tac-Tix, a reference that plays Hex by another
//! method than the program's: it measures what the program learns against
//! an opponent it never trained against.
//!
//! Each move it runs PLAYOUTS playouts from the position: it walks down a
//! tree of moves by the UCT rule, adds one move to the tree, then fills the
//! rest of the board at random, the sides taking turns; a full board has
//! exactly one chain joining its side's edges, whose side wins the playout.
//! A move's value blends its own results with those of every playout
//! through its parent in which its side took its cell at some time (RAVE,
//! all moves as first), which in Hex tells good cells from bad in few
//! playouts; its own results count more as they grow.
//! It plays the move of the root it tried most. A move that wins at once it
//! always plays. Its random numbers come from SEED (0 when not given) and
//! the position: the same position gives the same move, whatever came
//! before, and another seed gives another player.

use super::board::{Cell, MAX, Position};
use super::{ConTacTix, board_of, cell_at, program, tile};
use crate::game::Side;
use crate::player::{Player, Random};

/// The most playouts a move may take: enough for a strong player on 11x11,
/// few enough that a game ends in minutes.
pub const MOST: u32 = 1_000_000;

/// The Monte-Carlo player: its playouts per move and its seed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mcts {
    pub playouts: u32,
    pub seed: u64,
}

impl Mcts {
    /// The player a name `mcts:PLAYOUTS` or `mcts:PLAYOUTS:SEED` names;
    /// refuses any other, and a count of playouts outside 1 to `MOST`.
    pub fn from_name(name: &str) -> anyhow::Result<Mcts> {
        let bad = || {
            anyhow::anyhow!(
                "`{name}` is not a Monte-Carlo player: give mcts:PLAYOUTS, PLAYOUTS from 1 to \
                 {MOST}, and a whole number SEED after another colon if you like, such as \
                 mcts:1000 or mcts:1000:7"
            )
        };
        let rest = name.strip_prefix("mcts:").ok_or_else(bad)?;
        let (count, seed) = match rest.split_once(':') {
            Some((count, seed)) => (count, seed.parse().map_err(|_| bad())?),
            None => (rest, 0),
        };
        let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        if !digits(count) || !rest.split(':').all(digits) {
            return Err(bad());
        }
        let playouts: u32 = count.parse().map_err(|_| bad())?;
        if !(1..=MOST).contains(&playouts) {
            return Err(bad());
        }
        Ok(Mcts { playouts, seed })
    }
}

/// A node of the tree: the move that led to it (NONE at the root), and
/// how its playouts went for the side that made that move.
struct Node {
    mv: usize,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<usize>,
    visits: u32,
    wins: u32,
    /// All-moves-as-first: the playouts through its parent in which the
    /// side that made this move took its cell at any time, and won.
    amaf_visits: u32,
    amaf_wins: u32,
}

/// How many playouts of a node its own results need before they count as
/// much as its all-moves-as-first results.
const RAVE: f64 = 300.0;

/// A hash of the board and the side to move, to seed a move's numbers.
fn hash(position: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for r in 0..position.rows {
        for c in 0..position.columns {
            h = (h ^ u64::from(position.cells[r * MAX + c])).wrapping_mul(0x0100_0000_01b3);
        }
    }
    h ^ (position.columns as u64) << 40
        ^ (position.rows as u64) << 48
        ^ u64::from(position.to_move == Side::Zero)
}

impl Mcts {
    /// The move for the side to move of `position`, among `moves`.
    pub fn choose_move(&self, position: &Position, moves: &[Cell]) -> Cell {
        let side = tile(position.to_move);
        let mut b = board_of(position);
        // A win at once, the first in reading order.
        for &mv in moves {
            b.cells[mv.index()] = side;
            let won = program::distance(&b, side) == 0;
            b.cells[mv.index()] = 0;
            if won {
                return mv;
            }
        }
        let mut random = Random::new(self.seed ^ hash(position));
        let (columns, rows) = (position.columns, position.rows);
        let mut tree = vec![Node {
            mv: program::NONE,
            parent: usize::MAX,
            children: Vec::new(),
            untried: moves.iter().map(|mv| mv.index()).collect(),
            visits: 0,
            wins: 0,
            amaf_visits: 0,
            amaf_wins: 0,
        }];
        let mut cells = position.cells;
        let mut empties: Vec<usize> = Vec::with_capacity(MAX * MAX);
        for _ in 0..self.playouts {
            cells.copy_from_slice(&position.cells);
            // Down the tree, by UCT, while every move of a node is tried.
            let mut node = 0;
            let mut to_move = side;
            while tree[node].untried.is_empty() && !tree[node].children.is_empty() {
                let parent_log = f64::from(tree[node].visits).ln();
                let ucb = |n: &Node| {
                    let visits = f64::from(n.visits);
                    let own = f64::from(n.wins) / visits;
                    let amaf = (f64::from(n.amaf_wins) + 1.0) / (f64::from(n.amaf_visits) + 2.0);
                    let beta = (RAVE / (3.0 * visits + RAVE)).sqrt();
                    (1.0 - beta) * own + beta * amaf + 0.25 * (parent_log / visits).sqrt()
                };
                node = *tree[node]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| ucb(&tree[a]).total_cmp(&ucb(&tree[b])))
                    .expect("a node with children");
                cells[tree[node].mv] = to_move;
                to_move = 3 - to_move;
            }
            // One move more into the tree.
            if !tree[node].untried.is_empty() {
                let untried = &mut tree[node].untried;
                let pick = (random.next_u64() % untried.len() as u64) as usize;
                let mv = untried.swap_remove(pick);
                cells[mv] = to_move;
                to_move = 3 - to_move;
                let child = tree.len();
                let untried = empty_cells(&cells, columns, rows);
                tree.push(Node {
                    mv,
                    parent: node,
                    children: Vec::new(),
                    untried,
                    visits: 0,
                    wins: 0,
                    amaf_visits: 0,
                    amaf_wins: 0,
                });
                tree[node].children.push(child);
                node = child;
            }
            // The rest of the board at random, the sides taking turns.
            empties.clear();
            empties.extend(empty_cells(&cells, columns, rows));
            for i in (1..empties.len()).rev() {
                let j = (random.next_u64() % (i as u64 + 1)) as usize;
                empties.swap(i, j);
            }
            for (k, &at) in empties.iter().enumerate() {
                cells[at] = if k % 2 == 0 { to_move } else { 3 - to_move };
            }
            // The full board's winner, by the program's rules: X, when its
            // distance is 0, else 0 (a full board has exactly one).
            b.cells = cells;
            let winner: u8 = if program::distance(&b, 1) == 0 { 1 } else { 2 };
            // Back up: a node's wins are those of the side that moved into it.
            let mut mover = 3 - to_move;
            // `mover` made the move into `node`.
            let mut at = node;
            while at != usize::MAX {
                tree[at].visits += 1;
                if at != 0 && winner == mover {
                    tree[at].wins += 1;
                }
                // The children of `at` are moves of the side not `mover`.
                for k in 0..tree[at].children.len() {
                    let child = tree[at].children[k];
                    if cells[tree[child].mv] == 3 - mover {
                        tree[child].amaf_visits += 1;
                        if winner == 3 - mover {
                            tree[child].amaf_wins += 1;
                        }
                    }
                }
                mover = 3 - mover;
                at = tree[at].parent;
            }
        }
        let best = tree[0]
            .children
            .iter()
            .copied()
            .max_by_key(|&child| (tree[child].visits, std::cmp::Reverse(tree[child].mv)))
            .map_or(moves[0].index(), |child| tree[child].mv);
        cell_at(best)
    }
}

/// The empty cells of a board of `columns` by `rows`, in reading order.
fn empty_cells(cells: &[u8; MAX * MAX], columns: usize, rows: usize) -> Vec<usize> {
    (0..rows)
        .flat_map(|r| (0..columns).map(move |c| r * MAX + c))
        .filter(|&at| cells[at] == 0)
        .collect()
}

impl Player<ConTacTix> for Mcts {
    fn choose(&mut self, position: &Position, moves: &[Cell]) -> Cell {
        self.choose_move(position, moves)
    }
}

//! Con-Tac-Tix: the engine of `templates/contactix.rs` takes every win in
//! one, plays from either side, holds any board it is given and gives it
//! back; its generations, compiled by the real `rustc` and played through
//! the real driver, win, lose and learn, and refuse what is not a move.

mod common;

use common::Test;
use merlyn::contactix::{
    Cell, ConTacTix, MAX, Position, Weights, assignment_move, from_position, program,
};
use merlyn::game::{Game, Rules, Side, Status};
use merlyn::generation;
use merlyn::player::Random;
use merlyn::train::play_out;
use std::collections::HashMap;

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

/// A position of `columns` x `rows` with `tiles` random tiles and no winner.
fn random_position(rng: &mut Random, columns: usize, rows: usize, tiles: usize) -> Position {
    loop {
        let mut p = Position::empty(columns, rows, Side::X);
        for _ in 0..tiles.min(columns * rows - 1) {
            let empties = p.empties();
            let at = empties[(rng.next_u64() % empties.len() as u64) as usize];
            let side = if rng.next_u64().is_multiple_of(2) {
                Side::X
            } else {
                Side::Zero
            };
            p.set(at, Some(side));
        }
        p.to_move = if rng.next_u64().is_multiple_of(2) {
            Side::X
        } else {
            Side::Zero
        };
        if p.winner().is_none() && !p.empties().is_empty() {
            return p;
        }
    }
}

/// The cells where `side` would win at once on `p`'s board.
fn wins_of(p: &Position, side: Side) -> Vec<Cell> {
    let mut q = *p;
    q.to_move = side;
    q.empties()
        .into_iter()
        .filter(|&c| q.play(c).winner() == Some(side))
        .collect()
}

/// Weights of random digits for `p`'s board.
fn random_weights(rng: &mut Random, p: &Position) -> Weights {
    let mut weights = Weights::zero(p.columns, p.rows);
    for w in weights.w.iter_mut() {
        *w = (rng.next_u64() % 10) as u8;
    }
    weights
}

#[test]
fn a_winning_move_is_always_taken_from_either_side_with_any_weights() {
    let mut rng = Random::new(11);
    let mut found = 0;
    while found < 150 {
        let size = 3 + (rng.next_u64() % 6) as usize;
        let tiles = (rng.next_u64() % (size * size) as u64) as usize;
        let p = random_position(&mut rng, size, size + (found % 2), tiles);
        let wins = wins_of(&p, p.to_move);
        if wins.is_empty() {
            continue;
        }
        found += 1;
        assert!(wins.contains(&assignment_move(&p)), "{p:?}");
        let weights = random_weights(&mut rng, &p);
        assert!(wins.contains(&ConTacTix::choose(&weights, &p)), "{p:?}");
    }
}

#[test]
fn a_lone_winning_cell_of_the_other_side_is_always_blocked() {
    // Blocking it, the program loses later than otherwise, if at all: the
    // full search prefers that, whatever the weights.
    let mut rng = Random::new(12);
    let mut found = 0;
    while found < 120 {
        let size = 3 + (rng.next_u64() % 9) as usize;
        let tiles = (rng.next_u64() % (size * size) as u64) as usize;
        let p = random_position(&mut rng, size, size + (found % 2), tiles);
        let theirs = wins_of(&p, p.to_move.other());
        if theirs.len() != 1 || !wins_of(&p, p.to_move).is_empty() {
            continue;
        }
        found += 1;
        let shown = ConTacTix::rows(&p).join("\n");
        assert_eq!(assignment_move(&p), theirs[0], "\n{shown}");
        let weights = random_weights(&mut rng, &p);
        assert_eq!(ConTacTix::choose(&weights, &p), theirs[0], "\n{shown}");
    }
}

/// A side's distance, worked out here with no help from the program: the
/// fewest empty cells it must fill to join its edges (255: it cannot).
fn plain_distance(p: &Position, side: Side) -> i32 {
    let mut dist = vec![i32::MAX; MAX * MAX];
    let mut queue = std::collections::VecDeque::new();
    let (first, last): (Vec<Cell>, Vec<Cell>) = match side {
        Side::X => (
            (0..p.columns).map(|c| Cell::new(c, 0)).collect(),
            (0..p.columns).map(|c| Cell::new(c, p.rows - 1)).collect(),
        ),
        Side::Zero => (
            (0..p.rows).map(|r| Cell::new(0, r)).collect(),
            (0..p.rows).map(|r| Cell::new(p.columns - 1, r)).collect(),
        ),
    };
    let cost = |cell: Cell| match p.get(cell) {
        None => Some(1),
        Some(s) if s == side => Some(0),
        Some(_) => None,
    };
    for cell in first {
        if let Some(c) = cost(cell) {
            dist[cell.index()] = c;
            queue.push_back(cell);
        }
    }
    // Relaxed until nothing changes: slow and plain.
    while let Some(cell) = queue.pop_front() {
        for next in p.neighbours(cell) {
            if let Some(c) = cost(next)
                && dist[cell.index()] + c < dist[next.index()]
            {
                dist[next.index()] = dist[cell.index()] + c;
                queue.push_back(next);
            }
        }
    }
    last.iter()
        .map(|c| dist[c.index()])
        .min()
        .filter(|&d| d < i32::MAX)
        .unwrap_or(255)
}

/// Plain negamax, every move at every ply, no pruning: what `p` is worth
/// to its side to move, `depth` moves deep, `ply` moves made before.
fn plain_search(p: &Position, depth: usize, ply: i32) -> i32 {
    let side = p.to_move;
    p.empties()
        .into_iter()
        .map(|cell| {
            let q = p.play(cell);
            if plain_distance(&q, side) == 0 {
                program::WIN - ply
            } else if depth == 1 {
                plain_distance(&q, side.other()) - plain_distance(&q, side)
            } else {
                -plain_search(&q, depth - 1, ply + 1)
            }
        })
        .max()
        .expect("an empty cell")
}

#[test]
fn the_search_values_every_move_as_plain_minimax_four_deep_does() {
    // Alpha-beta, the last ply worked out from the distances, and the
    // moves passed over at the third: none of it may change a value.
    let mut rng = Random::new(4);
    let mut round = 0;
    while round < 200 {
        let (columns, rows) = [(4, 4), (5, 4), (4, 5), (5, 5), (6, 3), (3, 6)][round % 6];
        // A game's position: the sides in turn, on random cells.
        let mut p = Position::empty(columns, rows, Side::X);
        while p.empties().len() > 8 + round % 3 {
            let empties = p.empties();
            p = p.play(empties[(rng.next_u64() % empties.len() as u64) as usize]);
        }
        if p.winner().is_some() {
            continue;
        }
        round += 1;
        let mut b = program::board(columns, rows);
        b.cells = p.cells;
        for cell in p.empties() {
            let q = p.play(cell);
            let plain = if plain_distance(&q, p.to_move) == 0 {
                program::WIN - 1
            } else {
                -plain_search(&q, 3, 2)
            };
            let side = merlyn::contactix::board::tile(p.to_move);
            let least = -program::WIN - program::WIN;
            let searched = program::value(&mut b, side, cell.index(), least);
            assert_eq!(
                searched,
                plain,
                "{cell}, {:?} to move on\n{}",
                p.to_move,
                ConTacTix::rows(&p).join("\n")
            );
        }
    }
}

/// What the board `b` is worth to `side`, to move, two moves deep, by
/// plain negamax over every move and reply: the part of the search where
/// most moves are valued by bounds and not played out. (The distances are
/// the program's, which the test above holds to plain ones.)
fn two_deep(b: &mut program::Board, side: u8, ply: i32) -> i32 {
    let mut best = i32::MIN;
    for at in 0..program::CELLS {
        if at % MAX >= b.columns || at / MAX >= b.rows || b.cells[at] != 0 {
            continue;
        }
        b.cells[at] = side;
        let value = if program::distance(b, side) == 0 {
            program::WIN - ply
        } else {
            let mut most = i32::MIN;
            for reply in 0..program::CELLS {
                if reply % MAX >= b.columns || reply / MAX >= b.rows || b.cells[reply] != 0 {
                    continue;
                }
                b.cells[reply] = 3 - side;
                let value = if program::distance(b, 3 - side) == 0 {
                    program::WIN - ply - 1
                } else {
                    i32::from(program::distance(b, side))
                        - i32::from(program::distance(b, 3 - side))
                };
                b.cells[reply] = 0;
                most = most.max(value);
            }
            -most
        };
        b.cells[at] = 0;
        best = best.max(value);
    }
    best
}

#[test]
fn two_moves_from_the_end_the_search_keeps_plain_values_in_late_close_games() {
    // Games of the assignment's program against itself on boards up to
    // 15x15, where both sides' chains run long and close: at their late
    // positions, the search two moves deep, in windows round its value
    // and wide open, and whichever move it tries first, says what plain
    // negamax says, exactly inside the window and on the right side of it
    // outside.
    let mut rng = Random::new(26);
    for (columns, rows) in [(9, 9), (11, 11), (13, 13), (15, 15)] {
        let mut p = Position::empty(columns, rows, Side::X);
        let mut seen = Vec::new();
        while p.winner().is_none() {
            seen.push(p);
            let mv = if p.empties().len() + 2 >= columns * rows {
                let empties = p.empties();
                empties[(rng.next_u64() % empties.len() as u64) as usize]
            } else {
                assignment_move(&p)
            };
            p = p.play(mv);
        }
        for p in seen.iter().rev().take(8) {
            let mut b = p.board();
            let side = merlyn::contactix::board::tile(p.to_move);
            let plain = two_deep(&mut b, side, 3);
            // And whatever move the search tries first, as the one that
            // last cut it short: some empty cells, and none.
            let empty = p.empties();
            let firsts: Vec<u16> = empty
                .iter()
                .step_by(5)
                .map(|c| c.index() as u16)
                .chain([program::NONE as u16])
                .collect();
            for (first, (alpha, beta)) in firsts.iter().copied().flat_map(|first| {
                [
                    (-2 * program::WIN, 2 * program::WIN),
                    (plain - 1, plain + 1),
                    (plain, plain + 1),
                    (plain - 1, plain),
                    (plain - 2, plain - 1),
                    (plain + 1, plain + 3),
                ]
                .map(|window| (first, window))
            }) {
                b.killer[3] = first;
                let searched = program::search(&mut b, side, 2, alpha, beta, 3);
                let right = if plain <= alpha {
                    searched <= alpha
                } else if plain >= beta {
                    searched >= beta
                } else {
                    searched == plain
                };
                assert!(
                    right,
                    "{searched} in ({alpha}, {beta}), plain {plain}, first {first}, {:?} to move on\n{}",
                    p.to_move,
                    ConTacTix::rows(p).join("\n")
                );
            }
        }
    }
}

#[test]
fn the_assignment_example_is_won_by_a3() {
    let mut p = Position::empty(3, 3, Side::X);
    for (name, side) in [
        ("A2", Side::X),
        ("B2", Side::Zero),
        ("A1", Side::X),
        ("C2", Side::Zero),
    ] {
        p.set(cell(name), Some(side));
    }
    assert_eq!(assignment_move(&p), cell("A3"));
}

#[test]
fn a_board_round_trips_through_a_generation_for_either_side_to_move() {
    let mut rng = Random::new(5);
    for n in 0..40 {
        let p = random_position(&mut rng, 2 + n % 9, 2 + n % 7, n % 12);
        let state = from_position(&p, Weights::zero(p.columns, p.rows)).unwrap();
        assert_eq!(ConTacTix::position(&state), p);
        let source = ConTacTix::source(&state);
        let back = generation::read::<ConTacTix>(&source).unwrap();
        assert_eq!(ConTacTix::position(&back), p);
    }
}

#[test]
fn a_board_with_my_move_first_is_played_with_no_move_and_refuses_yours() {
    let mut p = Position::empty(5, 5, Side::Zero);
    p.set(cell("C3"), Some(Side::X));
    let state = from_position(&p, Weights::zero(5, 5)).unwrap();
    assert_eq!(ConTacTix::status(&state), Status::New);
    let refused = ConTacTix::play(state, Some(cell("A1"))).unwrap_err();
    assert_eq!(refused.to_string(), "it is my move: run me with no move");
    let turn = ConTacTix::play(state, None).unwrap();
    assert_eq!(turn.replies, [assignment_move(&p)]);
    assert_eq!(ConTacTix::status(&turn.state), Status::On);
}

#[test]
fn refuses_a_board_with_a_winner_or_weights_of_another_size() {
    let mut p = Position::empty(3, 3, Side::X);
    for name in ["A1", "A2", "A3"] {
        p.set(cell(name), Some(Side::X));
    }
    let error = from_position(&p, Weights::zero(3, 3)).unwrap_err();
    assert!(error.to_string().contains("won already, by X"), "{error}");
    let error = from_position(&Position::empty(4, 3, Side::X), Weights::zero(3, 3)).unwrap_err();
    assert!(error.to_string().contains("3x3 board"), "{error}");
}

#[test]
fn a_board_file_below_2x2_starts_no_generation() {
    Test::merlyn()
        .write(
            "one.txt",
            "size: 1 * 1\nturn: red\norientation: red * blue\nstate: undecided\ntiles: 0\n",
        )
        .args(["new", "contactix", "--from", "one.txt"])
        .stdout("")
        .stderr("error: one.txt: the board is 1 * 1: a generation's board is 2x2 to 26x26\n")
        .status(2)
        .run();
}

/// The program's replies to the human's `moves` (the human first) under
/// `strategy`, as far as the moves go and the game lasts.
fn replayed(strategy: Weights, moves: &[Cell]) -> Vec<Cell> {
    let mut replies = Vec::new();
    let mut state = ConTacTix::new_game(strategy);
    for mv in moves {
        let position = ConTacTix::position(&state);
        if !ConTacTix::moves(&position).contains(mv) || ConTacTix::status(&state).is_over() {
            break;
        }
        let turn = ConTacTix::play(state, Some(*mv)).unwrap();
        replies.extend(turn.replies.clone());
        state = turn.state;
    }
    replies
}

#[test]
fn every_loss_changes_the_game_the_same_moves_give_and_weights_stay_in_bounds() {
    // On 4x4 the side moving first can always win: the program, moving
    // second against its own search, loses, and learns each time.
    let mut strategy = Weights::zero(4, 4);
    let mut opponent = merlyn::contactix::Assignment;
    let mut lost = Vec::new();
    for _ in 0..12 {
        let (line, last) =
            play_out::<ConTacTix>(ConTacTix::new_game(strategy), &mut opponent, false).unwrap();
        if ConTacTix::status(&last.state) != Status::Lost {
            continue;
        }
        let learned = ConTacTix::strategy(&last.state);
        assert_eq!(learned.w, strategy.w, "lessons leave the cells' weights");
        assert!(learned.learned.iter().all(|w| w.abs() <= program::HEAVIEST));
        assert_eq!(learned.lessons, strategy.lessons + 1);
        // It remembers one move more not to play again, the newest first.
        assert_eq!(learned.again_count, strategy.again_count + 1);
        assert_eq!(
            learned.again[1..learned.again_count],
            strategy.again[..strategy.again_count]
        );
        // No lost game comes again: its opponent answers alike each time.
        assert!(!lost.contains(&line.moves), "{line}");
        lost.push(line.moves.clone());
        // The same moves, against the program that learned: another game.
        assert_ne!(
            replayed(learned, &line.moves),
            replayed(strategy, &line.moves),
            "{line}"
        );
        strategy = learned;
    }
    assert!(lost.len() >= 5, "{}", lost.len());
}

// ---------------------------------------------------------------------------
// The evaluation: two-distances, and what a lesson makes of a lost game.

/// A side's two-distance from its first edge (its second, when `second`)
/// to each empty cell (u32::MAX: none), worked out here from its
/// definition alone: a cell on the edge, or beside a group of the side's
/// tiles touching it, is 1; any other empty cell one more than the second
/// least of its neighbours, the empty cells around a group of the side's
/// tiles being neighbours of each other; repeated until nothing changes.
fn plain_two_distance(p: &Position, side: Side, second: bool) -> Vec<u32> {
    let tile = |c: Cell| p.get(c);
    let on_edge = |c: Cell| match (side, second) {
        (Side::X, false) => c.row == 0,
        (Side::X, true) => usize::from(c.row) + 1 == p.rows,
        (Side::Zero, false) => c.column == 0,
        (Side::Zero, true) => usize::from(c.column) + 1 == p.columns,
    };
    // The group of each of the side's tiles: every tile it reaches.
    let group = |start: Cell| {
        let mut seen = vec![start];
        let mut i = 0;
        while i < seen.len() {
            for n in p.neighbours(seen[i]) {
                if tile(n) == Some(side) && !seen.contains(&n) {
                    seen.push(n);
                }
            }
            i += 1;
        }
        seen
    };
    let empties = p.empties();
    let neighbours = |c: Cell| {
        let mut all: Vec<Cell> = Vec::new();
        for n in p.neighbours(c) {
            match tile(n) {
                None => all.push(n),
                Some(s) if s == side => {
                    for t in group(n) {
                        all.extend(p.neighbours(t).filter(|&e| tile(e).is_none() && e != c));
                    }
                }
                Some(_) => {}
            }
        }
        all.sort();
        all.dedup();
        all
    };
    let at_edge = |c: Cell| {
        on_edge(c)
            || p.neighbours(c)
                .any(|n| tile(n) == Some(side) && group(n).into_iter().any(on_edge))
    };
    let mut d: Vec<u32> = vec![u32::MAX; MAX * MAX];
    for &c in &empties {
        if at_edge(c) {
            d[c.index()] = 1;
        }
    }
    loop {
        let mut changed = false;
        for &c in &empties {
            let mut near: Vec<u32> = neighbours(c).iter().map(|n| d[n.index()]).collect();
            near.sort();
            if near.len() >= 2 && near[1] < u32::MAX && near[1] + 1 < d[c.index()] {
                d[c.index()] = near[1] + 1;
                changed = true;
            }
        }
        if !changed {
            return d;
        }
    }
}

/// Each cell's distance from `tile`'s first edge (its second, when
/// `second`) on `b`, the plain way: the cheapest way in from the edge,
/// one for each empty cell on it, nothing for `tile`'s own, found by
/// relaxing every cell until nothing changes. `u8::MAX` where none.
fn plain_distances(b: &program::Board, tile: u8, second: bool) -> Vec<u8> {
    let cost = |at: usize| match b.cells[at] {
        0 => Some(1u32),
        t if t == tile => Some(0),
        _ => None,
    };
    let edge = |at: usize| {
        let i = if tile == 1 {
            at / program::MAX
        } else {
            at % program::MAX
        };
        let last = if tile == 1 { b.rows - 1 } else { b.columns - 1 };
        i == if second { last } else { 0 }
    };
    let cells: Vec<usize> = (0..b.rows)
        .flat_map(|r| (0..b.columns).map(move |c| r * program::MAX + c))
        .collect();
    let mut d = vec![u32::MAX; program::CELLS];
    for &at in &cells {
        if let Some(c) = cost(at).filter(|_| edge(at)) {
            d[at] = c;
        }
    }
    loop {
        let mut changed = false;
        for &at in &cells {
            let Some(c) = cost(at) else { continue };
            for dir in 0..6 {
                let n = program::neighbour(b.columns, b.rows, at, dir);
                if n < program::NONE && d[n] < u32::MAX && d[n] + c < d[at] {
                    d[at] = d[n] + c;
                    changed = true;
                }
            }
        }
        if !changed {
            return d.iter().map(|&v| v.min(255) as u8).collect();
        }
    }
}

#[test]
fn distances_by_sets_are_the_plain_cheapest_ways_on_every_board_size() {
    let mut rng = Random::new(43);
    let sizes = [
        (2, 2),
        (3, 5),
        (5, 3),
        (7, 7),
        (8, 8),
        (9, 7),
        (11, 11),
        (13, 4),
        (26, 26),
        (26, 3),
        (2, 26),
    ];
    for (round, &(columns, rows)) in sizes.iter().cycle().take(110).enumerate() {
        let mut b = program::board(columns, rows);
        // From empty to full, so that some boards are won.
        let fill = round % 10;
        for r in 0..rows {
            for c in 0..columns {
                if (rng.next_u64() % 10) < fill as u64 {
                    b.cells[r * program::MAX + c] = 1 + (rng.next_u64() % 2) as u8;
                }
            }
        }
        for tile in [1u8, 2] {
            let mut dist = [[0u8; program::CELLS]; 2];
            for second in [false, true] {
                let plain = plain_distances(&b, tile, second);
                let d = program::sweep(&b, tile, second, &mut dist[usize::from(second)]);
                let ends: Vec<usize> = (0..program::edge_len(&b, tile))
                    .map(|i| program::edge(&b, tile, !second, i))
                    .collect();
                let least = ends.iter().map(|&at| plain[at]).min().unwrap();
                assert_eq!(d, least, "{columns}x{rows} round {round} tile {tile}");
                for r in 0..rows {
                    for c in 0..columns {
                        let at = r * program::MAX + c;
                        assert_eq!(
                            dist[usize::from(second)][at],
                            plain[at],
                            "{columns}x{rows} at {at}"
                        );
                    }
                }
            }
            let d = program::distance(&b, tile);
            assert_eq!(d, program::sweep(&b, tile, false, &mut [0; program::CELLS]));
            // Barring any cell of a shortest chain: as the plain way says
            // once the other side has taken it.
            for at in (0..rows).flat_map(|r| (0..columns).map(move |c| r * program::MAX + c)) {
                let (a, z) = (dist[0][at], dist[1][at]);
                if b.cells[at] != 0
                    || a == 255
                    || z == 255
                    || i32::from(a) + i32::from(z) - 1 != i32::from(d)
                {
                    continue;
                }
                b.cells[at] = 3 - tile;
                let plain = plain_distances(&b, tile, false);
                let least = (0..program::edge_len(&b, tile))
                    .map(|i| plain[program::edge(&b, tile, true, i)])
                    .min()
                    .unwrap();
                assert_eq!(
                    program::barred(&b, tile, &dist[0], at),
                    least,
                    "{columns}x{rows} barred {at}"
                );
                b.cells[at] = 0;
            }
        }
    }
}

#[test]
fn two_distances_are_as_their_definition_gives_them() {
    let mut rng = Random::new(41);
    for round in 0..60 {
        let (columns, rows) = (3 + round % 5, 3 + (round / 5) % 4);
        let tiles = (rng.next_u64() % (columns * rows / 2) as u64) as usize;
        let p = random_position(&mut rng, columns, rows, tiles);
        let b = p.board();
        for side in [Side::X, Side::Zero] {
            let tile = if side == Side::X { 1 } else { 2 };
            for second in [false, true] {
                let mut dist = [0u8; program::CELLS];
                program::two_sweep(&b, tile, second, &mut dist);
                let plain = plain_two_distance(&p, side, second);
                for c in p.empties() {
                    let theirs = u32::from(dist[c.index()]);
                    let mine = plain[c.index()];
                    assert!(
                        theirs == mine || (theirs == 255 && mine == u32::MAX),
                        "{c}: {theirs} against {mine}, {side:?} second {second} on\n{}",
                        ConTacTix::rows(&p).join("\n")
                    );
                }
            }
        }
    }
}

/// A game the program under `strategy` loses on 4x4 to its own search,
/// moving second, before its lesson: its state, and the board it began on.
fn lost_game(strategy: Weights) -> (program::Game, program::Board) {
    let mut opponent = merlyn::contactix::Assignment;
    let (line, _) =
        play_out::<ConTacTix>(ConTacTix::new_game(strategy), &mut opponent, false).unwrap();
    let mut state = ConTacTix::new_game(strategy);
    for mv in &line.moves {
        state = program::play(state, mv.index()).unwrap();
    }
    assert_eq!(state.status, program::LOST);
    let start = program::board(strategy.columns, strategy.rows);
    (state, start)
}

/// A game the program loses on 5x5 against `mcts:300:2`, moving second.
const LOST_5X5: &str = "E1B4B3B2C1A5";

#[test]
fn a_lesson_moves_the_evaluation_by_td_lambda_over_both_sides_boards() {
    for (learned, lessons) in [([0, 0], 0), ([-30, 40], 7)] {
        let mut strategy = Weights::zero(4, 4);
        strategy.learned = learned;
        strategy.lessons = lessons;
        let (mut game, start) = lost_game(strategy);
        // The lesson, worked out here: each board after each move, from
        // the side that made it (the last move the human's, who won), the
        // chance the evaluation gave that side, what came of it, and how
        // far each weight pulls the chance toward it.
        let count = game.count;
        let mut b = start;
        let mut seen = Vec::new();
        for k in 0..count {
            let side = if (count - k) % 2 == 0 { 2 } else { 1 };
            b.cells[usize::from(game.moves[k])] = side;
            let mut f = [0; program::FEATURES];
            program::features(&b, side, &mut f);
            seen.push(f);
        }
        let chance = |f: &[i32; program::FEATURES]| {
            let e: i32 = f.iter().zip(learned).map(|(f, w)| f * w).sum();
            1.0 / (1.0 + (-f64::from(e) / 100.0).exp())
        };
        let mut came = vec![1.0; count];
        for k in (0..count - 1).rev() {
            came[k] = (1.0 - program::LAMBDA) * (1.0 - chance(&seen[k + 1]))
                + program::LAMBDA * (1.0 - came[k + 1]);
        }
        let expected: Vec<f64> = (0..program::FEATURES)
            .map(|i| {
                (0..count)
                    .map(|k| (came[k] - chance(&seen[k])) * f64::from(seen[k][i]))
                    .sum()
            })
            .collect();
        let mut seen_by = Box::new([[0; program::FEATURES]; program::CELLS]);
        let mut chances = Box::new([0.0; program::CELLS]);
        for k in 0..count {
            seen_by[k] = seen[k];
            chances[k] = program::chance(&seen[k], &learned);
        }
        let mut pull = [0.0; program::FEATURES];
        program::differences(&seen_by, &chances, count, &game.random, &mut pull);
        for i in 0..program::FEATURES {
            assert!(
                (pull[i] - expected[i]).abs() < 1e-9,
                "{pull:?} {expected:?}"
            );
        }
        program::teach(&mut game, &start);
        assert_eq!(game.lessons, lessons + 1);
        if lessons == 0 {
            // From nothing learned, the winner's boards, better by
            // two-distance, raise its weight.
            assert!(pull[1] > 0.0 && game.learned[1] > 0, "{:?}", game.learned);
        }
    }
}

#[test]
fn what_the_program_says_is_folded_at_79_columns_after_a_board_of_any_size() {
    // An 11x11 board drawn takes more bytes than a board has cells: the
    // words after it fold all the same.
    let mut said = program::Text::empty();
    for _ in 0..20 {
        said.push(&[b'.'; 60]);
        said.push(b"\n");
    }
    let start = said.len;
    for _ in 0..60 {
        said.push(b"word ");
    }
    program::fold(&mut said, start);
    let text = String::from_utf8_lossy(&said.bytes[start..said.len]).to_string();
    assert!(text.lines().all(|l| l.len() <= 79), "{text}");
    assert_eq!(text.lines().count(), 4, "{text}");
}

#[test]
fn the_programs_own_exp_and_rounding_agree_with_the_standard_ones() {
    // The program works them out itself, so that its successor needs no
    // function the driver's quick link cannot find.
    for i in -400..=400 {
        let x = f64::from(i) / 7.0;
        let (own, std) = (program::exp(x), x.exp());
        assert!((own - std).abs() <= 1e-13 * std, "{x}: {own} {std}");
        for y in [x, x + 0.5, f64::from(i) + 0.5] {
            assert_eq!(program::nearest(y), y.round() as i32, "{y}");
        }
    }
}

#[test]
fn a_move_scores_a_hundred_times_its_search_value_plus_its_worth() {
    // The program's choice is the move of the highest score, worked out
    // here for every move with no pruning (the first in reading order on
    // ties); with weights learned it often differs from generation zero's.
    let mut rng = Random::new(43);
    let zero = Weights::zero(5, 5);
    let mut learned = zero;
    learned.learned = [-20, 60];
    learned.lessons = 20;
    let (mut checked, mut differs) = (0, 0);
    while checked < 25 {
        let p = random_position(&mut rng, 5, 5, 6);
        if !wins_of(&p, p.to_move).is_empty() {
            continue;
        }
        checked += 1;
        let side = if p.to_move == Side::X { 1 } else { 2 };
        let mut b = p.board();
        let best = p
            .empties()
            .into_iter()
            .map(|c| {
                let v = program::value(&mut b, side, c.index(), -2 * program::WIN);
                let worth = program::worth(&mut b, side, c.index(), &learned.w, &learned.learned);
                (v * program::POINT + worth, std::cmp::Reverse(c.index()), c)
            })
            .max()
            .unwrap()
            .2;
        let chosen = ConTacTix::choose(&learned, &p);
        assert_eq!(chosen, best, "{p:?}");
        if chosen != ConTacTix::choose(&zero, &p) {
            differs += 1;
        }
    }
    assert!(differs >= 5, "{differs}");
}

#[test]
fn new_takes_a_size_for_contactix_only() {
    let ran = Test::merlyn()
        .args(["new", "contactix", "--size", "5x3"])
        .run();
    assert!(ran.stdout.contains("        \"size 5x3\",\n"));
    let state = generation::read::<ConTacTix>(&ran.stdout).unwrap();
    assert_eq!(ConTacTix::strategy(&state), Weights::zero(5, 3));
    Test::merlyn()
        .args(["new", "contactix", "--size", "27x3"])
        .stderr(
            "error: `27x3` is not a board size: give columns x rows, each 2 to 26, such as 11x11\n",
        )
        .status(2)
        .run();
    Test::merlyn()
        .args(["new", "reversi", "--size", "5x3"])
        .stderr("error: reversi is played on one board only: --size `5x3` is for contactix\n")
        .status(2)
        .run();
}

/// A 3x3 generation zero, for games through the driver.
fn three() -> String {
    merlyn::generation::zero::<ConTacTix>(Weights::zero(3, 3))
}

#[test]
fn the_driver_plays_a_game_the_program_wins_naming_its_chain() {
    let mut test = Test::play().write("contactix.rs", &three());
    let mut last = String::new();
    for mv in ["B2", "A3", "A2"] {
        let ran = test.args(["contactix", mv]).run();
        last = ran.stderr.clone() + &ran.stdout;
        test = ran.then();
    }
    assert!(
        last.contains("You took A2, I took A1. My chain joins left and right, marked *: A1 B1 C1."),
        "{last}"
    );
    assert!(last.contains("I win!"), "{last}");
}

#[test]
fn the_first_screen_and_the_drivers_help_say_who_joins_which_edges() {
    let help = Test::play().args(["-h"]).run();
    assert!(
        help.stdout.contains(
            "\n  contactix      a cell, X joining top and bottom, 0 left and right: F6\n"
        ),
        "{}",
        help.stdout
    );
    let ran = Test::play()
        .write("contactix.rs", &three())
        .args(["contactix", "B2"])
        .run();
    let first = ran.stderr.clone() + &ran.stdout;
    assert!(
        first.contains("A new 3x3 game: you, X, join top and bottom; I, 0, join left and right."),
        "{first}"
    );
    // The board's edges are marked with the side that joins them: X above
    // and below, 0 left and right of each row.
    assert!(first.contains("\n     X X X\n 1 0"), "{first}");
    assert!(first.contains("\n       X X X\n       A B C"), "{first}");
    // A move that is no cell is told what a move is, in one line that
    // fits 80 columns, and where the help says more.
    let ran = ran.then().args(["contactix", "9"]).status(2).run();
    let refused = ran.stderr.clone() + &ran.stdout;
    assert_eq!(
        refused,
        "play: '9' is not a move: give one cell, such as F6 (play -h for help)\n"
    );
}

#[test]
fn the_driver_plays_a_game_the_program_loses_and_learns_from() {
    let mut test = Test::play().write("contactix.rs", &three());
    let mut last = String::new();
    for mv in ["B2", "C1", "A3"] {
        let ran = test.args(["contactix", mv]).run();
        last = ran.stdout.clone();
        test = ran.then();
    }
    assert!(
        last.contains("You took A3. Your chain joins top and bottom, marked *: C1 B2 A3."),
        "{last}"
    );
    assert!(last.contains("I lose...I won't make THAT mistake again!"));
    let learned = std::fs::read_to_string(test.path().join("contactix.rs")).unwrap();
    let state = generation::read::<ConTacTix>(&learned).unwrap();
    assert_eq!(ConTacTix::status(&state), Status::Lost);
    assert_ne!(ConTacTix::strategy(&state), Weights::zero(3, 3));
    // The same moves now meet another reply.
    let ran = test.args(["contactix", "B2"]).run();
    let test = ran.then();
    let ran = test.args(["contactix", "C1"]).run();
    assert!(!ran.stdout.contains("moves: B2 B1 C1 A2"), "{}", ran.stdout);
}

/// The moves a generation's state block lists, in order.
fn moves_of(source: &str) -> Vec<String> {
    common::state_block(source)
        .lines()
        .filter_map(|line| {
            line.trim()
                .trim_matches(|c| c == '"' || c == ',')
                .strip_prefix("moves:")
        })
        .flat_map(|moves| moves.split_whitespace().map(str::to_string))
        .collect()
}

#[test]
fn the_driver_plays_on_when_the_moves_fill_a_second_line() {
    // On 11x11 the program needs eleven tiles to join its edges: while you
    // play the first empty cells in reading order, which join nothing, the
    // game runs past 20 moves, into the second of the state block's seven
    // lines of moves (one for every 20 cells, there from the start).
    let zero = generation::zero::<ConTacTix>(Weights::zero(11, 11));
    let fresh = zero.clone();
    let mut test = Test::play().write("contactix.rs", &zero);
    let mut source = zero;
    for _ in 0..11 {
        let taken = moves_of(&source);
        let mv = (1..=11)
            .flat_map(|row| ('A'..='K').map(move |column| format!("{column}{row}")))
            .find(|cell| !taken.contains(cell))
            .expect("an empty cell");
        let ran = test.args(["contactix", mv.as_str()]).run();
        assert!(!ran.stdout.contains("Your chain"), "{}", ran.stdout);
        source = ran.read("contactix-next.rs");
        test = ran.then();
    }
    assert!(moves_of(&source).len() > 20, "{source}");
    let block = common::state_block(&source);
    let lines: Vec<&str> = block
        .lines()
        .filter(|line| line.contains("\"moves:"))
        .collect();
    assert_eq!(lines.len(), 7);
    assert!(lines[1].contains("\"moves: "), "{block}");
    assert_eq!(
        block.lines().count(),
        common::state_block(&fresh).lines().count()
    );
}

/// A compiled generation's refusal: its source unchanged, one line, exit 2.
fn refuses(source: &str, args: &[&str], message: &str) {
    let binary = common::compiled(source, &[]);
    let output = std::process::Command::new(binary)
        .args(args)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), source, "{args:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!("error: {message}\n"),
        "{args:?}"
    );
}

#[test]
fn a_generation_refuses_what_is_not_a_move_printing_itself_unchanged() {
    let zero = three();
    let playing = ConTacTix::source(
        &ConTacTix::play(
            generation::read::<ConTacTix>(&zero).unwrap(),
            Some(cell("B2")),
        )
        .unwrap()
        .state,
    );
    let not_a_move = "a move is one cell: a column letter, then a row number, such as B4";
    let bad = |why: &str| format!("my board is not a position of this game: {why}");
    let tile = playing.replacen(" 1 . 0 . 1", " 1 . . . 1", 1);
    // A tile that no move put there, on a board that was not given.
    let extra = playing.replacen(" 1 . 0 . 1", " 1 0 0 . 1", 1);
    assert_ne!(extra, playing);
    // The mark of a given board, on a game that began on an empty one.
    let given = playing.replacen("\"size 3x3\"", "\"size 3x3, from a given board\"", 1);
    assert_ne!(given, playing);
    // Steps out of their bounds: net further from 0 than all.
    let steps = playing.replacen("the move 0/0", "the move 0/5", 1);
    assert_ne!(steps, playing);
    // My move marked as made at random: only yours can be.
    let mine = playing.replacen("moves: B2 ", "moves: B2*", 1);
    assert_ne!(mine, playing);
    let status = playing.replacen("\"contactix: on\"", "\"contactix: won\"", 1);
    let weight = playing.replacen("8 9 8", "8 x 8", 1);
    // On 11x11, whose state ends with how it is compiled.
    let eleven = ConTacTix::source(
        &ConTacTix::play(
            generation::read::<ConTacTix>(ConTacTix::ZERO).unwrap(),
            Some(cell("F6")),
        )
        .unwrap()
        .state,
    );
    let line = |level: u8| format!("        \"rustc: -C opt-level={level}\",\n");
    let compiled = eleven.replacen(&line(1), &line(2), 1);
    assert_ne!(compiled, eleven);
    for (source, args, message) in [
        (&zero, &["B0"][..], not_a_move.to_string()),
        (&zero, &["B4x"], not_a_move.to_string()),
        (&zero, &["4B"], not_a_move.to_string()),
        (&zero, &["B27"], not_a_move.to_string()),
        (&zero, &["B2", "C3"], "give one move at a time".to_string()),
        (&zero, &["D1"], "cell D1 is not on my board".to_string()),
        (&playing, &["b2"], "cell B2 is taken".to_string()),
        (&steps, &["C3"], bad("my steps line is not as I write it")),
        (
            &mine,
            &["C3"],
            bad("the board is not the one my moves make"),
        ),
        (
            &playing,
            &[],
            "it is your move: give a cell, such as B4".to_string(),
        ),
        (
            &tile,
            &["C3"],
            bad("the board is not the one my moves make"),
        ),
        (
            &extra,
            &["C3"],
            bad("the board is not the one my moves make"),
        ),
        (
            &given,
            &["C3"],
            bad("the board is not the one my moves make"),
        ),
        (
            &status,
            &["C3"],
            bad("my first line must read like contactix: on"),
        ),
        (
            &weight,
            &["C3"],
            bad("a row of my board or weights is not as I write it"),
        ),
        // Once blamed on "my moves are not written as I write them".
        (
            &compiled,
            &["C3"],
            bad("my last line must read rustc: -C opt-level=1"),
        ),
    ] {
        refuses(source, args, &message);
    }
}

#[test]
fn train_and_match_run_end_to_end() {
    let ran = Test::merlyn()
        .args(["new", "contactix", "--size", "4x4"])
        .run();
    let four = ran.stdout.clone();
    let ran = ran
        .then()
        .write("four.rs", &four)
        .args([
            "train",
            "four.rs",
            "--against",
            "assignment",
            "--losses",
            "3",
            "--write",
            "trained.rs",
        ])
        .status(1)
        .run();
    assert!(
        ran.stdout.contains("loss 1 against=assignment"),
        "{}",
        ran.stdout
    );
    assert!(ran.stdout.contains("gave-up losses=3"), "{}", ran.stdout);
    let trained = ran.read("trained.rs");
    let state = generation::read::<ConTacTix>(&trained).unwrap();
    assert_ne!(ConTacTix::strategy(&state), Weights::zero(4, 4));
    let ran = ran
        .then()
        .args([
            "match",
            "shortest",
            "first",
            "--game",
            "contactix",
            "--games",
            "2",
        ])
        .run();
    assert!(ran.stdout.contains("result "), "{}", ran.stdout);
}

/// The last line of a match of `a` against the assignment's program, two
/// games, each side opening one.
fn match_line(test: Test, a: &str) -> (Test, String) {
    let ran = test.args(["match", a, "assignment", "--games", "2"]).run();
    let last = ran.stdout.lines().last().unwrap_or("").to_string();
    (ran.then(), last)
}

#[test]
fn training_turns_a_lost_game_against_the_assignment_into_a_won_match() {
    let ran = Test::merlyn()
        .args(["new", "contactix", "--size", "5x5"])
        .run();
    let five = ran.stdout.clone();
    let test = ran.then().write("five.rs", &five);
    // Generation zero loses one of its two games to its own search.
    let (test, before) = match_line(test, "five.rs");
    assert_eq!(before, "result a=1 draws=0 b=1");
    let ran = test
        .args([
            "train",
            "five.rs",
            "--against",
            "assignment",
            "--write",
            "trained.rs",
        ])
        .run();
    assert!(ran.stdout.contains("\nconverged losses="), "{}", ran.stdout);
    let (_, after) = match_line(ran.then(), "trained.rs");
    assert_eq!(after, "result a=2 draws=0 b=0");
}

#[test]
fn a_match_or_training_across_boards_of_two_sizes_is_refused() {
    let ran = Test::merlyn()
        .args(["new", "contactix", "--size", "5x5"])
        .run();
    let five = ran.stdout.clone();
    let ran = ran
        .then()
        .write("five.rs", &five)
        .args(["match", "five.rs", "first", "--size", "7x7"])
        .stderr("error: five.rs plays on another board than --size 7x7\n")
        .status(2)
        .run();
    ran.then()
        .args([
            "train",
            "--game",
            "contactix",
            "--size",
            "6x6",
            "--against",
            "five.rs",
        ])
        .stderr("error: five.rs plays on another board than the program it would train\n")
        .status(2)
        .run();
}

// ---------------------------------------------------------------------------
// The Monte-Carlo player, `mcts:PLAYOUTS` and `mcts:PLAYOUTS:SEED`.

use merlyn::contactix::mcts::Mcts;
use merlyn::player::by_name;

#[test]
fn the_monte_carlo_player_plays_legal_moves_only_to_the_end_of_a_game() {
    let mut rng = Random::new(31);
    let mut mcts = by_name::<ConTacTix>("mcts:40:3").unwrap();
    for (columns, rows) in [(5, 5), (3, 6), (7, 7)] {
        let mut p = Position::empty(columns, rows, Side::X);
        while p.winner().is_none() {
            let moves = ConTacTix::moves(&p);
            let mv = if p.to_move == Side::X {
                mcts.choose(&p, &moves)
            } else {
                moves[(rng.next_u64() % moves.len() as u64) as usize]
            };
            assert!(moves.contains(&mv), "{mv} on {p:?}");
            p = p.play(mv);
        }
    }
}

#[test]
fn the_monte_carlo_player_takes_a_win_in_one_from_either_side() {
    let mut rng = Random::new(32);
    let mut found = 0;
    while found < 20 {
        let p = random_position(&mut rng, 5, 5, 12);
        let wins = wins_of(&p, p.to_move);
        if wins.is_empty() {
            continue;
        }
        found += 1;
        let mv = Mcts {
            playouts: 20,
            seed: 1,
        }
        .choose_move(&p, &p.empties());
        assert!(wins.contains(&mv), "{mv} on {p:?}");
    }
}

#[test]
fn the_monte_carlo_player_gives_one_position_one_move_and_its_seed_is_its_own() {
    let p = Position::empty(5, 5, Side::X).play(cell("C3"));
    let moves = p.empties();
    let one = Mcts::from_name("mcts:300").unwrap();
    assert_eq!(
        one,
        Mcts {
            playouts: 300,
            seed: 0
        }
    );
    assert_eq!(one.choose_move(&p, &moves), one.choose_move(&p, &moves));
    // Seeds give other players: over a few, more than one move.
    let chosen: std::collections::BTreeSet<Cell> = (0..8)
        .map(|seed| Mcts { playouts: 30, seed }.choose_move(&p, &moves))
        .collect();
    assert!(chosen.len() > 1, "{chosen:?}");
    assert_eq!(
        Mcts::from_name("mcts:300:7").unwrap(),
        Mcts {
            playouts: 300,
            seed: 7
        }
    );
}

#[test]
fn the_monte_carlo_player_refuses_bad_parameters_saying_what_it_takes() {
    for name in [
        "mcts:",
        "mcts:0",
        "mcts:x",
        "mcts:-5",
        "mcts:+5",
        "mcts:10:",
        "mcts:10:y",
        "mcts:10:1:2",
        "mcts:1000001",
        "mcts::3",
    ] {
        let error = Mcts::from_name(name).unwrap_err().to_string();
        assert!(
            error.starts_with(&format!(
                "`{name}` is not a Monte-Carlo player: give mcts:PLAYOUTS"
            )),
            "{name}: {error}"
        );
        assert!(by_name::<ConTacTix>(name).is_err(), "{name}");
    }
    assert!(by_name::<ConTacTix>("mcts:1000000:18446744073709551615").is_ok());
    assert!(ConTacTix::PLAYERS.contains(&"mcts:PLAYOUTS"));
}

// ---------------------------------------------------------------------------
// Looking deeper: the digit D, in the state and in the strategy's text.

#[test]
fn the_moves_not_again_fill_their_lines_and_round_trip_through_a_generation() {
    // On 5x5, two lines of twelve: full, and one short of full.
    for count in [24, 13] {
        let mut strategy = Weights::zero(5, 5);
        strategy.lessons = 40;
        strategy.learned = [-3, 120];
        for k in 0..count {
            strategy.again_at[k] = (k % 5 * MAX + k / 5) as u16;
            strategy.again[k] = 0x9e37_79b9_u32.wrapping_mul(k as u32 + 1);
        }
        strategy.again_count = count;
        let source = ConTacTix::source(&ConTacTix::new_game(strategy));
        let lines: Vec<&str> = source
            .lines()
            .filter(|l| l.starts_with("        \"not again:"))
            .collect();
        assert_eq!(lines.len(), 2, "{source}");
        assert!(
            lines[0].starts_with("        \"not again: A1@9e3779b9 A2@"),
            "{source}"
        );
        assert!(lines.iter().all(|l| l.len() <= 200 + 12));
        let state = generation::read::<ConTacTix>(&source).unwrap();
        assert_eq!(ConTacTix::strategy(&state), strategy);
        assert_eq!(strategy.to_string().parse::<Weights>().unwrap(), strategy);
    }
}

#[test]
fn the_deeper_digit_round_trips_through_a_generation_and_the_strategy_text() {
    let mut strategy = Weights::zero(5, 5);
    strategy.deeper = 3;
    assert!(strategy.to_string().ends_with(";deeper3"));
    assert_eq!(strategy.to_string().parse::<Weights>().unwrap(), strategy);
    let source = ConTacTix::source(&ConTacTix::new_game(strategy));
    assert!(source.contains("        \"deeper: 3\",\n"), "{source}");
    let state = generation::read::<ConTacTix>(&source).unwrap();
    assert_eq!(ConTacTix::strategy(&state), strategy);
    // Generation zero writes 0, and its strategy's text is as before.
    assert!(ConTacTix::ZERO.contains("        \"deeper: 0\",\n"));
    assert!(!Weights::zero(5, 5).to_string().contains(';'));
}

#[test]
fn a_bad_deeper_digit_or_line_is_refused() {
    let rows = Weights::zero(3, 3).to_string();
    for suffix in [
        ";deeper0",
        ";deeper",
        ";deeperx",
        ";deeper12",
        ";deeper3;deeper3",
        ";deep3",
        ";",
    ] {
        let error = format!("{rows}{suffix}")
            .parse::<Weights>()
            .unwrap_err()
            .to_string();
        let said = if suffix.starts_with(";deeper") {
            "`;deeper` takes how many"
        } else {
            "after the rows come ;deeperN"
        };
        assert!(error.contains(said), "{suffix}: {error}");
    }
    let source = ConTacTix::source(&ConTacTix::new_game(Weights::zero(3, 3)));
    for line in ["deeper: x", "deeper 3", "deeper: 33", "deeper:"] {
        let edited = source.replacen("\"deeper: 0\"", &format!("\"{line}\""), 1);
        let error = generation::read::<ConTacTix>(&edited)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("my depth line must read like deeper: 0"),
            "{line}: {error}"
        );
    }
}

// ---------------------------------------------------------------------------
// The lesson: looking deeper where a deeper search disagrees with the game.

/// The program's replies when the human plays `line` against `strategy`,
/// moving first, until the game ends or the line does; and the last state.
fn replies(strategy: Weights, line: &[Cell]) -> (Vec<Cell>, program::Game) {
    let mut state = ConTacTix::new_game(strategy);
    let mut replies = Vec::new();
    for &mv in line {
        if ConTacTix::status(&state).is_over()
            || !ConTacTix::position(&state).empties().contains(&mv)
        {
            break;
        }
        let turn = ConTacTix::play(state, Some(mv)).unwrap();
        replies.extend(turn.replies);
        state = turn.state;
    }
    (replies, state)
}

#[test]
fn a_first_lesson_moves_the_evaluation_and_remembers_the_move_not_to_play_again() {
    // Generation zero loses LOST_5X5: its first lesson moves its
    // evaluation, and remembers the board of its last move made while it
    // could hope, and that move; its cells' weights stay as they were.
    let line = ConTacTix::parse_moves(LOST_5X5).unwrap();
    let zero = Weights::zero(5, 5);
    let (before, lost) = replies(zero, &line);
    assert_eq!(ConTacTix::status(&lost), Status::Lost);
    let learned = ConTacTix::strategy(&lost);
    assert_ne!(learned.learned, zero.learned);
    assert_eq!((learned.w, learned.lessons), (zero.w, 1));
    // The remembered board is one the game passed through, the move one
    // the program made there.
    let played: Vec<usize> = line
        .iter()
        .zip(&before)
        .flat_map(|(x, o)| [x.index(), o.index()])
        .collect();
    assert_eq!(learned.again_count, 1);
    let avoid = usize::from(learned.again_at[0]);
    let n = played.iter().position(|&at| at == avoid).unwrap();
    assert_eq!(n % 2, 1, "a move of the program's");
    let mut board = Position::empty(5, 5, Side::Zero);
    for (k, &at) in played[..n].iter().enumerate() {
        let side = if k % 2 == 0 { Side::X } else { Side::Zero };
        board.set(Cell::new(at % MAX, at / MAX), Some(side));
    }
    let mut b = program::board(5, 5);
    b.cells = board.cells;
    assert_eq!(learned.again[0], program::fingerprint(&b));
    // On that board the learned program plays another move, and
    // generation zero the same; its text and its generation keep what it
    // remembers.
    assert_ne!(ConTacTix::choose(&learned, &board).index(), avoid);
    assert_eq!(ConTacTix::choose(&zero, &board).index(), avoid);
    assert_eq!(learned.to_string().parse::<Weights>().unwrap(), learned);
    let source = ConTacTix::source(&ConTacTix::new_game(learned));
    assert_eq!(
        ConTacTix::strategy(&generation::read::<ConTacTix>(&source).unwrap()),
        learned
    );
    let (after, _) = replies(learned, &line);
    assert_ne!(after, before);
}

#[test]
fn a_loss_a_deeper_search_would_have_played_otherwise_teaches_looking_deeper() {
    // Once its steps have settled (lessons pulled each weight back and
    // forth, to no net move), a lesson moves no weight of the evaluation:
    // then it asks whether a deeper look plays otherwise. Against
    // mcts:300:2, moving second on 5x5, generation zero's search loses;
    // at its last moves, searching its two best moves one move deeper
    // plays another move.
    let line: Vec<Cell> = ConTacTix::parse_moves(LOST_5X5).unwrap();
    let mut settled = Weights::zero(5, 5);
    settled.lessons = program::LESSONS;
    settled.all = [program::FAR; program::FEATURES];
    let (before, lost) = replies(settled, &line);
    assert_eq!(ConTacTix::status(&lost), Status::Lost);
    let learned = ConTacTix::strategy(&lost);
    assert_eq!(learned.deeper, 1);
    assert_eq!(
        (learned.w, learned.learned),
        (settled.w, settled.learned),
        "a lesson that looks deeper keeps the weights"
    );
    // Westley's contract: the same moves give another game.
    let (after, _) = replies(learned, &line);
    assert_ne!(after, before);
    // And the lesson is about the game: the learned program plays
    // otherwise in positions it never met, where a deeper search sees more.
    let mut rng = Random::new(33);
    let differs = (0..40)
        .map(|_| random_position(&mut rng, 5, 5, 6))
        .filter(|p| wins_of(p, p.to_move).is_empty())
        .filter(|p| ConTacTix::choose(&learned, p) != ConTacTix::choose(&settled, p))
        .count();
    assert!(differs > 0);
}

#[test]
fn the_deeper_look_chooses_by_a_search_five_moves_deep_among_the_best() {
    // With D = 1 the program plays the better, by a five-move search, of
    // the two moves generation zero values most; a won game is still won
    // at once.
    let mut rng = Random::new(34);
    let mut strategy = Weights::zero(4, 4);
    strategy.deeper = 1;
    for _ in 0..30 {
        let p = random_position(&mut rng, 4, 4, 5);
        let mv = ConTacTix::choose(&strategy, &p);
        let wins = wins_of(&p, p.to_move);
        if !wins.is_empty() {
            assert!(wins.contains(&mv));
            continue;
        }
        let side = if p.to_move == Side::X { 1 } else { 2 };
        let mut b = program::board(4, 4);
        b.cells = p.cells;
        let best = program::best(
            &mut b,
            side,
            &strategy.w,
            &strategy.learned,
            &[false; program::CELLS],
            2,
        );
        let top = &best.cells[..best.count];
        assert!(top.contains(&mv.index()), "{mv} on {p:?}");
        let deep = |at: usize| {
            let mut b = b;
            program::deep_value(&mut b, side, at, -program::WIN - program::WIN, true)
        };
        assert!(top.iter().all(|&at| deep(at) <= deep(mv.index())));
    }
}

#[test]
fn lessons_raise_the_deeper_digit_no_higher_than_a_board_can_afford() {
    let most = |columns, rows| program::deepest(&program::board(columns, rows));
    assert_eq!(most(7, 7), program::DEEPEST);
    assert_eq!(most(8, 8), program::DEEPEST);
    assert_eq!(most(13, 4), program::DEEPEST);
    assert_eq!(most(13, 5), 0);
    assert_eq!(most(9, 9), 0);
    assert_eq!(most(11, 11), 0);
    // At the most, and when its evaluation has settled, a lost game
    // changes neither: the move it remembers keeps Westley's contract.
    // Moving second on 4x4, the program loses to its own search.
    let mut strategy = Weights::zero(4, 4);
    strategy.deeper = program::DEEPEST;
    strategy.lessons = program::LESSONS;
    strategy.all = [program::FAR; program::FEATURES];
    let mut opponent = merlyn::contactix::Assignment;
    let (line, last) =
        play_out::<ConTacTix>(ConTacTix::new_game(strategy), &mut opponent, false).unwrap();
    assert_eq!(ConTacTix::status(&last.state), Status::Lost);
    let learned = ConTacTix::strategy(&last.state);
    assert_eq!(
        (learned.deeper, learned.learned, learned.w),
        (strategy.deeper, strategy.learned, strategy.w)
    );
    assert_eq!(learned.again_count, 1);
    assert_ne!(
        replayed(learned, &line.moves),
        replayed(strategy, &line.moves)
    );
}

#[test]
fn a_level_sets_how_many_best_moves_a_program_searches_deeper() {
    let mut strategy = Weights::zero(7, 7);
    strategy.deeper = 4;
    for level in [0, 3, program::DEEPEST, program::STRONGEST] {
        ConTacTix::at_level(&mut strategy, level).unwrap();
        assert_eq!(strategy.deeper, level);
    }
    let error = ConTacTix::at_level(&mut strategy, 11).unwrap_err();
    assert_eq!(
        error.to_string(),
        "--level 11: Con-Tac-Tix's levels are 0 to 9, how many best moves beside its best it \
         searches a move deeper, and 10, its strongest"
    );
    assert_eq!(strategy.deeper, program::STRONGEST);
    // A state holds a digit: a level above 9 is never written into one.
    let source = ConTacTix::source(&ConTacTix::new_game(strategy));
    assert!(source.contains("        \"deeper: 9\",\n"), "{source}");
}

#[test]
fn the_strongest_level_plays_the_best_of_three_by_a_search_six_moves_deep() {
    // At its strongest level on a board that is not small (72 cells here)
    // the program plays, of its five best moves (`WIDEST`), the one that
    // scores best six moves deep among the three it searches so far: never
    // worse, six moves deep, than the move five moves deep chose, and
    // sometimes another.
    let (columns, rows) = (9, 8);
    let mut rng = Random::new(35);
    let mut strategy = Weights::zero(columns, rows);
    strategy.learned = [-10, 6];
    let mut strongest = strategy;
    ConTacTix::at_level(&mut strongest, program::STRONGEST).unwrap();
    let mut other = 0;
    for _ in 0..40 {
        let p = random_position(&mut rng, columns, rows, 10);
        let mv = ConTacTix::choose(&strongest, &p);
        if !wins_of(&p, p.to_move).is_empty() {
            continue;
        }
        let side = if p.to_move == Side::X { 1 } else { 2 };
        let mut b = program::board(columns, rows);
        b.cells = p.cells;
        assert!(!program::small(&b));
        let none = [false; program::CELLS];
        let top = program::best(
            &mut b,
            side,
            &strategy.w,
            &strategy.learned,
            &none,
            program::WIDEST,
        );
        let at = |k: usize| top.cells[k];
        let k = (0..top.count).find(|&k| at(k) == mv.index());
        let k = k.unwrap_or_else(|| panic!("{mv} is not among the best on {p:?}"));
        let first = program::deepest_of(&mut b, side, &top);
        let f = (0..top.count).find(|&k| at(k) == first).unwrap();
        let six = |k: usize| {
            let mut b = b;
            let v = program::deep_value_of(&mut b, side, at(k), -2 * program::WIN, true, 6);
            v * program::POINT + top.worths[k]
        };
        assert!(six(k) >= six(f), "{mv} against {first} on {p:?}");
        other += usize::from(k != f);
    }
    assert!(
        other > 0,
        "the strongest level played level 4's move every time"
    );
}

/// Whether the side to move of `p` wins it, whatever the other side
/// plays: worked out to the end of the game, with no help from the
/// program.
fn wins_to_the_end(p: &Position, known: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&wins) = known.get(&p.cells[..]) {
        return wins;
    }
    let wins = p.empties().into_iter().any(|c| {
        let q = p.play(c);
        q.winner() == Some(p.to_move) || !wins_to_the_end(&q, known)
    });
    known.insert(p.cells.to_vec(), wins);
    wins
}

#[test]
fn on_a_small_board_the_strongest_level_finds_the_wins_of_a_search_to_the_end() {
    // On a small board the strongest level weighs its moves by playouts:
    // on 4x4 boards with eight or nine empty cells, where one or two moves
    // win against every reply and the others lose, none at once, it plays
    // one that wins, as a search to the end of the game finds; and on the
    // same board, the same move again.
    let mut rng = Random::new(41);
    let mut strongest = Weights::zero(4, 4);
    ConTacTix::at_level(&mut strongest, program::STRONGEST).unwrap();
    let mut found = 0;
    while found < 6 {
        let p = random_position(&mut rng, 4, 4, 7 + found % 2);
        let mut known = HashMap::new();
        let winning: Vec<Cell> = p
            .empties()
            .into_iter()
            .filter(|&c| !wins_to_the_end(&p.play(c), &mut known))
            .collect();
        if winning.is_empty() || winning.len() > 2 || !wins_of(&p, p.to_move).is_empty() {
            continue;
        }
        let shown = ConTacTix::rows(&p).join("\n");
        let mv = ConTacTix::choose(&strongest, &p);
        assert!(winning.contains(&mv), "{mv} loses on\n{shown}");
        if found == 0 {
            assert_eq!(ConTacTix::choose(&strongest, &p), mv, "\n{shown}");
        }
        found += 1;
    }
}

/// The result line and the players' line of `merlyn match A mcts:400:5`
/// on 7x7, ten games from random openings, with `more` arguments.
fn against_mcts(test: Test, a: &str, more: &[&str]) -> (Test, String, String) {
    let ran = test
        .args([
            "match",
            a,
            "mcts:400:5",
            "--games",
            "10",
            "--opening-moves",
            "2",
        ])
        .args(more.iter().copied())
        .run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let result = lines.last().unwrap_or(&"").to_string();
    let named = lines
        .iter()
        .find(|l| l.contains(a))
        .unwrap_or(&"")
        .to_string();
    (ran.then(), result, named)
}

#[test]
fn a_match_at_a_level_plays_a_program_as_if_it_had_learned_that_level() {
    let mut deep = Weights::zero(7, 7);
    deep.deeper = 3;
    let test = Test::merlyn()
        .write(
            "zero.rs",
            &ConTacTix::source(&ConTacTix::new_game(Weights::zero(7, 7))),
        )
        .write("deep.rs", &ConTacTix::source(&ConTacTix::new_game(deep)));
    let (test, deep_plain, _) = against_mcts(test, "deep.rs", &[]);
    let (test, zero_at_3, named) = against_mcts(test, "zero.rs", &["--level", "3"]);
    assert!(named.contains("zero.rs at level 3"), "{named}");
    assert_eq!(zero_at_3, deep_plain);
    let (test, deep_at_0, _) = against_mcts(test, "deep.rs", &["--level", "0"]);
    let (_, zero_plain, _) = against_mcts(test, "zero.rs", &[]);
    assert_eq!(deep_at_0, zero_plain);
    // Against this player, on this board, the level changes the games.
    assert_ne!(deep_plain, zero_plain);
}

#[test]
fn a_board_of_64_cells_or_more_asks_to_be_compiled_optimised() {
    let line = "        \"rustc: -C opt-level=1\",\n    ];";
    for (columns, rows, asks) in [
        (7, 7, false),
        (8, 8, true),
        (16, 4, true),
        (9, 7, false),
        (26, 26, true),
    ] {
        let source = generation::zero::<ConTacTix>(Weights::zero(columns, rows));
        assert_eq!(source.contains(line), asks, "{columns}x{rows}");
        // The line is the state's last, and the generation reads it back.
        let state = generation::read::<ConTacTix>(&source).unwrap();
        assert_eq!(ConTacTix::position(&state).columns, columns);
        let played = ConTacTix::play(state, Some(cell("A1"))).unwrap();
        assert_eq!(ConTacTix::source(&played.state).contains(line), asks);
    }
}

/// The human's moves of a game on a 5x5 board that generation zero
/// answers otherwise at level 10, its strongest, as `merlyn match
/// --level 10` plays it: the first such line of up to three moves (cells
/// in order), and the strong program's game after it.
fn a_line_level_ten_changes() -> (Vec<usize>, Vec<u16>) {
    use merlyn::contactix::program::{self, ON};
    let zero = ConTacTix::new_game(Weights::zero(5, 5));
    let strong = ConTacTix::new_game(Weights {
        deeper: program::STRONGEST,
        ..Weights::zero(5, 5)
    });
    let cells: Vec<usize> = (0..5)
        .flat_map(|r| (0..5).map(move |c| r * MAX + c))
        .collect();
    let mut lines: Vec<(Vec<usize>, _, _)> =
        cells.iter().map(|&at| (vec![at], zero, strong)).collect();
    while !lines.is_empty() {
        let (human, zero, strong) = lines.remove(0);
        let at = *human.last().unwrap();
        let (Ok(a), Ok(b)) = (program::play(zero, at), program::play(strong, at)) else {
            continue;
        };
        if a.moves[..a.count] != b.moves[..b.count] {
            return (human, b.moves[..b.count].to_vec());
        }
        if a.status == ON && human.len() < 3 {
            lines.extend(
                cells
                    .iter()
                    .map(|&next| ([&human[..], &[next]].concat(), a, b)),
            );
        }
    }
    panic!("no line of three moves where level 10 plays otherwise");
}

#[test]
fn a_game_asked_for_at_level_ten_is_played_at_it_through_the_driver() {
    let (human, strong) = a_line_level_ten_changes();
    let name = |at: usize| format!("{}{}", (b'A' + (at % MAX) as u8) as char, at / MAX + 1);
    let five = merlyn::generation::zero::<ConTacTix>(Weights::zero(5, 5));
    let mut test = Test::play().write("contactix.rs", &five).args([
        "contactix",
        "--level",
        "10",
        &name(human[0]),
    ]);
    for &at in &human[1..] {
        test = test.run().then().args(["contactix".to_string(), name(at)]);
    }
    let ran = test.run();
    let game = generation::read_state::<ConTacTix>(&ran.path().join("contactix-next.rs"))
        .expect("a Con-Tac-Tix generation");
    assert_eq!(game.level, Some(10));
    assert_eq!(&game.moves[..game.count], &strong[..]);
    assert!(
        ran.read("contactix-next.rs")
            .contains("\"deeper: 0 (10 in this game)\","),
        "{}",
        common::state_block(&ran.read("contactix-next.rs"))
    );
}

#[test]
fn a_game_finished_at_a_level_is_recorded_with_it_and_replays_from_its_record() {
    // On 3x3, the human taking the first empty cell each turn: a game of
    // a few turns, all at level 10 though asked once.
    let mut test =
        Test::play()
            .write("contactix.rs", &three())
            .args(["contactix", "--level", "10", "A1"]);
    let ran = loop {
        let ran = test.run();
        let game = generation::read_state::<ConTacTix>(&ran.path().join("contactix-next.rs"))
            .expect("a Con-Tac-Tix generation");
        if game.status != program::ON {
            break ran;
        }
        assert_eq!(game.level, Some(10));
        let at = (0..9)
            .map(|k| k / 3 * MAX + k % 3)
            .find(|&at| game.board.cells[at] == 0)
            .expect("an empty cell");
        let cell = format!("{}{}", (b'A' + (at % MAX) as u8) as char, at / MAX + 1);
        test = ran.then().args(["contactix".to_string(), cell]);
    };
    let record = ran.read("contactix-history.txt");
    let line = record.lines().last().expect("a line of the record");
    assert!(line.contains(" level=10 "), "{line}");
    let replayed = std::process::Command::new(common::merlyn_binary())
        .args(["replay", "--game", "contactix", line])
        .output()
        .unwrap();
    assert!(
        replayed.status.success(),
        "{}",
        String::from_utf8_lossy(&replayed.stderr)
    );
    // The learned strategy it names is the one replay learns.
    let learned = line
        .split(" learned=")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    let out = String::from_utf8_lossy(&replayed.stdout);
    assert!(out.contains(&format!("weights={learned}")), "{out}\n{line}");
}

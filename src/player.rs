//! Players: who picks a side's moves in a match or a training game. Every
//! game has `first` and `last` (the first or last legal move in the game's
//! scan order), `random:SEED` and `engine:COMMAND` (an external engine); a
//! game adds its own, such as Reversi's `greedy`; and a program plays as
//! its own generations would. The `Player` trait itself is part of the
//! game interface (`game`), since a game names its own players.

use crate::game::{Game, Rules, Side};
use crate::generation;
use crate::protocol::engine::Engine;
use anyhow::{Context, bail};
use std::path::Path;

pub use crate::game::Player;

/// The first legal move in the game's scan order.
pub struct First;

impl<G: Rules> Player<G> for First {
    fn choose(&mut self, _: &G::Position, moves: &[G::Move]) -> G::Move {
        moves[0]
    }
}

/// The last legal move in the game's scan order.
pub struct Last;

impl<G: Rules> Player<G> for Last {
    fn choose(&mut self, _: &G::Position, moves: &[G::Move]) -> G::Move {
        moves[moves.len() - 1]
    }
}

/// A legal move picked at random, from a seeded stream (SplitMix64): the
/// same seed, the same games. Made with `new`, the stream goes on from one
/// game to the next; made with `for_game`, each game has a stream of its
/// own.
pub struct Random {
    state: u64,
}

impl Random {
    pub fn new(seed: u64) -> Random {
        Random { state: seed }
    }

    /// The stream of game number `game` of a player seeded `seed`: it
    /// depends on the seed and the game's number only, not on the games
    /// before it, so that games may be played in any order, on any number
    /// of cores, with the same results.
    pub fn for_game(seed: u64, game: u64) -> Random {
        let seed = Random::new(seed).next_u64();
        let game = Random::new(game ^ 0x6a09_e667_f3bc_c908).next_u64();
        Random::new(Random::new(seed ^ game).next_u64())
    }

    /// The next number of the stream.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl<G: Rules> Player<G> for Random {
    fn choose(&mut self, _: &G::Position, moves: &[G::Move]) -> G::Move {
        moves[(self.next_u64() % moves.len() as u64) as usize]
    }
}

/// A program: the move its generation's own engine chooses, by its strategy.
pub struct Program<G: Game> {
    pub strategy: G::Strategy,
}

impl<G: Game> Player<G> for Program<G> {
    fn choose(&mut self, position: &G::Position, _: &[G::Move]) -> G::Move {
        G::choose(&self.strategy, position)
    }
}

/// The players every game has, for help and errors.
pub const COMMON: [&str; 5] = [
    "first",
    "last",
    "random:SEED",
    "engine:COMMAND",
    "control:FILE",
];

/// The names of `G`'s built-in players.
pub fn names<G: Game>() -> String {
    COMMON
        .iter()
        .chain(G::PLAYERS)
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

/// Does `name` name the player `form` stands for? A form is a name
/// (`greedy`), or a name and a parameter in capitals (`random:SEED`), which
/// any name with the same head and a colon matches (`random:7`).
pub fn fits(form: &str, name: &str) -> bool {
    match form.split_once(':') {
        Some((head, _)) => name
            .split_once(':')
            .is_some_and(|(name_head, _)| name_head == head),
        None => form == name,
    }
}

/// Is `name` one of `G`'s players, the ones every game has or its own,
/// rather than a file's?
pub fn is_player<G: Game>(name: &str) -> bool {
    COMMON.iter().chain(G::PLAYERS).any(|form| fits(form, name))
}

/// The strategy of the program in the generation FILE `name`, or of the
/// control of one (`control:FILE`); none when `name` is another of `G`'s
/// players, or names no file (which `Recipe::named` refuses, saying what
/// a player may be).
pub fn file_strategy<G: Game>(name: &str) -> anyhow::Result<Option<G::Strategy>> {
    if let Some(file) = name.strip_prefix("control:") {
        let strategy = G::strategy(&generation::read_state::<G>(Path::new(file))?);
        return Ok(Some(G::control(&strategy)));
    }
    if is_player::<G>(name) || !Path::new(name).exists() {
        return Ok(None);
    }
    Ok(Some(G::strategy(&generation::read_state::<G>(Path::new(
        name,
    ))?)))
}

/// Are games under the strategies `a` and `b` played on one board (of one
/// size, in Con-Tac-Tix)?
pub fn same_board<G: Game>(a: &G::Strategy, b: &G::Strategy) -> bool {
    G::start_of(a, Side::X) == G::start_of(b, Side::X)
}

/// The player `name` names for `G`: a built-in player, or the program in a
/// generation FILE of `G`. A random player's stream goes on from one game
/// to the next.
pub fn by_name<G: Game>(name: &str) -> anyhow::Result<Box<dyn Player<G>>> {
    Ok(Recipe::named(name)?.player())
}

/// What a player's name stands for, read once (a FILE's program is read
/// here), to make the player from as often as needed: once for many
/// games, or once per game.
pub enum Recipe<G: Game> {
    First,
    Last,
    Random(u64),
    /// One of the game's own players, by name.
    Own(String),
    /// A program playing by this strategy.
    Program(G::Strategy),
    /// An external engine, by the command that runs it.
    Engine(String),
}

impl<G: Game> Recipe<G> {
    /// The recipe of the player `name` names for `G`: a built-in player,
    /// or the program in a generation FILE of `G`.
    pub fn named(name: &str) -> anyhow::Result<Recipe<G>> {
        match name {
            "first" => return Ok(Recipe::First),
            "last" => return Ok(Recipe::Last),
            _ => {}
        }
        if let Some(seed) = name.strip_prefix("random:") {
            let seed = seed.parse().with_context(|| {
                format!("`{name}`: the seed of a random player is a whole number, such as random:7")
            })?;
            return Ok(Recipe::Random(seed));
        }
        if name.starts_with("control:") {
            let strategy = file_strategy::<G>(name)?.expect("the control of a file");
            return Ok(Recipe::Program(strategy));
        }
        if let Some(command) = name.strip_prefix("engine:") {
            if command.trim().is_empty() {
                bail!("`{name}`: give the engine's command, such as engine:'gnugo --mode gtp'");
            }
            return Ok(Recipe::Engine(command.to_string()));
        }
        if G::player(name).is_some() {
            return Ok(Recipe::Own(name.to_string()));
        }
        // One of the game's players, with a parameter it does not take.
        if let Some(form) = G::PLAYERS
            .iter()
            .find(|form| form.contains(':') && fits(form, name))
        {
            bail!("`{name}` is no player of {}: the form is {form}", G::NAME);
        }
        if !Path::new(name).exists() {
            bail!(
                "`{name}` is neither a player of {} ({}) nor a generation's file",
                G::NAME,
                names::<G>()
            );
        }
        let state = generation::read_state::<G>(Path::new(name))?;
        Ok(Recipe::Program(G::strategy(&state)))
    }

    /// The player, a random one with a stream that goes on from one game
    /// to the next.
    pub fn player(&self) -> Box<dyn Player<G>> {
        match self {
            Recipe::Random(seed) => Box::new(Random::new(*seed)),
            _ => self.for_game(0),
        }
    }

    /// The player for game number `game`, a random one with the stream of
    /// that game (`Random::for_game`), a game's own player made new.
    pub fn for_game(&self, game: u64) -> Box<dyn Player<G>> {
        match self {
            Recipe::First => Box::new(First),
            Recipe::Last => Box::new(Last),
            Recipe::Random(seed) => Box::new(Random::for_game(*seed, game)),
            Recipe::Own(name) => G::player(name).expect("a player the game named"),
            Recipe::Program(strategy) => Box::new(Program::<G> {
                strategy: *strategy,
            }),
            Recipe::Engine(command) => Box::new(Engine::<G>::new(command, G::PROTOCOL)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Random, fits};

    #[test]
    fn a_game_s_random_stream_depends_on_its_seed_and_number_only() {
        let draw = |seed, game| Random::for_game(seed, game).next_u64();
        assert_eq!(draw(7, 3), draw(7, 3));
        assert_ne!(draw(7, 3), draw(7, 4));
        assert_ne!(draw(7, 3), draw(8, 3));
        assert_ne!(draw(7, 0), draw(0, 7));
    }

    #[test]
    fn a_form_with_a_parameter_fits_any_name_with_its_head() {
        assert!(fits("random:SEED", "random:7"));
        assert!(fits("alphabeta:DEPTH", "alphabeta:3"));
        assert!(!fits("random:SEED", "random"));
        assert!(!fits("random:SEED", "randomly:7"));
        assert!(fits("greedy", "greedy"));
        assert!(!fits("greedy", "greedy:2"));
    }
}

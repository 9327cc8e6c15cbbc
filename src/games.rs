//! The games merlyn knows, by name, and the one place that turns a name
//! into a game's type: every command that takes a GAME, or reads one from
//! a generation's state block, runs its work through `Kind::run`. Adding
//! a game is one line of `src/registry.rs`, which this file reads. The commands' help and errors
//! that speak of every game are made here too, from each game's own
//! constants (`Facts`), so that no command lists the games by hand. This
//! registry stands above the games and the interface they share: nothing
//! it uses uses it.

use crate::game::{Game, Protocol, Sizes};
use crate::generation::Block;
use std::fmt;

/// The registry, `src/registry.rs`, read here: one line a game, its
/// `Kind`, and its folder's type.
macro_rules! registry {
    ($($kind:ident => $module:ident :: $game:ident,)*) => {
        /// A game merlyn generates programs for.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum Kind {
            $($kind,)*
        }

        impl Kind {
            /// Every game, in the order merlyn learned them.
            pub const ALL: [Kind; [$(Kind::$kind),*].len()] = [$(Kind::$kind),*];

            /// Runs `task` with this game's type.
            pub fn run<T: Task>(self, task: T) -> T::Output {
                match self {
                    $(Kind::$kind => task.run::<crate::$module::$game>(),)*
                }
            }
        }
    };
}

include!("registry.rs");

/// Work to do with one game, whichever it is.
pub trait Task {
    type Output;
    fn run<G: Game>(self) -> Self::Output;
}

/// What a game's constants say of it, whatever its type: for help,
/// errors, and the commands that pick a game.
#[derive(Clone, Copy, Debug)]
pub struct Facts {
    pub name: &'static str,
    pub about: &'static str,
    pub zero: &'static str,
    pub example: &'static str,
    pub form: &'static str,
    pub players: &'static [&'static str],
    pub sizes: Option<Sizes>,
    pub margin: &'static str,
    pub protocol: Protocol,
}

impl Kind {
    /// What the game's constants say of it.
    pub fn facts(self) -> Facts {
        struct Of;
        impl Task for Of {
            type Output = Facts;
            fn run<G: Game>(self) -> Facts {
                Facts {
                    name: G::NAME,
                    about: G::ABOUT,
                    zero: G::ZERO,
                    example: G::EXAMPLE,
                    form: G::FORM,
                    players: G::PLAYERS,
                    sizes: G::SIZES,
                    margin: G::MARGIN,
                    protocol: G::PROTOCOL,
                }
            }
        }
        self.run(Of)
    }

    /// The game's name: `tic-tac-toe`, `reversi`, `contactix`, `gomoku`.
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// Generation zero, as `templates/GAME.rs` holds it.
    pub fn zero(self) -> &'static str {
        self.facts().zero
    }

    /// The game of a name.
    pub fn named(name: &str) -> anyhow::Result<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| anyhow::anyhow!("`{name}` is not a game merlyn knows: {}", Kind::list()))
    }

    /// The game of a generation, read from its state block.
    pub fn of_source(source: &str) -> anyhow::Result<Kind> {
        Kind::named(Block::find(source)?.game)
    }

    /// The games' names, for messages: `tic-tac-toe, reversi, contactix, gomoku`.
    pub fn list() -> String {
        Kind::ALL.map(Kind::name).join(", ")
    }

    /// The sizes of the game's board, when it is played on more than one.
    pub fn sizes(self) -> Option<Sizes> {
        self.facts().sizes
    }

    /// The games played on boards of many sizes.
    pub fn of_many_sizes() -> Vec<Kind> {
        Kind::ALL
            .into_iter()
            .filter(|kind| kind.sizes().is_some())
            .collect()
    }

    /// The game `--size` means when no game is named: the one game of
    /// many sizes.
    pub fn sized() -> anyhow::Result<Kind> {
        match Kind::of_many_sizes()[..] {
            [kind] => Ok(kind),
            _ => anyhow::bail!("--size is for {}: give --game too", Kind::sized_list()),
        }
    }

    /// The games of many sizes, for messages: `contactix`, `a or b`.
    fn sized_list() -> String {
        let names: Vec<&str> = Kind::of_many_sizes().into_iter().map(Kind::name).collect();
        or_list(&names)
    }
}

/// Words joined for a sentence: `a`, `a or b`, `a, b or c`.
pub fn or_list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Generation zero's strategy of `G` on a board of the size written
/// `size`, `CxR`; an error, naming the games of many sizes, for a game of
/// one board.
pub fn sized<G: Game>(size: &str) -> anyhow::Result<G::Strategy> {
    if G::SIZES.is_none() {
        anyhow::bail!(
            "{} is played on one board only: --size `{size}` is for {}",
            G::NAME,
            Kind::sized_list()
        );
    }
    G::sized(size)
}

/// What `--size` takes, for help: each game of many sizes, and its sizes,
/// `contactix: 2x2 to 26x26, 11x11 by default`.
pub fn size_help() -> String {
    Kind::of_many_sizes()
        .into_iter()
        .filter_map(|kind| Some(format!("{kind}: {}", kind.sizes()?.range())))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Is `name` a built-in player's, of any game, rather than a file's?
pub fn is_built_in(name: &str) -> bool {
    struct Own<'a>(&'a str);
    impl Task for Own<'_> {
        type Output = bool;
        fn run<G: Game>(self) -> bool {
            crate::player::is_player::<G>(self.0)
        }
    }
    Kind::ALL.iter().any(|kind| kind.run(Own(name)))
}

/// The generation's file a player's name reads, if any: a FILE, or the
/// FILE of `control:FILE`.
pub fn file_of(name: &str) -> Option<&str> {
    match name.strip_prefix("control:") {
        Some(file) => Some(file),
        None if is_built_in(name) => None,
        None => Some(name),
    }
}

/// Each game's `facts(kind)`, when it has any, after its name:
/// `reversi: greedy, reverxii; contactix: shortest`.
fn each(facts: impl Fn(Facts) -> Option<String>) -> String {
    Kind::ALL
        .into_iter()
        .filter_map(|kind| Some(format!("{kind}: {}", facts(kind.facts())?)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The strategy's form in each game, for help: `tic-tac-toe: 10
/// characters, ...; reversi: 64 weight digits, ...`.
pub fn forms() -> String {
    each(|facts| Some(facts.form.to_string()))
}

/// The built-in players of every game, for help: `first`, `last`,
/// `random:SEED`, `engine:COMMAND (an engine speaking GTP, or Gomocup in
/// gomoku)`, `the game's own (reversi: greedy, ...; ...)`.
pub fn players() -> Vec<String> {
    let engine = format!("engine:COMMAND (an engine speaking {})", protocols());
    let own = each(|facts| (!facts.players.is_empty()).then(|| facts.players.join(", ")));
    crate::player::COMMON
        .iter()
        .map(|&form| match form {
            "engine:COMMAND" => engine.clone(),
            "control:FILE" => {
                "control:FILE (the control of FILE's program: its search, with generation \
                     zero's evaluation)"
                    .to_string()
            }
            _ => form.to_string(),
        })
        .chain([format!("the game's own ({own})")])
        .collect()
}

/// The protocols the games' engines speak: the most games' first, then
/// each other with its games, `GTP, or Gomocup in gomoku`.
fn protocols() -> String {
    let mut spoken: Vec<(Protocol, Vec<&str>)> = Vec::new();
    for kind in Kind::ALL {
        let facts = kind.facts();
        match spoken.iter_mut().find(|(p, _)| *p == facts.protocol) {
            Some((_, games)) => games.push(facts.name),
            None => spoken.push((facts.protocol, vec![facts.name])),
        }
    }
    spoken.sort_by_key(|(_, games)| std::cmp::Reverse(games.len()));
    let mut said = spoken[0].0.name().to_string();
    for (protocol, games) in &spoken[1..] {
        said.push_str(&format!(", or {} in {}", protocol.name(), or_list(games)));
    }
    said
}

/// What a game's margin counts, for help: `discs in reversi; 1 for a
/// win in the other games`.
pub fn margins() -> String {
    let usual = crate::game::ONE_FOR_A_WIN;
    let mut said: Vec<String> = Kind::ALL
        .into_iter()
        .map(Kind::facts)
        .filter(|facts| facts.margin != usual)
        .map(|facts| format!("{} in {}", facts.margin, facts.name))
        .collect();
    said.push(if said.is_empty() {
        usual.to_string()
    } else {
        format!("{usual} in the other games")
    });
    said.join("; ")
}

/// A game of moves in each game's notation, for help: `146 in
/// tic-tac-toe, f5d6c3 in reversi, ...`.
pub fn examples() -> String {
    Kind::ALL
        .into_iter()
        .map(|kind| format!("{} in {kind}", kind.facts().example))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A move in each game's notation, for help: `1, f5, F6, h8`, the first
/// of each game's `EXAMPLE`.
pub fn moves() -> String {
    struct First;
    impl Task for First {
        type Output = String;
        fn run<G: Game>(self) -> String {
            let moves = G::parse_moves(G::EXAMPLE).expect("a game's example is a game");
            moves[0].to_string()
        }
    }
    Kind::ALL.map(|kind| kind.run(First)).join(", ")
}

/// A game as a player names it, for every command that takes a GAME: its
/// name in any case, `ttt` for tic-tac-toe, and for a near miss the game
/// meant (see `driver::spelling`, which the driver reads names with too).
#[derive(Clone, Copy, Debug)]
pub struct Named;

impl Named {
    /// The game `name` means, or why none, in one line that ends with
    /// where `help` lists the games.
    pub fn find(name: &str, help: &str) -> Result<Kind, String> {
        let names = Kind::ALL.map(Kind::name);
        match crate::driver::spelling::find(name, &names) {
            Ok(found) => Ok(Kind::ALL[names.iter().position(|n| *n == found).unwrap_or(0)]),
            Err(near) => Err(crate::driver::spelling::refusal(name, near, help)),
        }
    }
}

impl clap::builder::TypedValueParser for Named {
    type Value = Kind;

    fn parse_ref(
        &self,
        command: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Kind, clap::Error> {
        let help = format!("merlyn {} --help", command.get_name());
        Named::find(&value.to_string_lossy(), &help).map_err(|why| {
            clap::Error::raw(clap::error::ErrorKind::InvalidValue, format!("{why}\n"))
                .with_cmd(command)
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(Kind::ALL.into_iter().map(|kind| {
            let facts = kind.facts();
            clap::builder::PossibleValue::new(facts.name).help(facts.about)
        })))
    }
}

/// Every GAME argument reads its game with `Named` (`value_parser!`
/// finds it here), which lists the games for help and completions.
impl clap::builder::ValueParserFactory for Kind {
    type Parser = Named;

    fn value_parser() -> Named {
        Named
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_joined_for_a_sentence() {
        assert_eq!(or_list(&[]), "");
        assert_eq!(or_list(&["a"]), "a");
        assert_eq!(or_list(&["a", "b"]), "a or b");
        assert_eq!(or_list(&["a", "b", "c"]), "a, b or c");
    }

    #[test]
    fn help_says_each_games_protocol_and_margin_once_for_the_many() {
        assert_eq!(protocols(), "GTP, or Gomocup in gomoku");
        assert_eq!(
            margins(),
            "discs in reversi; 1 for a win in the other games"
        );
        assert_eq!(moves(), "1, f5, F6, h8, 4");
        assert_eq!(size_help(), "contactix: 2x2 to 26x26, 11x11 by default");
    }
}

//! The assignment's board file: the text form in which the seed program
//! reads a board and writes the next, with its colours, its orientation
//! and its tiles.
//!
//! ```text
//! size: 3 * 3
//! turn: red
//! orientation: red * blue
//! state: undecided
//! tiles: 2
//!     (A2) -> red
//!     (B2) -> blue
//! ```
//!
//! Fields come in any order, one to a line, blanks ignorable; the `tiles`
//! line is followed by exactly that many tile lines. The first colour of
//! `orientation` joins top and bottom (merlyn's `X`), the second left and
//! right (`0`).

use super::board::{Cell, MAX, Position};
use super::{ConTacTix, Weights};
use crate::game::{Game, Side};
use crate::generation;
use anyhow::{Context, bail, ensure};
use std::fmt;
use std::str::FromStr;

/// A board file, read and checked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardFile {
    pub columns: usize,
    pub rows: usize,
    /// The colour to move.
    pub turn: String,
    /// The colour joining top and bottom, and the colour joining left and right.
    pub orientation: [String; 2],
    /// The winner the file names (`state: won by ...`), if any. The file's
    /// word is kept, not checked: the board decides who has won.
    pub won_by: Option<String>,
    /// The tiles, in the file's order.
    pub tiles: Vec<(Cell, String)>,
}

impl BoardFile {
    /// The side of a colour of the orientation.
    fn side(&self, colour: &str) -> Side {
        if colour == self.orientation[0] {
            Side::X
        } else {
            Side::Zero
        }
    }

    /// The colour of a side.
    pub fn colour(&self, side: Side) -> &str {
        match side {
            Side::X => &self.orientation[0],
            Side::Zero => &self.orientation[1],
        }
    }

    /// The board, `X` for the first colour of the orientation, `0` for the
    /// second, and the colour to move.
    pub fn position(&self) -> Position {
        let mut position = Position::empty(self.columns, self.rows, self.side(&self.turn));
        for (cell, colour) in &self.tiles {
            position.set(*cell, Some(self.side(colour)));
        }
        position
    }

    /// The file of `position`, in `colours` (top and bottom, then left and
    /// right): its tiles in reading order, its state from its board.
    pub fn of(position: &Position, colours: [String; 2]) -> BoardFile {
        let mut file = BoardFile {
            columns: position.columns,
            rows: position.rows,
            turn: String::new(),
            orientation: colours,
            won_by: None,
            tiles: Vec::new(),
        };
        file.turn = file.colour(position.to_move).to_string();
        for cell in position.all() {
            if let Some(side) = position.get(cell) {
                file.tiles.push((cell, file.colour(side).to_string()));
            }
        }
        file.won_by = position.winner().map(|side| file.colour(side).to_string());
        file
    }

    /// This file after the colour to move puts a tile on `cell`, an empty
    /// cell of its board: the tile added last, the turn passed on, and the
    /// state as the new board has it.
    pub fn after(&self, cell: Cell) -> BoardFile {
        let next = self.position().play(cell);
        let mut file = self.clone();
        file.tiles.push((cell, self.turn.clone()));
        file.turn = self.colour(next.to_move).to_string();
        file.won_by = next.winner().map(|side| self.colour(side).to_string());
        file
    }
}

/// The colours a generation's board is written in: red for you (`X`, top
/// and bottom), blue for the program (`0`, left and right).
pub fn colours() -> [String; 2] {
    ["red".into(), "blue".into()]
}

/// A generation holding `file`'s board, with `strategy` (generation zero's
/// weights for its size when none): its first colour is yours, and the
/// program moves first when the file gives the turn to its second.
pub fn generation(file: &BoardFile, strategy: Option<Weights>) -> anyhow::Result<String> {
    if file.columns < 2 || file.rows < 2 {
        anyhow::bail!(
            "the board is {} * {}: a generation's board is 2x2 to {MAX}x{MAX}",
            file.columns,
            file.rows
        );
    }
    let strategy = strategy.unwrap_or_else(|| Weights::zero(file.columns, file.rows));
    let position = file.position();
    if let Some(side) = position.winner() {
        anyhow::bail!(
            "the board is won already, by {}: a generation holds a game still to play",
            file.colour(side)
        );
    }
    let state = super::from_position(&position, strategy)?;
    Ok(ConTacTix::source(&state))
}

/// The board file of a Con-Tac-Tix generation's position, in `colours()`.
pub fn of_generation(source: &str) -> anyhow::Result<BoardFile> {
    let state = generation::read::<ConTacTix>(source)?;
    Ok(BoardFile::of(&ConTacTix::position(&state), colours()))
}

impl fmt::Display for BoardFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "size: {} * {}", self.columns, self.rows)?;
        writeln!(f, "turn: {}", self.turn)?;
        writeln!(
            f,
            "orientation: {} * {}",
            self.orientation[0], self.orientation[1]
        )?;
        match &self.won_by {
            Some(colour) => writeln!(f, "state: won by {colour}")?,
            None => writeln!(f, "state: undecided")?,
        }
        writeln!(f, "tiles: {}", self.tiles.len())?;
        for (cell, colour) in &self.tiles {
            writeln!(f, "    ({cell}) -> {colour}")?;
        }
        Ok(())
    }
}

/// A colour: a web colour name, `[a-zA-Z0-9]+`.
fn colour(text: &str, field: &str) -> anyhow::Result<String> {
    ensure!(
        !text.is_empty() && text.bytes().all(|b| b.is_ascii_alphanumeric()),
        "`{text}` in `{field}` is not a colour: a colour is letters and digits, such as red or SandyBrown"
    );
    Ok(text.to_string())
}

/// Two things joined by `*`, blanks around them ignored.
fn pair<'a>(text: &'a str, field: &str, example: &str) -> anyhow::Result<(&'a str, &'a str)> {
    match text.split('*').collect::<Vec<_>>()[..] {
        [a, b] if !a.trim().is_empty() && !b.trim().is_empty() => Ok((a.trim(), b.trim())),
        _ => {
            bail!("`{field}: {text}` is not two things joined by `*`, such as `{field}: {example}`")
        }
    }
}

/// A number of columns or rows, 1 to 26.
fn dimension(text: &str, what: &str) -> anyhow::Result<usize> {
    let n: usize = text
        .parse()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
        .with_context(|| format!("`{text}` is not a number of {what}"))?;
    ensure!(
        (1..=MAX).contains(&n),
        "a board has 1 to {MAX} {what}, not {n}"
    );
    Ok(n)
}

/// A tile line: `(A2) -> red`.
fn tile(line: &str) -> anyhow::Result<(Cell, String)> {
    let bad = || format!("`{line}` is not a tile, such as `(A2) -> red`");
    let (cell, colour_name) = line.split_once("->").with_context(bad)?;
    let cell = cell
        .trim()
        .strip_prefix('(')
        .and_then(|c| c.strip_suffix(')'))
        .with_context(bad)?;
    let cell: Cell = cell.trim().parse().with_context(bad)?;
    Ok((cell, colour(colour_name.trim(), "tiles")?))
}

impl FromStr for BoardFile {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<BoardFile> {
        let mut size = None;
        let mut turn = None;
        let mut orientation = None;
        let mut state = None;
        let mut tiles: Option<Vec<(Cell, String)>> = None;
        let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
        while let Some(line) = lines.next() {
            if line.starts_with('(') {
                bail!("the tile line `{line}` is more than `tiles` says");
            }
            let (field, value) = line
                .split_once(':')
                .with_context(|| format!("`{line}` is not a field, such as `size: 11 * 11`"))?;
            let (field, value) = (field.trim(), value.trim());
            let once = |seen: bool| -> anyhow::Result<()> {
                ensure!(!seen, "the field `{field}` is given twice");
                Ok(())
            };
            match field {
                "size" => {
                    once(size.is_some())?;
                    let (columns, rows) = pair(value, field, "11 * 11")?;
                    size = Some((dimension(columns, "columns")?, dimension(rows, "rows")?));
                }
                "turn" => {
                    once(turn.is_some())?;
                    turn = Some(colour(value, field)?);
                }
                "orientation" => {
                    once(orientation.is_some())?;
                    let (a, b) = pair(value, field, "red * blue")?;
                    let (a, b) = (colour(a, field)?, colour(b, field)?);
                    ensure!(a != b, "`orientation: {value}` names one colour twice");
                    orientation = Some([a, b]);
                }
                "state" => {
                    once(state.is_some())?;
                    state = Some(match value.strip_prefix("won by") {
                        Some(winner) if !winner.trim().is_empty() => {
                            Some(colour(winner.trim(), field)?)
                        }
                        _ if value == "undecided" => None,
                        _ => bail!(
                            "`state: {value}` is not a state: `undecided`, or `won by` and a colour"
                        ),
                    });
                }
                "tiles" => {
                    once(tiles.is_some())?;
                    let count: usize = value
                        .parse()
                        .ok()
                        .filter(|_| value.bytes().all(|b| b.is_ascii_digit()))
                        .with_context(|| format!("`tiles: {value}` is not a number of tiles"))?;
                    let mut read = Vec::new();
                    for k in 0..count {
                        let line = lines.next().with_context(|| {
                            format!("`tiles: {count}` but the file ends after {k} of them")
                        })?;
                        ensure!(
                            line.starts_with('('),
                            "`tiles: {count}` but only {k} tile lines follow it: `{line}` is not a tile"
                        );
                        read.push(tile(line)?);
                    }
                    tiles = Some(read);
                }
                _ => bail!("`{field}` is not a field: size, turn, orientation, state or tiles"),
            }
        }
        let missing = |field: &str| format!("the field `{field}` is missing");
        let (columns, rows) = size.with_context(|| missing("size"))?;
        let file = BoardFile {
            columns,
            rows,
            turn: turn.with_context(|| missing("turn"))?,
            orientation: orientation.with_context(|| missing("orientation"))?,
            won_by: state.with_context(|| missing("state"))?,
            tiles: tiles.with_context(|| missing("tiles"))?,
        };
        file.check()?;
        Ok(file)
    }
}

impl BoardFile {
    /// The checks that need every field: colours of the orientation, tiles
    /// on the board, one tile to a cell.
    fn check(&self) -> anyhow::Result<()> {
        let [a, b] = &self.orientation;
        let known = |colour: &str, field: &str| -> anyhow::Result<()> {
            ensure!(
                colour == a || colour == b,
                "`{colour}` in `{field}` is not a colour of the orientation, {a} or {b}"
            );
            Ok(())
        };
        known(&self.turn, "turn")?;
        if let Some(winner) = &self.won_by {
            known(winner, "state")?;
        }
        let mut taken = [false; MAX * MAX];
        for (cell, colour) in &self.tiles {
            known(colour, "tiles")?;
            ensure!(
                usize::from(cell.column) < self.columns && usize::from(cell.row) < self.rows,
                "tile {cell} is off the board: {} columns (A to {}) and {} rows",
                self.columns,
                char::from(b'A' + self.columns as u8 - 1),
                self.rows
            );
            ensure!(!taken[cell.index()], "cell {cell} has two tiles");
            taken[cell.index()] = true;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "orientation: red * blue
tiles: 4
    (A2) -> red
    (B2) -> blue
    (A1) -> red
    (C2) -> blue
size: 3 * 3
turn: red
state: undecided
";

    #[test]
    fn reads_the_assignment_example_in_its_own_order() {
        let file: BoardFile = EXAMPLE.parse().unwrap();
        assert_eq!((file.columns, file.rows), (3, 3));
        assert_eq!(file.turn, "red");
        assert_eq!(file.orientation, ["red", "blue"]);
        assert_eq!(file.won_by, None);
        let tiles: Vec<String> = file
            .tiles
            .iter()
            .map(|(cell, colour)| format!("{cell}={colour}"))
            .collect();
        assert_eq!(tiles, ["A2=red", "B2=blue", "A1=red", "C2=blue"]);
        let position = file.position();
        assert_eq!(position.to_move, Side::X);
        assert_eq!(position.get("C2".parse().unwrap()), Some(Side::Zero));
    }

    #[test]
    fn writes_what_it_reads() {
        let file: BoardFile = EXAMPLE.parse().unwrap();
        let written = file.to_string();
        assert!(written.starts_with("size: 3 * 3\nturn: red\norientation: red * blue\n"));
        assert_eq!(written.parse::<BoardFile>().unwrap(), file);
    }

    #[test]
    fn a_file_that_ends_before_its_tiles_is_refused() {
        let text = "size: 3 * 3\nturn: red\norientation: red * blue\nstate: undecided\ntiles: 2\n(A1) -> red\n";
        let error = text.parse::<BoardFile>().unwrap_err().to_string();
        assert_eq!(error, "`tiles: 2` but the file ends after 1 of them");
    }

    #[test]
    fn blanks_are_ignorable() {
        let squeezed =
            "size:3*3\nturn:red\norientation:red*blue\nstate:won by blue\ntiles:1\n(A1)->red\n";
        let spread = "\n  size :  3  *  3  \n\n turn : red \norientation : red * blue\n state:  won by   blue\n tiles : 1 \n\n   ( a1 )  ->  red  \n\n";
        let (a, b): (BoardFile, BoardFile) = (squeezed.parse().unwrap(), spread.parse().unwrap());
        assert_eq!(a, b);
        assert_eq!(a.won_by.as_deref(), Some("blue"));
    }

    #[test]
    fn the_move_after_passes_the_turn_and_counts_the_tile() {
        let file: BoardFile = EXAMPLE.parse().unwrap();
        let after = file.after("A3".parse().unwrap());
        assert_eq!(after.turn, "blue");
        assert_eq!(after.tiles.len(), 5);
        assert_eq!(after.won_by.as_deref(), Some("red"));
        let after = file.after("C3".parse().unwrap());
        assert_eq!(after.won_by, None);
    }

    #[test]
    fn refuses_every_kind_of_bad_file_with_one_line_naming_it() {
        let cases = [
            (
                "tiles: 4",
                "tiles: 5",
                "`tiles: 5` but only 4 tile lines follow it",
            ),
            (
                "tiles: 4",
                "tiles: 3",
                "the tile line `(C2) -> blue` is more than `tiles` says",
            ),
            (
                "tiles: 4",
                "tiles: four",
                "`tiles: four` is not a number of tiles",
            ),
            (
                "(C2) -> blue",
                "(C2) -> green",
                "`green` in `tiles` is not a colour of the orientation",
            ),
            (
                "turn: red",
                "turn: green",
                "`green` in `turn` is not a colour",
            ),
            (
                "(C2) -> blue",
                "(C2) -> bl-ue",
                "`bl-ue` in `tiles` is not a colour",
            ),
            (
                "red * blue",
                "red * dark blue",
                "`dark blue` in `orientation` is not a colour",
            ),
            ("red * blue", "red * red", "names one colour twice"),
            ("red * blue", "red blue", "is not two things joined by `*`"),
            (
                "size: 3 * 3",
                "size: 3 x 3",
                "`size: 3 x 3` is not two things joined by `*`",
            ),
            (
                "size: 3 * 3",
                "size: 3 * 3 * 3",
                "is not two things joined by `*`",
            ),
            (
                "size: 3 * 3",
                "size: three * 3",
                "`three` is not a number of columns",
            ),
            (
                "size: 3 * 3",
                "size: 27 * 3",
                "a board has 1 to 26 columns, not 27",
            ),
            (
                "size: 3 * 3",
                "size: 3 * 0",
                "a board has 1 to 26 rows, not 0",
            ),
            ("size: 3 * 3", "size: 2 * 3", "tile C2 is off the board"),
            ("(C2) -> blue", "(A1) -> blue", "cell A1 has two tiles"),
            ("(C2) -> blue", "C2 -> blue", "`C2 -> blue` is not a tile"),
            ("(C2) -> blue", "(C22) -> blue", "tile C22 is off the board"),
            (
                "state: undecided",
                "state: lost",
                "`state: lost` is not a state",
            ),
            (
                "state: undecided",
                "state: won by green",
                "`green` in `state` is not a colour of",
            ),
            (
                "turn: red",
                "turn: red\nturn: blue",
                "the field `turn` is given twice",
            ),
            ("turn: red", "", "the field `turn` is missing"),
            ("turn: red", "move: red", "`move` is not a field"),
            ("turn: red", "turn red", "`turn red` is not a field"),
        ];
        for (from, to, expected) in cases {
            let text = EXAMPLE.replacen(from, to, 1);
            let error = format!("{:#}", text.parse::<BoardFile>().unwrap_err());
            assert!(error.contains(expected), "{to:?}: {error}");
            assert!(!error.contains('\n'), "{to:?}: {error}");
        }
    }

    #[test]
    fn any_colour_names_and_sizes_round_trip_through_a_position() {
        let file: BoardFile = "size: 26 * 2\nturn: SandyBrown\norientation: lime * SandyBrown\nstate: undecided\ntiles: 2\n(Z2) -> lime\n(A1) -> SandyBrown\n"
            .parse()
            .unwrap();
        let position = file.position();
        assert_eq!((position.columns, position.rows), (26, 2));
        assert_eq!(position.to_move, Side::Zero);
        let back = BoardFile::of(&position, file.orientation.clone());
        // Tiles come back in reading order.
        assert_eq!(back.tiles[0].0.to_string(), "A1");
        assert_eq!(back.position(), position);
    }
}

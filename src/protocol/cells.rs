//! Gomocup's cells, `x,y` from the top left, and Gomoku's names for them
//! (`h8`), on a board of any size: what both sides of the protocol, the
//! brain served (`gomocup`) and an engine played (`engine`), write and
//! read, and nothing of either.

/// The name in Gomoku's notation (`h8`: a column letter, a row counted
/// from the bottom) of the cell `x`, `y` on a board of `size` (columns,
/// rows); none off the board.
pub fn name(x: usize, y: usize, (columns, rows): (usize, usize)) -> Option<String> {
    (x < columns && y < rows && x < 26)
        .then(|| format!("{}{}", char::from(b'a' + x as u8), rows - y))
}

/// The `x`, `y` of a cell's name in Gomoku's notation on a board of `size`.
pub fn xy(name: &str, (columns, rows): (usize, usize)) -> Option<(usize, usize)> {
    let (&letter, row) = name.as_bytes().split_first()?;
    let x = usize::from(letter.to_ascii_lowercase().checked_sub(b'a')?);
    let row: usize = std::str::from_utf8(row).ok()?.parse().ok()?;
    (x < columns && (1..=rows).contains(&row)).then(|| (x, rows - row))
}

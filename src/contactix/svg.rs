//! Pictures of Con-Tac-Tix boards, as the assignment draws them: each cell
//! a hexagon filled with its tile's colour (white when empty), each row
//! half a cell right of the row above, a bar of each player's colour along
//! its two edges, and the column letters and row numbers beside the board.
//! Several boards stack one under another in one picture.

use super::file::BoardFile;
use crate::game::Side;
use std::fmt::Write;

/// The width of a cell, from flat side to flat side.
const WIDTH: f64 = 40.0;
/// The distance from a cell's centre to each of its corners.
const RADIUS: f64 = WIDTH / 1.732_050_807_568_877_2;
/// Room around a board for its bars and labels.
const MARGIN: f64 = 40.0;
/// The thickness of an edge's bar, and its distance from the cells.
const BAR: f64 = 6.0;

/// The size of the picture of one board: its width and height.
fn size(board: &BoardFile) -> (f64, f64) {
    let (columns, rows) = (board.columns as f64, board.rows as f64);
    (
        2.0 * MARGIN + columns * WIDTH + (rows - 1.0) * WIDTH / 2.0,
        2.0 * MARGIN + 2.0 * RADIUS + (rows - 1.0) * 1.5 * RADIUS,
    )
}

/// The centre of the cell in `column` and `row` (from 0).
fn centre(column: usize, row: usize) -> (f64, f64) {
    (
        MARGIN + WIDTH / 2.0 + column as f64 * WIDTH + row as f64 * WIDTH / 2.0,
        MARGIN + RADIUS + row as f64 * 1.5 * RADIUS,
    )
}

/// The picture of `boards`, one under another.
pub fn picture(boards: &[BoardFile]) -> String {
    let width = boards.iter().map(|b| size(b).0).fold(0.0, f64::max);
    let height: f64 = boards.iter().map(|b| size(b).1).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="14">"#
    );
    let mut top = 0.0;
    for board in boards {
        let _ = writeln!(out, r#"<g transform="translate(0 {top:.1})">"#);
        draw(&mut out, board);
        out.push_str("</g>\n");
        top += size(board).1;
    }
    out.push_str("</svg>\n");
    out
}

/// Draws one board, its top left corner at the origin.
fn draw(out: &mut String, board: &BoardFile) {
    let (last_column, last_row) = (board.columns - 1, board.rows - 1);
    let position = board.position();
    // The bars: top and bottom in the first colour, left and right in the
    // second.
    let (top_left, top_right) = (centre(0, 0), centre(last_column, 0));
    let (bottom_left, bottom_right) = (centre(0, last_row), centre(last_column, last_row));
    let (h, r, gap) = (WIDTH / 2.0, RADIUS, BAR + BAR / 2.0);
    let bars = [
        (
            Side::X,
            (top_left.0 - h, top_left.1 - r - gap),
            (top_right.0 + h, top_right.1 - r - gap),
        ),
        (
            Side::X,
            (bottom_left.0 - h, bottom_left.1 + r + gap),
            (bottom_right.0 + h, bottom_right.1 + r + gap),
        ),
        (
            Side::Zero,
            (top_left.0 - h - gap, top_left.1 - r / 2.0),
            (bottom_left.0 - h - gap, bottom_left.1 + r / 2.0),
        ),
        (
            Side::Zero,
            (top_right.0 + h + gap, top_right.1 - r / 2.0),
            (bottom_right.0 + h + gap, bottom_right.1 + r / 2.0),
        ),
    ];
    for (side, (x1, y1), (x2, y2)) in bars {
        let _ = writeln!(
            out,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{}" stroke-width="{BAR}" stroke-linecap="round"/>"#,
            board.colour(side)
        );
    }
    // The cells.
    for cell in position.all() {
        let (x, y) = centre(usize::from(cell.column), usize::from(cell.row));
        let corners: Vec<String> = (0..6)
            .map(|k| {
                let angle = (60.0 * f64::from(k) - 90.0).to_radians();
                format!(
                    "{:.1},{:.1}",
                    x + RADIUS * angle.cos(),
                    y + RADIUS * angle.sin()
                )
            })
            .collect();
        let fill = position
            .get(cell)
            .map_or("white", |side| board.colour(side));
        let _ = writeln!(
            out,
            r#"<polygon points="{}" fill="{fill}" stroke="black"><title>{cell}</title></polygon>"#,
            corners.join(" ")
        );
    }
    // The labels: column letters above the board, row numbers to its left.
    for column in 0..board.columns {
        let (x, y) = centre(column, 0);
        let letter = char::from(b'A' + column as u8);
        let label_y = y - RADIUS - 3.0 * BAR;
        let _ = writeln!(
            out,
            r#"<text x="{x:.1}" y="{label_y:.1}" text-anchor="middle">{letter}</text>"#
        );
    }
    for row in 0..board.rows {
        let (x, y) = centre(0, row);
        let label_x = x - WIDTH / 2.0 - 3.0 * BAR;
        let _ = writeln!(
            out,
            r#"<text x="{label_x:.1}" y="{y:.1}" text-anchor="end" dominant-baseline="central">{}</text>"#,
            row + 1
        );
    }
}

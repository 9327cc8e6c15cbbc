//! The learning curve as a picture: how a program in training did against
//! each held-out player at each checkpoint, drawn as an SVG chart of win,
//! draw and loss rates over the training games, so that whether learning
//! helps can be seen at a glance.

use crate::versus::Record;
use std::fmt::Write;

/// The checkpoints of a training.
pub struct Curve {
    /// What the chart is of, for its title: `reversi`.
    pub game: String,
    /// The held-out players, in the order of each checkpoint's records.
    pub opponents: Vec<String>,
    /// Each checkpoint: the training games played before it, and the
    /// program's record against each held-out player.
    pub checkpoints: Vec<(usize, Vec<Record>)>,
}

const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 440.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 560.0;
const TOP: f64 = 50.0;
const BOTTOM: f64 = 380.0;
/// One colour per player, told apart in print and by most colour-blind
/// readers (Okabe and Ito's palette).
const COLOURS: [&str; 8] = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442",
];

/// The colour of the marks.
const MARK: &str = "#888888";

/// The rates drawn, each a line style: wins solid with dots, losses
/// dashed, draws dotted.
const KINDS: [(&str, &str, &str); 3] = [
    ("wins", "", "2.5"),
    ("losses", "8 4", "2"),
    ("draws", "2 3", "1.5"),
];

/// The words around a chart: its title and its axes; and, where a chart
/// has them, a line under the title that says whose results it counts,
/// and marks at some points of the x axis (the games a program learned
/// from), with the words the legend gives them.
#[derive(Default)]
pub struct Labels {
    pub title: String,
    pub x: String,
    pub y: String,
    pub note: String,
    pub marks: Vec<usize>,
    pub marked: Vec<String>,
}

impl Curve {
    /// The chart, a whole SVG document: per held-out player, one line for
    /// its win rate, one for its loss rate and one for its draw rate, in
    /// percent of the games, over the training games.
    pub fn svg(&self) -> String {
        self.svg_labelled(&Labels {
            title: format!("{}: the learning curve against held-out players", self.game),
            x: "training games".to_string(),
            y: "share of the games at each checkpoint".to_string(),
            ..Labels::default()
        })
    }

    /// The chart with other words around it.
    pub fn svg_labelled(&self, labels: &Labels) -> String {
        let mut svg = String::new();
        let last = self.checkpoints.last().map_or(0, |(games, _)| *games);
        let x_step = tick_step(last);
        let x_max = if last == 0 {
            1
        } else {
            last.div_ceil(x_step) * x_step
        };
        let x = |games: usize| LEFT + (RIGHT - LEFT) * games as f64 / x_max as f64;
        let y = |rate: f64| BOTTOM - (BOTTOM - TOP) * rate / 100.0;
        let _ = writeln!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
             viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"13\">"
        );
        let title = &labels.title;
        let _ = writeln!(svg, "<title>{}</title>", escape(title));
        let _ = writeln!(
            svg,
            "<rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>"
        );
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">{}</text>",
            (LEFT + RIGHT) / 2.0,
            escape(title)
        );
        // The plot, its grid and its axes.
        let _ = writeln!(
            svg,
            "<rect class=\"plot\" x=\"{LEFT}\" y=\"{TOP}\" width=\"{}\" height=\"{}\" \
             fill=\"none\" stroke=\"#444\"/>",
            RIGHT - LEFT,
            BOTTOM - TOP
        );
        for rate in [0, 25, 50, 75, 100] {
            let at = y(f64::from(rate));
            let _ = writeln!(
                svg,
                "<line x1=\"{LEFT}\" y1=\"{at}\" x2=\"{RIGHT}\" y2=\"{at}\" stroke=\"#ddd\"/>\n\
                 <text x=\"{}\" y=\"{}\" text-anchor=\"end\">{rate}%</text>",
                LEFT - 6.0,
                at + 4.0
            );
        }
        let mut games = 0;
        while games <= x_max {
            let at = x(games);
            let _ = writeln!(
                svg,
                "<line x1=\"{at}\" y1=\"{BOTTOM}\" x2=\"{at}\" y2=\"{}\" stroke=\"#444\"/>\n\
                 <text x=\"{at}\" y=\"{}\" text-anchor=\"middle\">{games}</text>",
                BOTTOM + 5.0,
                BOTTOM + 20.0
            );
            games += x_step;
        }
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n\
             <text x=\"18\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {})\">\
             {}</text>",
            (LEFT + RIGHT) / 2.0,
            BOTTOM + 42.0,
            escape(&labels.x),
            (TOP + BOTTOM) / 2.0,
            (TOP + BOTTOM) / 2.0,
            escape(&labels.y)
        );
        if !labels.note.is_empty() {
            let _ = writeln!(
                svg,
                "<text class=\"note\" x=\"{}\" y=\"44\" text-anchor=\"middle\" \
                 font-size=\"12\">{}</text>",
                (LEFT + RIGHT) / 2.0,
                escape(&labels.note)
            );
        }
        // The marks, under the lines: a grey upright line at each.
        for &at in &labels.marks {
            let _ = writeln!(
                svg,
                "<line class=\"mark\" data-at=\"{at}\" x1=\"{0:.1}\" y1=\"{TOP}\" \
                 x2=\"{0:.1}\" y2=\"{BOTTOM}\" stroke=\"{MARK}\" stroke-width=\"1.5\" \
                 stroke-dasharray=\"3 3\"/>",
                x(at)
            );
        }
        // The lines: draws under losses under wins.
        for (kind, dashes, width) in KINDS.iter().rev() {
            for (i, opponent) in self.opponents.iter().enumerate() {
                let colour = COLOURS[i % COLOURS.len()];
                let points: Vec<(f64, f64)> = self
                    .checkpoints
                    .iter()
                    .filter_map(|(games, records)| {
                        let record = records.get(i)?;
                        Some((x(*games), y(rate(record, kind)?)))
                    })
                    .collect();
                let text: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{x:.1},{y:.1}"))
                    .collect();
                let dashes = if dashes.is_empty() {
                    String::new()
                } else {
                    format!(" stroke-dasharray=\"{dashes}\"")
                };
                let _ = writeln!(
                    svg,
                    "<polyline class=\"{kind}\" data-against=\"{}\" points=\"{}\" fill=\"none\" \
                     stroke=\"{colour}\" stroke-width=\"{width}\"{dashes}/>",
                    escape(opponent),
                    text.join(" ")
                );
                if *kind == "wins" {
                    for (x, y) in &points {
                        let _ = writeln!(
                            svg,
                            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"{colour}\"/>"
                        );
                    }
                }
            }
        }
        // The legend: the players by colour, then the rates by style.
        let key = RIGHT + 20.0;
        let mut at = TOP + 10.0;
        for (i, opponent) in self.opponents.iter().enumerate() {
            let colour = COLOURS[i % COLOURS.len()];
            let _ = writeln!(
                svg,
                "<line x1=\"{key}\" y1=\"{at}\" x2=\"{}\" y2=\"{at}\" stroke=\"{colour}\" \
                 stroke-width=\"4\"/>\n<text class=\"legend\" x=\"{}\" y=\"{}\">against {}</text>",
                key + 24.0,
                key + 30.0,
                at + 4.0,
                escape(opponent)
            );
            at += 20.0;
        }
        at += 10.0;
        for (kind, dashes, width) in KINDS {
            let _ = writeln!(
                svg,
                "<line x1=\"{key}\" y1=\"{at}\" x2=\"{}\" y2=\"{at}\" stroke=\"#444\" \
                 stroke-width=\"{width}\" stroke-dasharray=\"{}\"/>\n\
                 <text x=\"{}\" y=\"{}\">{kind}</text>",
                key + 24.0,
                if dashes.is_empty() { "none" } else { dashes },
                key + 30.0,
                at + 4.0
            );
            at += 20.0;
        }
        if !labels.marks.is_empty() {
            at += 10.0;
            let _ = writeln!(
                svg,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{MARK}\" \
                 stroke-width=\"1.5\" stroke-dasharray=\"3 3\"/>",
                key + 12.0,
                at - 8.0,
                key + 12.0,
                at + 8.0
            );
            for (i, words) in labels.marked.iter().enumerate() {
                let _ = writeln!(
                    svg,
                    "<text class=\"legend\" x=\"{}\" y=\"{}\">{}</text>",
                    key + 30.0,
                    at + 4.0 + 16.0 * i as f64,
                    escape(words)
                );
            }
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// A record's rate of `kind` (wins, losses or draws), in percent; none
/// without games.
fn rate(record: &Record, kind: &str) -> Option<f64> {
    if record.games == 0 {
        return None;
    }
    let count = match kind {
        "wins" => record.wins,
        "losses" => record.losses,
        _ => record.draws,
    };
    Some(100.0 * f64::from(count) / f64::from(record.games))
}

/// The step between the x axis's ticks: 1, 2 or 5 times a power of ten,
/// for at most about six ticks up to `last`.
fn tick_step(last: usize) -> usize {
    let mut step = 1;
    loop {
        for factor in [1, 2, 5] {
            if last / (step * factor) <= 6 {
                return step * factor;
            }
        }
        step *= 10;
    }
}

/// Text as SVG may hold it.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::tick_step;

    #[test]
    fn the_x_axis_has_a_few_round_ticks() {
        assert_eq!(tick_step(0), 1);
        assert_eq!(tick_step(5), 1);
        assert_eq!(tick_step(10), 2);
        assert_eq!(tick_step(100), 20);
        assert_eq!(tick_step(1000), 200);
        assert_eq!(tick_step(3000), 500);
    }
}

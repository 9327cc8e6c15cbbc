//! A line of the record of finished games, as the driver writes it and
//! `merlyn history` and `merlyn replay` read it: its layout in one place.
//!
//! ```text
//! 1357 result=loss strategy=9999999999 learned=1899999999 lesson=I learned: ...
//! ```
//!
//! The game in `merlyn replay`'s notation (`?` when the driver did not see
//! it all), the result from the program's side, the strategy it was played
//! under, the level a player asked the game to be played at (`level=8`,
//! only then) and, after a game it learned from (every loss; in Connect
//! Four, every game), the one it learned and what the program said it
//! learned, which ends the line.

use std::fmt;

/// The results a line may hold, from the program's side.
pub const RESULTS: [&str; 3] = ["win", "loss", "draw"];

/// A line of the record, its fields as they stand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry<'a> {
    pub moves: &'a str,
    pub result: &'a str,
    pub strategy: &'a str,
    /// The level a player asked the game to be played at, if one.
    pub level: Option<&'a str>,
    /// After a loss, and only then.
    pub learned: Option<&'a str>,
    pub lesson: Option<&'a str>,
}

/// Why a line is not one of the record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unread<'a> {
    /// Its fields are missing, out of order, or more.
    Form,
    /// Its result is none of `RESULTS`.
    Result(&'a str),
}

impl<'a> Entry<'a> {
    /// Reads a line of the record.
    pub fn read(line: &'a str) -> Result<Entry<'a>, Unread<'a>> {
        let (line, lesson) = match line.split_once(" lesson=") {
            Some((line, lesson)) => (line, Some(lesson)),
            None => (line, None),
        };
        let words: Vec<&str> = line.split(' ').collect();
        let field = |at: usize, name: &str| words.get(at).and_then(|word| word.strip_prefix(name));
        let (Some(result), Some(strategy)) = (field(1, "result="), field(2, "strategy=")) else {
            return Err(Unread::Form);
        };
        let level = field(3, "level=");
        let next = 3 + usize::from(level.is_some());
        let (moves, learned) = (words[0], field(next, "learned="));
        if !RESULTS.contains(&result) {
            return Err(Unread::Result(result));
        }
        if words.len() > next + usize::from(learned.is_some())
            || (learned.is_none() && result == "loss")
            || (lesson.is_some() && learned.is_none())
        {
            return Err(Unread::Form);
        }
        Ok(Entry {
            moves,
            result,
            strategy,
            level,
            learned,
            lesson,
        })
    }
}

impl fmt::Display for Entry<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Entry {
            moves,
            result,
            strategy,
            ..
        } = self;
        write!(f, "{moves} result={result} strategy={strategy}")?;
        if let Some(level) = self.level {
            write!(f, " level={level}")?;
        }
        if let Some(learned) = self.learned {
            write!(f, " learned={learned}")?;
        }
        if let Some(lesson) = self.lesson {
            write!(f, " lesson={lesson}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_as_itself() {
        for line in [
            "146 result=win strategy=9999999999",
            "? result=draw strategy=1899999999",
            "1357 result=loss strategy=9999999999 learned=1899999999",
            "1357 result=loss strategy=9999999999 learned=1899999999 lesson=I learned: a = b.",
            "4 result=win strategy=row:lessons1 learned=row:lessons2 lesson=I learned (lesson 2):",
            "f5d6 result=loss strategy=a/b level=8 learned=c/d lesson=Played at a level.",
            "F6 result=win strategy=w level=10 learned=w;lessons1",
        ] {
            assert_eq!(Entry::read(line).unwrap().to_string(), line);
        }
    }

    #[test]
    fn a_line_out_of_form_is_not_read() {
        for line in [
            "146 result=win",
            "146 strategy=9999999999 result=win",
            "1357 result=loss strategy=9999999999",
            "146 result=win strategy=9999999999 lesson=I learned: nothing",
            "146 result=win strategy=9999999999 more",
            "146 result=win strategy=9999999999 learned=1 level=8",
            "146 result=loss strategy=9999999999 level=8",
        ] {
            assert_eq!(Entry::read(line), Err(Unread::Form), "{line}");
        }
        assert_eq!(
            Entry::read("146 result=lost strategy=9999999999"),
            Err(Unread::Result("lost"))
        );
    }
}

//! `merlyn train` learns in-process, in microseconds; the real thing is a
//! program compiled and played turn by turn through `scripts/ttt`. Both
//! must walk the same path: the same losing lines, the same lessons.

mod common;

use common::Test;
use merlyn::generation::Block;

/// The ten strategy characters of a generation's source.
fn strategy(source: &str) -> String {
    Block::find(source).expect("a state block").lines[6][..10].to_string()
}

#[test]
fn training_through_compiled_generations_follows_the_path_of_train() {
    let trained = Test::merlyn().args(["train"]).run();
    let losses: Vec<(String, String)> = trained
        .stdout
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("loss ")?;
            let mut words = rest.split(' ').skip(1);
            let line = words.next()?.strip_prefix("line=")?.to_string();
            let strategy = words.next()?.strip_prefix("strategy=")?.to_string();
            Some((line, strategy))
        })
        .take(4)
        .collect();
    assert_eq!(losses.len(), 4, "{}", trained.stdout);

    let mut test = Test::ttt();
    for (line, learned) in losses {
        // The adversary's line, played for real: `c` lets the program open.
        let mut moves: Vec<Vec<String>> = Vec::new();
        let digits = match line.strip_prefix('c') {
            Some(rest) => {
                moves.push(Vec::new());
                rest
            }
            None => &line,
        };
        moves.extend(digits.chars().map(|digit| vec![digit.to_string()]));
        let mut last = None;
        for args in moves {
            let ran = test.args(args).run();
            last = Some(ran.stdout.lines().last().unwrap_or("").to_string());
            test = ran.then();
        }
        assert_eq!(
            last.as_deref(),
            Some("I lose...I won't make THAT mistake again!"),
            "line {line}"
        );
        let merlyn = std::fs::read_to_string(test.path().join("merlyn.rs")).unwrap();
        assert_eq!(strategy(&merlyn), learned, "after line {line}");
    }
}

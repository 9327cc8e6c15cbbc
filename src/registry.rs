// The games merlyn knows, one line a game: its kind, then its folder
// under src/ and its type there. The library reads this list with its own
// `registry!` (src/games.rs), which makes every command take the game; the
// driver, which uses std alone, with its own (src/driver/games.rs), which
// includes the folder's `driver.rs`. Adding a game is one line here.
registry! {
    TicTacToe => tictactoe::TicTacToe,
    Reversi => reversi::Reversi,
    ConTacTix => contactix::ConTacTix,
    Gomoku => gomoku::Gomoku,
    ConnectFour => connectfour::ConnectFour,
}

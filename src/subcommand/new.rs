use crate::generation;
use crate::strategy::Strategy;

/// Print generation zero, the program that starts it all.
#[derive(clap::Args, Debug)]
pub struct New {
    /// The 10-character strategy string (9883857753 never loses).
    #[arg(long, default_value_t = Strategy::ORIGINAL)]
    strategy: Strategy,
}

impl New {
    pub fn run(self) -> anyhow::Result<i32> {
        print!("{}", generation::zero(self.strategy));
        Ok(0)
    }
}

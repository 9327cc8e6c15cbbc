//! The engines' protocols, both ways, in layers: lines read with a bound
//! (`bounded`) and Gomocup's cells (`cells`) at the bottom; a generation
//! served over GTP (`gtp`) and as a Gomocup brain (`gomocup`); and the
//! other side, an external engine as a player (`engine`, its process held
//! within bounds in `engine/process.rs`), which speaks either protocol.

pub mod bounded;
pub mod cells;
pub mod engine;
pub mod gomocup;
pub mod gtp;

//! `merlyn perft` in bounded memory: a parallel count splits the tree into
//! parts it holds all at once, and for Gomoku three moves down was 11
//! million positions, 3.4 GB, before the first was counted. This binary's
//! allocator counts every byte, and refuses any beyond a bound (the
//! process then aborts, as under a memory limit).

use merlyn::game::{Rules, Side};
use merlyn::gomoku::Gomoku;
use merlyn::perft::{Watch, parallel};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The most bytes this test binary may hold at once.
const BOUND: usize = 256 << 20;

struct Counted;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to the system's allocator, unchanged,
// but for the refusal of what would pass the bound (a null pointer, which
// the caller must handle).
unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        if held > BOUND {
            HELD.fetch_sub(layout.size(), Ordering::Relaxed);
            return std::ptr::null_mut();
        }
        PEAK.fetch_max(held, Ordering::Relaxed);
        // SAFETY: as the caller asked.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: as the caller asked.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// Stops a count once its first part is counted.
struct First(AtomicBool);

impl Watch for First {
    fn counted(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    fn stop(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

#[test]
fn a_deep_gomoku_count_holds_its_parts_in_a_few_megabytes() {
    // `merlyn perft gomoku 4` on two threads, stopped after its first
    // part: what it held to split the tree is what it holds at its peak.
    let start = Gomoku::start(Side::X);
    let first = First(AtomicBool::new(false));
    assert_eq!(parallel::<Gomoku>(&start, 4, 2, &first), None);
    assert!(first.0.load(Ordering::Relaxed), "no part was counted");
    let peak = PEAK.load(Ordering::Relaxed);
    assert!(peak < 16 << 20, "a peak of {} MB", peak >> 20);
}

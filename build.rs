// The library compiles templates/merlyn.rs as its `program` module, to run
// the very engine every generation carries. A generation has its own C
// `main`, which must not exist there: it would clash with the `main` of
// every binary that links the library. The template leaves it out under
// `cfg(merlyn_library)`, set here for the whole package.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(merlyn_library)");
    println!("cargo::rustc-cfg=merlyn_library");
    println!("cargo::rerun-if-changed=build.rs");
}

fn main() {
    std::process::exit(merlyn::run(std::env::args_os()));
}

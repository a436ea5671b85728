/// Every `segue` command, in the order `segue --help` lists them.
/// Adding a command: one file in `Sources/SegueCommandLine/Commands/` and one line here.
enum CommandRegistry {
    static let all: [any Command] = [
        PlayCommand(),
        ReplayCommand(),
        RenderCommand(),
        TimelineCommand(),
        CheckCommand(),
        ListCommand(),
        CurveCommand(),
        ExportCommand(),
        NewCommand(),
        TestCommand(),
        SweepCommand(),
    ]
}

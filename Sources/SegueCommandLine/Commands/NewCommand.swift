import SegueApp
import SegueArguments

/// `segue new NAME`: a scenario to start from — commented, a copy of a built-in, or with a
/// UIKit Swift file (docs/cli.md, "`segue new`").
struct NewCommand: Command {
    let name = "new"
    let summary = "write a scenario to start from (a commented one, a built-in's copy, or one with your own Swift file)"

    let arguments = [
        Argument("NAME", .one, "the scenario file to write, NAME.json (a path; .json may be left out); its file name is the scenario's name",
                 completion: .files),
    ]

    /// The options of new, declared once.
    enum Options {
        static let from = Option.value("from", .string, valueName: "BUILTIN",
                                       "write a copy of this built-in scenario (and the images it names, beside the copy) instead",
                                       completion: .function(SharedOptions.scenarioCompletion))
        static let swift = Option.flag("swift", "also write NAME's UIKit Swift file (my-pop: MyPop.swift), which the scenario runs: "
                                       + "an animator, an edge-pan interaction controller with its finish rule, a delegate, setUp")
        static let force = Option.flag("force", "overwrite files that exist (default: off, an existing file is refused and nothing is written)")
    }

    let options: [any AnyOption] = [Options.from, Options.swift, Options.force]

    let discussion = """
    Writes NAME.json: a navigation push on a spring and a pop that the left-edge pan scrubs,
    every key explained by a comment (a key beginning with //, which segue ignores). segue
    check accepts it and segue play plays it. --from copies a built-in scenario instead, its
    name set to NAME; --swift writes the scenario with a UIKit Swift file that runs in its
    place (docs/user-code.md). Files are written whole and renamed into place; an existing
    one needs --force. Prints what it wrote and the command to try it.

    Examples:
      segue new my-pop
      segue new Transitions/parallax --from pop-parallax
      segue new my-pop --swift
    """

    typealias Settings = NewRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try NewRun.run(Settings(invocation), console: console)
    }
}

extension NewRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        name = invocation.argument("NAME")!
        from = invocation[NewCommand.Options.from]
        swift = invocation[NewCommand.Options.swift]
        force = invocation[NewCommand.Options.force]
    }
}

import SegueApp
import SegueArguments
import SegueCore

/// `segue timeline SCENARIO|SESSION`: the numeric timeline of every view, one CSV row per frame
/// per view, and with `--log FILE` the call log as JSON Lines (docs/panel-and-exports.md). Headless: no
/// terminal is touched.
struct TimelineCommand: Command {
    let name = "timeline"
    let summary = "CSV of every view's frame, scale, rotation and alpha at each frame"

    let arguments = [Argument("SCENARIO|SESSION", .one, "a scenario file, a built-in scenario name, or a recorded session",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of timeline alone, declared once.
    enum Options {
        static let output = Option.output
        static let log = Option.value("log", .path, valueName: "FILE",
                                      "also write the call log to FILE as JSON Lines, one {\"t\": …, \"call\": …} a line "
                                      + "(written whole, then renamed into place)")
        static let presented = Option.flag("presented", "x … height are each view's box as it appears, its own transform applied, "
                                           + "instead of its frame (to compare runs that move views by frame and by transform)")
    }

    let options: [any AnyOption] = [SharedOptions.fps] + HeadlessInput.options
        + [SharedOptions.compare, SharedOptions.compareSet, Options.presented, Options.output, Options.log]

    let discussion = """
    Columns: t,phase,percent,view,x,y,width,height,scale,rotation,alpha
      t          session time, seconds
      phase      idle, animating, interactive, finishing or cancelling
      percent    the transition's time offset / duration (empty when idle)
      view       screen id, cover, or screen.element for an element or a snapshot of one
      x … height the frame before the view's own transform, points, relative to the container
                 (an element's: its parents' transforms applied, as convert(_:to:) does); with
                 --presented, the box the view covers on screen, its own transform applied too
      scale      the view's own scale; rotation its own, in degrees; alpha its own, 0…1
    One row per view in the container at that frame, bottom to top, each element right after
    its parent. With --compare or --compare-set (or for a recorded comparison) a first column,
    variant, says A (the scenario) or B (the other), A's rows of a frame before B's; both get
    the same events.

    --log FILE writes the call log the panel shows, one JSON object a line:
      {"t": 0.5, "call": "startInteractiveTransition"}
      {"t": 1.4, "call": "completeTransition(true) ignored: already completed", "warning": true}
    t is the time the panel shows (model time, seconds).

    Examples:
      segue timeline pop-parallax
      segue timeline pop-parallax --events '0.5 right*12@0.03; 0.9 enter' --fps 30
      segue timeline pop-parallax --set transitions.pop.interaction.finish.rule=threshold -o pop.csv
      segue timeline alongside -o alongside.csv --log alongside.jsonl
    """

    typealias Settings = TimelineRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try TimelineRun.run(Settings(invocation), console: console, players: players)
    }
}

extension TimelineRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        input = invocation.argument("SCENARIO|SESSION")!
        let headless = invocation[HeadlessInput.self]
        overrides = headless.overrides
        device = headless.device
        events = headless.events
        fps = invocation[SharedOptions.fps]
        until = headless.until
        output = invocation[TimelineCommand.Options.output]
        log = invocation[TimelineCommand.Options.log]
        presented = invocation[TimelineCommand.Options.presented]
        compare = invocation[SharedOptions.compare]
        compareSet = invocation[SharedOptions.compareSet].map { "\($0.key)=\($0.value)" }
    }
}

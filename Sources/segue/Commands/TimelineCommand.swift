import SegueCore
import SegueRender
import SegueRecords

/// `segue timeline SCENARIO|SESSION`: the numeric timeline of every view, one CSV row per frame
/// per view, and with `--log FILE` the call log as JSON Lines (docs/panel-and-exports.md). Headless: no
/// terminal is touched.
struct TimelineCommand: Command {
    let name = "timeline"
    let summary = "CSV of every view's frame, scale, rotation and alpha at each frame"

    let arguments = [Argument("SCENARIO|SESSION", .one, "a scenario file, a built-in scenario name, or a recorded session")]
    let options: [Option] = [SharedOptions.fps, SharedOptions.events, SharedOptions.until, SharedOptions.set, SharedOptions.repeatDelay,
                             SharedOptions.device, SharedOptions.compare, SharedOptions.compareSet, .output,
                             .value("log", .path, valueName: "FILE",
                                    "also write the call log to FILE as JSON Lines, one {\"t\": …, \"call\": …} a line "
                                    + "(written whole, then renamed into place)")]

    let discussion = """
    Columns: t,phase,percent,view,x,y,width,height,scale,rotation,alpha
      t          session time, seconds
      phase      idle, animating, interactive, finishing or cancelling
      percent    the transition's time offset / duration (empty when idle)
      view       screen id, cover, or screen.element for an element or a snapshot of one
      x … height the frame before the view's own transform, points, relative to the container
                 (an element's: its parents' transforms applied, as convert(_:to:) does)
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

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var input: String
        var overrides: [String]
        var device: String?
        var events: String?
        var fps: Int
        var until: Double?
        var output: String?
        var log: String?

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            input = invocation.argument("SCENARIO|SESSION")!
            overrides = SharedOptions.overrides(invocation)
            device = invocation.string("device")
            events = invocation.string("events")
            fps = invocation.int("fps")!
            until = invocation.double("until")
            output = invocation.string("output")
            log = invocation.string("log")
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        let input = try InputLoading.load(settings.input, overrides: settings.overrides, device: settings.device)
        input.warn(console, command: name)
        let events = try InputLoading.headlessEvents(input, script: settings.events, until: settings.until)
        let size = input.sessionSize ?? (120, 40)
        let logPath = settings.log
        if logPath == "-" { throw CLIError.usage("--log needs a file (standard output is the CSV's)") }
        let showsPanel = input.sessionShowsPanel ?? true
        let comparison = try Comparison.load(invocation, input: input, argument: settings.input, overrides: settings.overrides,
                                             device: settings.device)
        // A recorded comparison's variants as `play --compare` built them (each in its half).
        func variant(_ scenario: Scenario) -> Player {
            comparison?.isRecorded == true ? Player(comparing: scenario, terminalSize: size, showsPanel: showsPanel)
                : Player(scenario, terminalSize: size, showsPanel: showsPanel)
        }
        let player = variant(input.scenario)
        let other = comparison.map { variant($0.scenario) }
        player.tuning = input.tuning
        var log = CallLogJSONLines.Collector()
        // The log's file first: a path it cannot write to stops the command before any CSV is out.
        let inputs = input.readPaths + (comparison?.readPaths ?? [])
        let logOut = try logPath.map { try console.output(to: $0, sparing: inputs) }
        // Rows go out as they are made (the file is renamed into place at the end).
        let out = try console.output(to: settings.output, sparing: inputs)
        try out.write((other == nil ? "" : "variant,") + TimelineCSV.header + "\n")
        let ending = try HeadlessRun.run([player] + [other].compactMap { $0 }, events: events, fps: Double(settings.fps),
                                         until: settings.until) { t in
            for row in TimelineCSV.rows(t: t, scene: player.scene()) {
                try out.write((other == nil ? "" : "A,") + row + "\n")
            }
            for row in other.map({ TimelineCSV.rows(t: t, scene: $0.scene()) }) ?? [] {
                try out.write("B," + row + "\n")
            }
            if logPath != nil { log.collect(from: player) }
        }
        try out.finish()
        if input.wasCutShort { console.warn("\(input.source) was cut short (no end line): timeline up to its last event", command: name) }
        HeadlessRun.warnIfStopped(ending, console: console, command: name)
        if let logOut {
            try logOut.write(log.text)
            try logOut.finish()
        }
        return 0
    }
}

import SegueArguments
import SegueCore

/// Options several commands share, declared once.
enum SharedOptions {
    static let set = Option.keyValues("set", valueName: "KEY.PATH=VALUE",
                                      "override a scenario value before validation, e.g. --set "
                                      + "transitions.pop.animator.duration=1.2; VALUE is JSON, else a string")
    static let device = Option.value("device", .choice(Device.named.compactMap(\.name)), valueName: "NAME",
                                     "the device to run the scenario on instead of its own")
    static let fps = Option.integer("fps", min: 1, max: 1000, valueName: "N", "rate of the export", unit: "frames/s", default: 60)
    static let events = Option.value("events", .string, valueName: "SCRIPT",
                                     "input events, e.g. '0.2 p; 1.0 right*10@0.03; 1.5 enter'",
                                     defaultText: "the session's, else the scenario's demo")
    static let until = Option.number("until", NumberRange(lower: 0, lowerInclusive: true, upper: HeadlessRun.maximumDuration),
                                     valueName: "T", "time of the last frame", unit: "seconds",
                                     defaultText: "when the last event has happened and nothing moves, plus 0.1 s")
    static let repeatDelay = Option.number("repeat-delay", NumberRange(lower: 0, lowerInclusive: false, upper: 60),
                                           valueName: "SECONDS",
                                           "your keyboard's key-repeat delay: a held arrow lifts the finger this long after a press "
                                           + "that has not repeated yet (docs/gestures.md); recorded in sessions",
                                           unit: "seconds", default: 0.7)
    static let compare = Option.value("compare", .string, valueName: "SCENARIO",
                                      "compare with another scenario (a file or a built-in name), driven by the same events: "
                                      + "both devices side by side (play, render), a variant column A/B (timeline); docs/cli.md",
                                      completion: .function(scenarioCompletion))
    static let compareSet = Option.keyValues("compare-set", valueName: "KEY.PATH=VALUE",
                                             "compare with the scenario changed so; with --compare, that scenario changed so")
    static let ascii = Option.flag("ascii", "draw with ASCII characters only")
    static let noPanel = Option.flag("no-hud", "hide the side panel")

    /// The completions' shell function that offers the built-in scenarios' names (and files);
    /// `CompletionScripts` defines it.
    static let scenarioCompletion = "_segue_scenarios"

    /// `--set` values as `KEY=VALUE` strings, then `--repeat-delay` as the scenario's
    /// `repeatDelay` (so that a recording embeds it and replays the same).
    static func overrides(_ invocation: Invocation) -> [String] {
        invocation[set].map { "\($0.key)=\($0.value)" }
            + (invocation.isGiven(repeatDelay) ? ["repeatDelay=\(invocation[repeatDelay])"] : [])
    }
}

/// What a headless run (render, timeline) plays: the scenario's changes (`--set`,
/// `--repeat-delay`, `--device`), the input events and the end of the run.
struct HeadlessInput: OptionGroup {
    static let options: [any AnyOption] = [SharedOptions.events, SharedOptions.until, SharedOptions.set, SharedOptions.repeatDelay,
                                           SharedOptions.device]
    /// `--set` and `--repeat-delay` as `KEY=VALUE` overrides (`SharedOptions.overrides`).
    var overrides: [String]
    var device: String?
    var events: String?
    var until: Double?

    init(_ invocation: Invocation) {
        overrides = SharedOptions.overrides(invocation)
        device = invocation[SharedOptions.device]
        events = invocation[SharedOptions.events]
        until = invocation[SharedOptions.until]
    }
}

import SegueApp
import SegueArguments
import SegueCore

/// `segue curve SPEC`: plots a timing curve or spring in the terminal, or prints it as
/// `t,progress` CSV (docs/cli.md).
struct CurveCommand: Command {
    let name = "curve"
    let summary = "plot a timing curve or spring, or print t,progress as CSV"

    let arguments = [
        Argument("SPEC", .one, "the curve: a name, bezier(x1,y1,x2,y2) or spring(...); quote it for the shell"),
    ]

    /// The options of curve, declared once.
    enum Options {
        static let csv = Option.flag("csv", "print a header t,progress and --samples rows instead of a chart")
        static let samples = Option.integer("samples", min: 2, max: CurveCommand.maximumSamples, valueName: "N",
                                            "rows printed by --csv, t evenly spaced from 0 to the end", default: 101)
        static let duration = Option.number("duration", Timing.Limits.duration, valueName: "D",
                                            "duration of a curve, and of a spring(...) that names none", unit: "seconds", default: 1)
        static let width = Option.integer("width", min: 30, max: 1000, valueName: "N", "chart width", unit: "columns", default: 72)
        static let height = Option.integer("height", min: 6, max: 500, valueName: "N", "chart height, without the summary above it", unit: "rows",
                                           default: 20)
        static let ascii = Option.flag("ascii", "draw the chart with ASCII only (also when the locale is not UTF-8)")
        static let model = Option.value("as", .string, valueName: "MODEL",
                                        "print the spring in another model (\(SpringConversionText.modelNames.joined(separator: ", "))) "
                                        + "and the largest difference of the two curves",
                                        completion: .words(SpringConversionText.modelNames))
        static let output = Option.output
    }

    let options: [any AnyOption] = [Options.csv, Options.samples, Options.duration, Options.width, Options.height, Options.ascii,
                                    Options.model, Options.output]

    /// The most rows `--csv` prints (about 20 MB of CSV); a larger `--samples` is refused.
    static let maximumSamples = 1_000_000

    let discussion = """
    SPEC is one of:
      linear | easeIn | easeOut | easeInOut | default
                    the named cubic Bézier curves of UIKit and Core Animation
      bezier(x1, y1, x2, y2)
                    a custom cubic Bézier; x1 and x2 in [0, 1]
      spring(duration: 0.5, damping: 0.6, velocity: 0)
                    UIKit's block spring. damping: the damping ratio, > 0 (above 1
                    is clamped to 1). velocity: fractions of the distance per
                    second (default 0). Cut at the duration and snapped to 1
      spring(dampingRatio: 0.6, velocity: 0)
                    UISpringTimingParameters(dampingRatio:initialVelocity:): the
                    block spring over --duration (it takes no duration:)
      spring(duration: 0.5, bounce: 0.3)
                    the perceptual spring (iOS 17); bounce in [-1, 1]; runs until
                    settled
      spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)
                    a physical spring (CASpringAnimation); every label optional
                    (defaults as shown) but mass or stiffness must appear; runs
                    for its settling duration. A damping ratio above 1 is
                    computed critically damped unless allowsOverdamping: true
    Spaces are free and labels may come in any order.

    The x axis ends at the duration (curves, block springs), the settle time (perceptual springs, settled once |x| and |x'|/ω0 stay below 0.001) or Core Animation's settling duration (physical springs), plus 15 %; a dotted line marks that time.

    Examples:
      segue curve easeInOut
      segue curve 'spring(duration: 0.5, damping: 0.6)' --csv --samples 11
      segue curve 'spring(dampingRatio: 1, velocity: 2)' --duration 0.5
      segue curve 'spring(mass: 1, stiffness: 170, damping: 15)' --ascii
      segue curve 'spring(duration: 0.5, damping: 0.6)' --as physical
    """

    typealias Settings = CurveRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try CurveRun.run(Settings(invocation), console: console)
    }
}

extension CurveRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        spec = invocation.argument("SPEC")!
        csv = invocation[CurveCommand.Options.csv]
        samples = invocation[CurveCommand.Options.samples]
        duration = invocation[CurveCommand.Options.duration]
        width = invocation[CurveCommand.Options.width]
        height = invocation[CurveCommand.Options.height]
        ascii = invocation[CurveCommand.Options.ascii]
        output = invocation[CurveCommand.Options.output]
        model = invocation[CurveCommand.Options.model]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueArguments
import SegueCore
import SegueRender

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
        static let duration = Option.number("duration", .above(0, atMost: CurveSpec.maximumDuration), valueName: "D",
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

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var spec: String
        var csv: Bool
        var samples: Int
        var duration: Double
        var width: Int
        var height: Int
        var ascii: Bool
        var output: String?
        var model: String?

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            spec = invocation.argument("SPEC")!
            csv = invocation[Options.csv]
            samples = invocation[Options.samples]
            duration = invocation[Options.duration]
            width = invocation[Options.width]
            height = invocation[Options.height]
            ascii = invocation[Options.ascii]
            output = invocation[Options.output]
            model = invocation[Options.model]
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        let text = settings.spec
        let spec: CurveSpec
        do {
            spec = try CurveSpec.parse(text)
        } catch {
            throw CLIError.usage("SPEC \(error.description)")
        }
        for warning in spec.warnings { console.warn(warning, command: name) }
        let evaluator = spec.evaluator(defaultDuration: settings.duration)
        let output: String
        if let model = settings.model {
            output = try Self.conversion(spec, evaluator, to: model, settings: settings, console: console)
        } else if settings.csv {
            output = Self.csv(evaluator, samples: settings.samples)
        } else {
            let ascii = settings.ascii || !console.isUTF8
            let chart = CurvePlot.lines(for: evaluator, width: settings.width, height: settings.height,
                                        glyphs: ascii ? .ascii : .braille)
            let caption = Self.wrap(Self.describe(spec, evaluator, ascii: ascii), dash: ascii ? "-" : "—",
                                    width: settings.width)
            output = (caption + chart).joined(separator: "\n") + "\n"
        }
        try console.emit(output, to: settings.output)
        return 0
    }

    /// `--as MODEL`: the spring in `model` and how close it gets (`SpringConversionText`).
    static func conversion(_ spec: CurveSpec, _ evaluator: TimingEvaluator, to model: String, settings: Settings,
                           console: Console) throws -> String {
        let names = SpringConversionText.modelNames
        guard let target = SpringConversion.Model(rawValue: model) else {
            throw CLIError.usage("--as: unknown model '\(model)'\(Suggest.hint(for: model, among: names)); "
                + "the models are \(names.joined(separator: ", "))")
        }
        if settings.csv { throw CLIError.usage("--as prints the converted spring; it does not go with --csv") }
        guard let spring = evaluator.spring else {
            throw CLIError.usage("--as needs a spring; '\(settings.spec)' is a Bézier curve")
        }
        return SpringConversionText(spring, to: target).output(against: evaluator, ascii: settings.ascii || !console.isUTF8)
    }

    /// `t,progress` and `samples` rows with t = end · i / (samples − 1); the last row is
    /// exactly the end. Six decimals; never "-0.000000".
    static func csv(_ evaluator: TimingEvaluator, samples: Int) -> String {
        let end = evaluator.duration
        var out = "t,progress\n"
        out.reserveCapacity(samples * 20)
        for i in 0..<samples {
            let t = i == samples - 1 ? end : end * Double(i) / Double(samples - 1)
            out += "\(decimal(t)),\(decimal(evaluator.progress(elapsed: t)))\n"
        }
        return out
    }

    private static func decimal(_ x: Double) -> String {
        DecimalText.fixed(x, decimals: 6)
    }

    /// The summary parts in lines of at most `width` columns: the first two joined by
    /// `dash`, the rest by ", "; continuation lines are indented by two spaces. A part too long
    /// for a line of its own (a long spring spec) is broken after its commas.
    static func wrap(_ parts: [String], dash: String, width: Int) -> [String] {
        // Pieces with the separator that goes before each.
        var pieces: [(separator: String, text: String)] = []
        for (k, part) in parts.enumerated() {
            let separator = k == 0 ? "" : k == 1 ? " \(dash) " : ", "
            let chunks = part.count > width - 3 ? part.split(separator: ", ", omittingEmptySubsequences: false).map(String.init) : [part]
            for (c, chunk) in chunks.enumerated() { pieces.append((c == 0 ? separator : ", ", chunk)) }
        }
        var lines: [String] = []
        var line = ""
        for (k, piece) in pieces.enumerated() {
            let isLast = k == pieces.count - 1
            let trailer = isLast ? 0 : pieces[k + 1].separator.hasSuffix(", ") ? 1 : dash.count + 1
            if line.isEmpty || line.count + piece.separator.count + piece.text.count + trailer <= width {
                line += (line.isEmpty ? "" : piece.separator) + piece.text
            } else {
                lines.append(line + (piece.separator == ", " ? "," : " " + dash))
                line = "  " + piece.text
            }
        }
        lines.append(line)
        return lines
    }

    /// The summary parts: the canonical spec, what kind of curve it is, then for springs ζ,
    /// ω0, the peak and the settle time.
    static func describe(_ spec: CurveSpec, _ evaluator: TimingEvaluator, ascii: Bool) -> [String] {
        let zeta = ascii ? "zeta" : "ζ", omega = ascii ? "w0" : "ω0"
        let d = evaluator.duration
        func n(_ x: Double) -> String { DecimalText.compact((x * 1000).rounded() / 1000) }
        switch spec.kind {
        case .curve:
            return [spec.text, "cubic \(ascii ? "Bezier" : "Bézier")", controlPoints(evaluator.timing), "over \(n(d)) s"]
        case .blockSpring, .perceptualSpring, .physicalSpring:
            let s = evaluator.spring!
            let kind = spec.kind == .blockSpring ? "UIKit block spring" : spec.kind == .perceptualSpring ? "perceptual spring" : "physical spring"
            var facts = [spec.text, kind, "\(zeta) = \(n(s.dampingRatio))", "\(omega) = \(n(s.undampedFrequency)) rad/s"]
            if s.dampingRatio > 1, s.regime == .critical { facts.append("computed critically damped (allowsOverdamping false)") }
            var peak = (t: 0.0, p: -Double.infinity)
            let steps = 4000
            for k in 0...steps {
                let t = d * Double(k) / Double(steps)
                let p = evaluator.progress(elapsed: t)
                if p > peak.p { peak = (t, p) }
            }
            if peak.p > 1 + 1e-6 { facts.append("peak \(DecimalText.compact((peak.p * 10000).rounded() / 10000)) at \(n(peak.t)) s") }
            if spec.kind == .blockSpring {
                facts.append("settles at \(n(s.settleTime)) s")
                facts.append("cut at \(n(d)) s and snapped to 1")
            } else {
                facts.append(d >= Spring.maximumSettleTime ? "not settled within \(n(d)) s" : "settles at \(n(d)) s")
            }
            return facts
        }
    }
}

/// "P1 (0.42, 0) P2 (0.58, 1)": the inner control points of a curve timing.
private func controlPoints(_ timing: Timing) -> String {
    guard case .curve(let c) = timing else { return "" }
    let b = c.bezier
    return "P1 (\(DecimalText.compact(b.x1)), \(DecimalText.compact(b.y1))) P2 (\(DecimalText.compact(b.x2)), \(DecimalText.compact(b.y2)))"
}

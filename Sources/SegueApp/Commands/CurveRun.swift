#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// `segue curve SPEC`: plots a timing curve or spring in the terminal, or prints it as
/// `t,progress` CSV (docs/cli.md).
public enum CurveRun {
    static let name = "curve"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var spec: String = ""
        public var csv: Bool = false
        public var samples: Int = 0
        public var duration: Double = 0
        public var width: Int = 0
        public var height: Int = 0
        public var ascii: Bool = false
        public var output: String?
        public var model: String?

        public init() {}
    }

    /// Runs `segue curve` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    public static func run(_ settings: Settings, console: Console) throws -> Int32 {
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

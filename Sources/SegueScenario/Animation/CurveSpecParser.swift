import SegueSupport

/// The hand-written parser behind `CurveSpec.parse` (see `CurveSpec` for the grammar).
struct CurveSpecParser {
    private let chars: [Character]
    private var i = 0

    init(_ text: String) { chars = Array(text) }

    /// One argument inside the parentheses: an optional label and a number, or after a label
    /// `true` or `false` (then `value` is 0 and `flag` is set; `spring` accepts it only for the
    /// labels of `CurveSpec.booleanLabels`).
    private struct Argument {
        var label: String?
        var labelColumn: Int
        var value: Double
        var valueColumn: Int
        var flag: Bool? = nil
    }

    typealias Failure = CurveSpecError

    // MARK: - Characters

    private var column: Int { i + 1 }
    private var atEnd: Bool { i >= chars.count }
    private var current: Character? { atEnd ? nil : chars[i] }

    private mutating func skipSpace() {
        while let c = current, c.isWhitespace { i += 1 }
    }

    private static func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    private static func isNameChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }

    private mutating func readName() -> String {
        var s = ""
        while let c = current, Self.isNameChar(c) { s.append(c); i += 1 }
        return s
    }

    /// A run of characters up to whitespace or one of `,():`.
    private mutating func readToken() -> String {
        var s = ""
        while let c = current, !c.isWhitespace, !",():".contains(c) { s.append(c); i += 1 }
        return s
    }

    private static func shown(_ c: Character?) -> String {
        guard let c else { return "the end" }
        if c.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) { return "'\(c)'" }
        return "U+" + String(c.unicodeScalars.first!.value, radix: 16, uppercase: true)
    }

    // MARK: - Grammar

    mutating func parse() throws(Failure) -> CurveSpec {
        skipSpace()
        guard let first = current else {
            throw Failure(column: 1, message: "empty curve spec; expected a curve name, bezier(x1,y1,x2,y2) or spring(...)")
        }
        guard Self.isNameStart(first) else {
            throw Failure(column: column, message: "expected a curve name, bezier(x1,y1,x2,y2) or spring(...), found \(Self.shown(first))")
        }
        let nameColumn = column
        let name = readName()
        skipSpace()
        var arguments: [Argument]?
        var closeColumn = column
        if current == "(" {
            i += 1
            arguments = try parseArguments()
            closeColumn = column - 1
            skipSpace()
        }
        if !atEnd {
            let what = arguments == nil ? "'\(name)'" : "')'"
            throw Failure(column: column, message: "unexpected \(Self.shown(current)) after \(what)")
        }
        switch name {
        case "bezier":
            guard let arguments else {
                throw Failure(column: nameColumn, message: "bezier needs 4 numbers in parentheses: bezier(x1, y1, x2, y2)")
            }
            return try bezier(arguments, nameColumn: nameColumn)
        case "spring":
            guard let arguments else {
                throw Failure(column: nameColumn, message: "spring needs parameters, e.g. spring(duration: 0.5, damping: 0.6)")
            }
            return try spring(arguments, closeColumn: closeColumn)
        default:
            guard let curve = TimingCurve(name: name) else {
                let names = CurveSpec.curveNames + ["bezier", "spring"]
                throw Failure(column: nameColumn, message: "unknown curve '\(name)'\(Suggest.hint(for: name, among: names)); "
                    + "expected \(CurveSpec.curveNames.joined(separator: ", ")), bezier(x1,y1,x2,y2) or spring(...)")
            }
            if arguments != nil {
                throw Failure(column: nameColumn, message: "'\(name)' takes no arguments (remove the parentheses)")
            }
            return CurveSpec(kind: .curve, timing: .curve(curve), duration: nil, text: name, warnings: [])
        }
    }

    /// Arguments after '(' up to and including ')'.
    private mutating func parseArguments() throws(Failure) -> [Argument] {
        var result: [Argument] = []
        skipSpace()
        if current == ")" { i += 1; return result }
        while true {
            skipSpace()
            let startColumn = column
            var token = readToken()
            var label: String?
            var labelColumn = startColumn
            skipSpace()
            if current == ":" {
                guard let f = token.first, Self.isNameStart(f), token.allSatisfy(Self.isNameChar) else {
                    throw Failure(column: startColumn, message: token.isEmpty ? "expected a label before ':'" : "'\(token)' is not a label")
                }
                label = token
                labelColumn = startColumn
                i += 1
                skipSpace()
                token = ""
            }
            if label == nil, let f = token.first, Self.isNameStart(f), let c = current, c != ",", c != ")" {
                throw Failure(column: column, message: "expected ':' after '\(token)'")
            }
            let valueColumn = token.isEmpty ? column : startColumn
            if token.isEmpty { token = readToken() }
            guard !token.isEmpty else {
                let found = atEnd ? "missing ')'" : "expected a number, found \(Self.shown(current))"
                throw Failure(column: column, message: label.map { "\($0): \(found)" } ?? found)
            }
            if label != nil, token == "true" || token == "false" {
                result.append(Argument(label: label, labelColumn: labelColumn, value: 0, valueColumn: valueColumn, flag: token == "true"))
            } else if let label, CurveSpec.booleanLabels.contains(label) {
                throw Failure(column: valueColumn, message: "\(label) must be true or false (got '\(token)')")
            } else {
                let value = try Self.number(token, column: valueColumn, label: label)
                result.append(Argument(label: label, labelColumn: labelColumn, value: value, valueColumn: valueColumn))
            }
            skipSpace()
            switch current {
            case ",": i += 1
            case ")": i += 1; return result
            case nil: throw Failure(column: column, message: "missing ')'")
            default: throw Failure(column: column, message: "expected ',' or ')', found \(Self.shown(current))")
            }
        }
    }

    /// A plain decimal: [+-] digits [. digits] [e [+-] digits], or [+-] . digits [e …]; finite.
    private static func number(_ token: String, column: Int, label: String?) throws(Failure) -> Double {
        let prefix = label.map { "\($0): " } ?? ""
        var s = Substring(token)
        if s.first == "+" || s.first == "-" { s = s.dropFirst() }
        let mantissa = s.prefix { $0 != "e" && $0 != "E" }
        let exponent = s.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        var ok = !mantissa.isEmpty && parts.count <= 2 && parts.allSatisfy(digits) && parts.contains { !$0.isEmpty }
        if ok, !exponent.isEmpty {
            var e = exponent.dropFirst()
            if e.first == "+" || e.first == "-" { e = e.dropFirst() }
            ok = !e.isEmpty && digits(e)
        }
        guard ok, let value = Double(token) else {
            throw Failure(column: column, message: "\(prefix)'\(token)' is not a number")
        }
        guard value.isFinite else { throw Failure(column: column, message: "\(prefix)'\(token)' is too large") }
        return value
    }

    // MARK: - Forms

    private func bezier(_ args: [Argument], nameColumn: Int) throws(Failure) -> CurveSpec {
        if let labelled = args.first(where: { $0.label != nil }) {
            throw Failure(column: labelled.labelColumn, message: "bezier takes 4 plain numbers x1, y1, x2, y2, without labels")
        }
        guard args.count == 4 else {
            throw Failure(column: nameColumn, message: "bezier needs 4 numbers (x1, y1, x2, y2), got \(args.count)")
        }
        let names = ["x1", "y1", "x2", "y2"]
        for (k, arg) in args.enumerated() {
            let range = k % 2 == 0 ? CubicBezier.Limits.x : CubicBezier.Limits.y
            if !range.contains(arg.value) {
                throw Failure(column: arg.valueColumn, message: "\(names[k]) must be \(range.text) (got \(DecimalText.compact(arg.value)))")
            }
        }
        let b = CubicBezier(x1: args[0].value, y1: args[1].value, x2: args[2].value, y2: args[3].value)
        let text = "bezier(\(args.map { DecimalText.compact($0.value) }.joined(separator: ",")))"
        return CurveSpec(kind: .curve, timing: .curve(.bezier(b)), duration: nil, text: text, warnings: [])
    }

    private func spring(_ args: [Argument], closeColumn: Int) throws(Failure) -> CurveSpec {
        var values: [String: Argument] = [:]
        for arg in args {
            guard let label = arg.label else {
                throw Failure(column: arg.valueColumn, message: "spring parameters need labels, e.g. spring(duration: 0.5, damping: 0.6)")
            }
            guard CurveSpec.springLabels.contains(label) else {
                throw Failure(column: arg.labelColumn, message: "unknown spring parameter '\(label)'"
                    + Suggest.hint(for: label, among: CurveSpec.springLabels)
                    + "; known: \(CurveSpec.springLabels.joined(separator: ", "))")
            }
            if values[label] != nil {
                throw Failure(column: arg.labelColumn, message: "\(label) given twice")
            }
            if arg.flag != nil, !CurveSpec.booleanLabels.contains(label) {
                throw Failure(column: arg.valueColumn, message: "\(label): '\(arg.flag!)' is not a number")
            }
            values[label] = arg
        }
        if let physical = ["mass", "stiffness"].compactMap({ values[$0] }).min(by: { $0.labelColumn < $1.labelColumn }) {
            return try physicalSpring(values, marker: physical.label!)
        }
        if values["bounce"] != nil { return try perceptualSpring(values) }
        if let flag = values["allowsOverdamping"] {
            throw Failure(column: flag.labelColumn, message: "allowsOverdamping applies only to a physical spring "
                + "(mass, stiffness, damping, velocity); add mass: or stiffness:")
        }
        if values["dampingRatio"] != nil { return try timingParametersSpring(values, closeColumn: closeColumn) }
        return try blockSpring(values, closeColumn: closeColumn)
    }

    /// Refuses every label of `values` outside `allowed`, with `why` explaining.
    private func refuse(_ values: [String: Argument], allowed: Set<String>, why: (String) -> String) throws(Failure) {
        let extra = values.values.filter { !allowed.contains($0.label!) }.sorted { $0.labelColumn < $1.labelColumn }
        if let first = extra.first { throw Failure(column: first.labelColumn, message: why(first.label!)) }
    }

    private func duration(_ values: [String: Argument]) throws(Failure) -> Double? {
        guard let d = values["duration"] else { return nil }
        // The scenario loader's range and wording (`Timing.Limits.duration`).
        let range = Timing.Limits.duration
        if !range.contains(d.value) {
            throw Failure(column: d.valueColumn, message: "duration must be \(range.text) seconds (got \(DecimalText.compact(d.value)))")
        }
        return d.value
    }

    private func velocity(_ values: [String: Argument]) throws(Failure) -> Double {
        guard let v = values["velocity"] else { return 0 }
        if abs(v.value) > CurveSpec.maximumVelocity {
            throw Failure(column: v.valueColumn, message: "velocity must be within ±\(DecimalText.compact(CurveSpec.maximumVelocity)) "
                + "(fractions of the distance per second; got \(DecimalText.compact(v.value)))")
        }
        return v.value
    }

    private func blockSpring(_ values: [String: Argument], closeColumn: Int) throws(Failure) -> CurveSpec {
        try refuse(values, allowed: ["duration", "damping", "velocity"]) { "\($0) does not apply here" }
        guard let damping = values["damping"] else {
            throw Failure(column: closeColumn, message: "spring needs damping (UIKit block spring: duration, damping, velocity), "
                + "bounce (perceptual: duration, bounce) or mass/stiffness (physical: mass, stiffness, damping, velocity)")
        }
        let d = try duration(values)
        var warnings: [String] = []
        let zeta = try dampingRatio(damping, warnings: &warnings)
        let v = try velocity(values)
        var parts: [String] = []
        if let d { parts.append("duration: \(DecimalText.compact(d))") }
        parts += ["damping: \(DecimalText.compact(zeta))", "velocity: \(DecimalText.compact(v))"]
        return CurveSpec(kind: .blockSpring, timing: .blockSpring(dampingRatio: zeta, velocity: v, duration: d), duration: d,
                         text: "spring(\(parts.joined(separator: ", ")))", warnings: warnings)
    }

    /// A damping ratio in (0, 1]: ≤ 0 is refused; above 1 is clamped to 1 with a warning.
    private func dampingRatio(_ argument: Argument, warnings: inout [String]) throws(Failure) -> Double {
        let label = argument.label!
        if argument.value <= 0 {
            throw Failure(column: argument.valueColumn, message: "\(label) must be > 0 (got \(DecimalText.compact(argument.value)))")
        }
        guard argument.value > 1 else { return argument.value }
        warnings.append("\(label) \(DecimalText.compact(argument.value)) clamped to 1: a UIKit block spring's damping is a ratio in (0, 1] "
            + "(add mass: or stiffness: for a physical spring)")
        return 1
    }

    /// `spring(dampingRatio: Z, velocity: V)`: UISpringTimingParameters(dampingRatio:initialVelocity:),
    /// the block spring fitted to the caller's duration (`--duration`).
    private func timingParametersSpring(_ values: [String: Argument], closeColumn: Int) throws(Failure) -> CurveSpec {
        try refuse(values, allowed: ["dampingRatio", "velocity"]) { label in
            label == "duration" ? "duration does not apply to spring(dampingRatio:, velocity:) "
                + "(UISpringTimingParameters keeps the animator's duration: use --duration)"
                : "\(label) cannot be combined with dampingRatio (UISpringTimingParameters takes dampingRatio and velocity)"
        }
        var warnings: [String] = []
        let zeta = try dampingRatio(values["dampingRatio"]!, warnings: &warnings)
        let v = try velocity(values)
        return CurveSpec(kind: .blockSpring, timing: .blockSpring(dampingRatio: zeta, velocity: v, duration: nil), duration: nil,
                         text: "spring(dampingRatio: \(DecimalText.compact(zeta)), velocity: \(DecimalText.compact(v)))", warnings: warnings)
    }

    private func perceptualSpring(_ values: [String: Argument]) throws(Failure) -> CurveSpec {
        try refuse(values, allowed: ["duration", "bounce"]) { label in
            label == "damping" || label == "dampingRatio" ? "\(label) cannot be combined with bounce (bounce sets the damping)"
                : label == "allowsOverdamping" ? "allowsOverdamping does not apply to spring(duration:, bounce:): it overdamps exactly for bounce < 0"
                : "\(label) does not apply to spring(duration:, bounce:)"
        }
        let d = try duration(values)
        let b = values["bounce"]!
        guard (-1...1).contains(b.value) else {
            throw Failure(column: b.valueColumn, message: "bounce must be in [-1, 1] (got \(DecimalText.compact(b.value)))")
        }
        var parts: [String] = []
        if let d { parts.append("duration: \(DecimalText.compact(d))") }
        parts.append("bounce: \(DecimalText.compact(b.value))")
        return CurveSpec(kind: .perceptualSpring, timing: .perceptualSpring(bounce: b.value, duration: d), duration: d,
                         text: "spring(\(parts.joined(separator: ", ")))", warnings: [])
    }

    private func physicalSpring(_ values: [String: Argument], marker: String) throws(Failure) -> CurveSpec {
        try refuse(values, allowed: ["mass", "stiffness", "damping", "velocity", "allowsOverdamping"]) { label in
            label == "duration" ? "duration does not apply to a physical spring (mass, stiffness, damping): it runs until settled"
                : "\(label) cannot be combined with \(marker) (a physical spring takes mass, stiffness, damping, velocity)"
        }
        // The scenario loader's ranges and wording (`must be > 0 and ≤ 10000`).
        func value(_ label: String, default def: Double, _ range: NumberRange) throws(Failure) -> Double {
            guard let a = values[label] else { return def }
            if !range.contains(a.value) { throw Failure(column: a.valueColumn, message: "\(label) must be \(range.text) (got \(DecimalText.compact(a.value)))") }
            return a.value
        }
        let m = try value("mass", default: 1, Spring.Limits.mass)
        let k = try value("stiffness", default: 100, Spring.Limits.stiffness)
        let c = try value("damping", default: 10, Spring.Limits.damping)
        let v = try velocity(values)
        let w0 = (k / m).squareRoot()
        if w0 > CurveSpec.maximumFrequency {
            let culprit = values["stiffness"] ?? values["mass"]!
            throw Failure(column: culprit.labelColumn, message: "stiffness/mass too high: ω0 = √(k/m) = \(DecimalText.compact(w0.rounded())) rad/s, "
                + "at most \(DecimalText.compact(CurveSpec.maximumFrequency))")
        }
        let overdamps = values["allowsOverdamping"]?.flag ?? false
        let text = "spring(mass: \(DecimalText.compact(m)), stiffness: \(DecimalText.compact(k)), damping: \(DecimalText.compact(c)), velocity: \(DecimalText.compact(v))"
            + (overdamps ? ", allowsOverdamping: true)" : ")")
        let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: overdamps)
        return CurveSpec(kind: .physicalSpring, timing: .physicalSpring(spring), duration: nil, text: text, warnings: [])
    }
}

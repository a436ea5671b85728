import SegueJSON
import SegueSupport

/// One row of the inspector: a number of the transition about to run (or running) that `[`/`]`
/// change (docs/terminal.md, "The inspector").
public struct TunableParameter: Sendable, Equatable {
    /// As the inspector shows it: `duration`, `curve y1`, `spring damping`, `finish threshold`.
    public var name: String
    /// Where it lives in the scenario's JSON (`Override`'s syntax).
    public var keyPath: String
    /// The value now (the file's, or the default when the file does not spell it).
    public var value: Double
    /// `s`, `pt`, `×`, or empty for a unitless number.
    public var unit: String
    /// Whether the file spells it (else `w` inserts it).
    public var isSpelled: Bool
    /// Its `[`/`]` and `{`/`}` steps.
    public var step: TuneStep
    /// For a row that is not a number yet: what any step key sets at `keyPath` instead — a named
    /// curve's control points ("convert to bezier"). Nil for a number row.
    public var replacement: TuneValue?
    /// For a finish rule number the file has no finish object for (or only the rule's name): the
    /// rule's name, which the first step writes with the value as a new finish object at the
    /// key path's parent. Nil otherwise.
    public var finishRule: String?

    public init(name: String, keyPath: String, value: Double, unit: String, isSpelled: Bool, step: TuneStep,
                replacement: TuneValue? = nil, finishRule: String? = nil) {
        self.name = name
        self.keyPath = keyPath
        self.value = value
        self.unit = unit
        self.isSpelled = isSpelled
        self.step = step
        self.replacement = replacement
        self.finishRule = finishRule
    }

    /// What a step of `delta` (in the row's unit) sets: the value stepped (rounded to 6
    /// decimals, so that 0.35 + 0.05 reads 0.4, not 0.39999999999999997), wrapped in a new finish
    /// object when the file has none; or the row's replacement.
    public func tune(stepping delta: Double) -> Tune {
        if let replacement { return Tune(keyPath: keyPath, value: replacement) }
        let v = Double(DecimalText.compact(value + delta)) ?? value + delta
        guard let finishRule, let dot = keyPath.lastIndex(of: ".") else { return Tune(keyPath: keyPath, value: v) }
        return Tune(keyPath: String(keyPath[..<dot]),
                    value: .finish(rule: finishRule, key: String(keyPath[keyPath.index(after: dot)...]), value: v))
    }

    /// The parameters of `operation`'s transition in `json` (the tuned document), with the
    /// defaults of `spec` (the validated transition) for what the file does not spell, in the
    /// order the inspector lists them. Empty when the file has no entry for the operation
    /// (UIKit's default transition).
    /// - Parameter containerSize: gives the default `distance` (its width, its height for a
    ///   top or bottom edge); unit: points.
    public static func list(for operation: Operation, in json: JSONNode, spec: TransitionSpec?,
                            containerSize: Size) -> [TunableParameter] {
        let base = "transitions.\(operation.rawValue)"
        guard let entry = json["transitions"]?[operation.rawValue], let spec else { return [] }
        var rows: [TunableParameter] = []
        func add(_ name: String, _ path: String, _ node: JSONNode?, default value: Double?, unit: String = "", step: String? = nil) {
            guard let v = node?.numberValue ?? value else { return }
            let key = step ?? String(path.split(separator: ".").last ?? "")
            rows.append(TunableParameter(name: name, keyPath: path, value: v, unit: unit,
                                         isSpelled: node?.numberValue != nil, step: TuneStep.of(key)))
        }
        let animator = entry["animator"]
        let a = "\(base).animator"
        add("duration", "\(a).duration", animator?["duration"], default: spec.animator.duration, unit: "s")
        add("delay", "\(a).delay", animator?["delay"], default: spec.animator.delay, unit: "s")
        if let curve = animator?["curve"] {
            rows += curveRows("curve", "\(a).curve", curve, timing: spec.animator.timing)
        } else if animator?["timingParameters"] == nil {
            rows += implicitCurveRows("curve", "\(a).curve", timing: spec.animator.timing)
        }
        if let params = animator?["timingParameters"] { rows += leaves("timing", "\(a).timingParameters", params) }
        guard let i = spec.interaction else { return rows }
        let interaction = entry["interaction"]
        let n = "\(base).interaction"
        add("completionSpeed", "\(n).completionSpeed", interaction?["completionSpeed"], default: i.completionSpeed, unit: "×")
        if let curve = interaction?["completionCurve"] {
            rows += curveRows("completionCurve", "\(n).completionCurve", curve, timing: .curve(i.completionCurve))
        }
        rows += finishRows("\(n).finish", interaction?["finish"], rule: i.finish)
        add("hysteresis", "\(n).hysteresis", interaction?["hysteresis"], default: i.hysteresis, unit: "pt")
        let extent = i.edge == .top || i.edge == .bottom ? containerSize.height : containerSize.width
        add("distance", "\(n).distance", interaction?["distance"], default: i.distance ?? extent, unit: "pt")
        return rows
    }

    /// The finish rule's numbers at `path` (`…interaction.finish`): its threshold (and a pinch
    /// rule's velocity), the file's or the rule's defaults; when the file has no finish object
    /// (or only the rule's name), the rule in effect's, which a step writes as a new object.
    static func finishRows(_ path: String, _ finish: JSONNode?, rule: FinishRule) -> [TunableParameter] {
        let object = finish?.objectValue == nil ? nil : finish
        let numbers: [(key: String, value: Double, unit: String)]
        let name: String
        switch rule {
        case .threshold(let t): (name, numbers) = ("threshold", [("threshold", t, "")])
        case .thresholdOrVelocity(let t): (name, numbers) = ("thresholdOrVelocity", [("threshold", t, "")])
        case .pinch(let t, let v): (name, numbers) = ("pinch", [("threshold", t, ""), ("velocity", v, "/s")])
        case .velocity, .projection: return []
        }
        return numbers.map { key, value, unit in
            let spelled = object?[key]?.numberValue
            return TunableParameter(name: "finish \(key)", keyPath: "\(path).\(key)", value: spelled ?? value, unit: unit,
                                    isSpelled: spelled != nil, step: TuneStep.of(key), finishRule: object == nil ? name : nil)
        }
    }

    /// A curve as the file writes it: `[x1, y1, x2, y2]` gives four rows; a spring object the
    /// numbers of its form, with the validated `timing`'s values for those it does not spell
    /// (block: damping, velocity; perceptual: bounce, duration; physical: mass, stiffness,
    /// damping, velocity); a name one row that converts it to its four control points.
    static func curveRows(_ name: String, _ path: String, _ node: JSONNode, timing: Timing) -> [TunableParameter] {
        if let curveName = node.stringValue, let curve = TimingCurve(name: curveName) {
            let b = curve.bezier
            return [TunableParameter(name: "\(name) \(curveName)", keyPath: path, value: 0, unit: "", isSpelled: true,
                                     step: TuneStep.of("curve"), replacement: .points([b.x1, b.y1, b.x2, b.y2]))]
        }
        if let items = node.arrayValue, items.count == 4 {
            return zip(["x1", "y1", "x2", "y2"], items).enumerated().compactMap { k, pair in
                pair.1.numberValue.map {
                    TunableParameter(name: "\(name) \(pair.0)", keyPath: "\(path)[\(k)]", value: $0, unit: "",
                                     isSpelled: true, step: TuneStep.of("curve"))
                }
            }
        }
        guard let spring = node["spring"], spring.objectValue != nil else { return [] }
        let form: [(key: String, value: Double?)]
        switch timing {
        case .blockSpring(let z, let v, let d): form = [("damping", z), ("velocity", v), ("duration", d)]
        case .perceptualSpring(let b, let d): form = [("bounce", b), ("duration", d)]
        case .physicalSpring(let s), .coreAnimationSpring(let s, _):
            form = [("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("velocity", s.initialVelocity)]
        case .curve: form = []
        }
        return form.compactMap { key, value in
            let spelled = spring[key]?.numberValue
            guard let v = spelled ?? value else { return nil }
            return TunableParameter(name: "spring \(key)", keyPath: "\(path).spring.\(key)", value: v, unit: key == "duration" ? "s" : "",
                                    isSpelled: spelled != nil, step: TuneStep.of(key))
        }
    }

    /// Every number inside `node` (objects and arrays, in document order; comments left out), named after `name`.
    static func leaves(_ name: String, _ path: String, _ node: JSONNode) -> [TunableParameter] {
        switch node.value {
        case .number(let x):
            let key = String(path.split(separator: ".").last ?? "")
            return [TunableParameter(name: name, keyPath: path, value: x.value, unit: key == "duration" ? "s" : "",
                                     isSpelled: true, step: TuneStep.of(key))]
        case .object(let members):
            return members.filter { !ScenarioComments.isComment($0.key) }
                .flatMap { leaves("\(name) \($0.key)", "\(path).\($0.key)", $0.value) }
        case .array(let items):
            return items.enumerated().flatMap { leaves("\(name)[\($0.offset)]", "\(path)[\($0.offset)]", $0.element) }
        default:
            return []
        }
    }
}

/// How far `[`/`]` and `{`/`}` move a parameter in the inspector (docs/terminal.md, "The
/// inspector": the table there lists these rows).
public struct TuneStep: Sendable, Equatable {
    /// The parameter's key (the last part of its key path: `duration`, `damping`, …), or
    /// `curve` for a Bézier control point.
    public var key: String
    /// `[` / `]`; in the parameter's unit; > 0.
    public var coarse: Double
    /// `{` / `}`; in the parameter's unit; > 0.
    public var fine: Double

    public init(key: String, coarse: Double, fine: Double) {
        self.key = key
        self.coarse = coarse
        self.fine = fine
    }

    /// The steps, by parameter. A key not listed steps by 0.05 / 0.01.
    public static let table: [TuneStep] = [
        TuneStep(key: "duration", coarse: 0.05, fine: 0.01),
        TuneStep(key: "delay", coarse: 0.05, fine: 0.01),
        TuneStep(key: "curve", coarse: 0.05, fine: 0.01),
        TuneStep(key: "damping", coarse: 0.05, fine: 0.01),
        TuneStep(key: "bounce", coarse: 0.05, fine: 0.01),
        TuneStep(key: "velocity", coarse: 0.5, fine: 0.1),
        TuneStep(key: "mass", coarse: 0.1, fine: 0.01),
        TuneStep(key: "stiffness", coarse: 10, fine: 1),
        TuneStep(key: "completionSpeed", coarse: 0.1, fine: 0.01),
        TuneStep(key: "threshold", coarse: 0.05, fine: 0.01),
        TuneStep(key: "hysteresis", coarse: 5, fine: 1),
        TuneStep(key: "distance", coarse: 10, fine: 1),
    ]

    /// The step of `key`: its row, else 0.05 / 0.01.
    public static func of(_ key: String) -> TuneStep {
        table.first { $0.key == key } ?? TuneStep(key: key, coarse: 0.05, fine: 0.01)
    }
}

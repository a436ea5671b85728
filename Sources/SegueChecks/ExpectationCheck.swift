import SegueCore
import SegueRender
import SegueRecords

/// Evaluates a test file's expectations over a recorded run (docs/testing-transitions.md). A
/// view expectation looks at the state at its own moment (`ScenarioReplay`), one result per
/// column it names.
public struct ExpectationCheck {
    public let scenario: Scenario
    public let events: [TimedEvent]
    public let record: RunRecord
    /// Makes the player a view expectation's moment is replayed in (`ScenarioReplay`).
    public let makePlayer: ScenarioReplay.MakePlayer

    public init(scenario: Scenario, events: [TimedEvent], record: RunRecord,
                makePlayer: @escaping ScenarioReplay.MakePlayer = TransitionRecorder.player) {
        self.scenario = scenario
        self.events = events
        self.record = record
        self.makePlayer = makePlayer
    }

    /// The results of `expectations`, in order. The run is played again once for all the view
    /// expectations' moments together (`ScenarioReplay.scenes`).
    public func evaluate(_ expectations: [Expectation]) -> [CheckResult] {
        let times = expectations.compactMap { e -> Double? in
            guard case let .view(moment, _, _, _, n) = e.kind, case .success(let t) = time(of: moment, transition: n) else { return nil }
            return t
        }
        let scenes = ScenarioReplay.scenes(scenario, events: events, at: times, makePlayer: makePlayer)
        return expectations.flatMap { e -> [CheckResult] in
            switch e.kind {
            case let .view(moment, view, values, tolerance, transition):
                return viewResults(moment: moment, view: view, values: values, tolerance: tolerance, transition: transition,
                                   scenes: scenes)
            case let .outcome(finished, transition):
                return [outcome(finished: finished, transition: transition)]
            case .log(let calls):
                return [LogOrder.check(calls, in: record.log)]
            case let .curve(overshoot, settle, transition):
                return curve(maxOvershoot: overshoot, settlesWithin: settle, transition: transition)
            }
        }
    }

    func transitionName(_ n: Int) -> String {
        n <= record.transitions.count ? "transition \(n) (\(record.transitions[n - 1].operation.rawValue))" : "transition \(n)"
    }

    /// `the run has 1 transition` when transition `n` (1-based) does not exist.
    func missing(_ n: Int) -> String? {
        n <= record.transitions.count ? nil : "the run has \(Plural.count(record.transitions.count, "transition"))"
    }

    func outcome(finished: Bool, transition n: Int) -> CheckResult {
        let label = "\(transitionName(n)) \(finished ? "finished" : "cancelled")"
        if let why = missing(n) { return CheckResult(label, failure: why) }
        guard let c = record.transitions[n - 1].completion else { return CheckResult(label, failure: "it never completed") }
        return c.didComplete == finished ? CheckResult(label)
            : CheckResult(label, failure: "expected \(finished ? "finished" : "cancelled"), got \(c.didComplete ? "finished" : "cancelled")")
    }

    /// The session time of `moment`, or why there is none (release times come from the log).
    func time(of moment: Moment, transition n: Int) -> Result<Double, MomentError> {
        switch moment {
        case .time(let t): return .success(t)
        case .end: return .success(record.endTime)
        case .finish, .cancel:
            if let why = missing(n) { return .failure(MomentError(why)) }
            let call: UIKitCall = moment == .finish ? .finish : .cancel
            if let e = record.logWindow(of: n - 1).first(where: { $0.call == call }) { return .success(e.t) }
            let t = record.transitions[n - 1]
            if moment == .finish, let c = t.completion, c.didComplete,
               !record.logWindow(of: n - 1).contains(where: { $0.call == .cancel }) {
                return .success(c.time)
            }
            return .failure(MomentError("\(transitionName(n)) had no \(call.text)"
                                        + (t.completion.map { $0.didComplete ? " (it finished)" : " (it was cancelled)" } ?? "")))
        }
    }

    struct MomentError: Error { var message: String; init(_ m: String) { message = m } }

    func momentLabel(_ moment: Moment, transition n: Int) -> String {
        switch moment {
        case .time(let t): "at \(DecimalText.compact(t))"
        case .end: "at end"
        case .finish: "at finish of transition \(n)"
        case .cancel: "at cancel of transition \(n)"
        }
    }

    /// - Parameter scenes: the scenes at the moments already played (`ScenarioReplay.scenes`);
    ///   a moment not among them is played on its own.
    func viewResults(moment: Moment, view: String, values: [ColumnValue], tolerance: Double, transition n: Int,
                     scenes: [Double: Scene] = [:]) -> [CheckResult] {
        let at = momentLabel(moment, transition: n)
        func label(_ v: ColumnValue) -> String {
            if let phase = v.phase { return "\(at) \(view).phase = \(phase.rawValue)" }
            return "\(at) \(view).\(v.column.rawValue) = \(DecimalText.compact(v.number!)) (±\(DecimalText.compact(tolerance)))"
        }
        let t: Double
        switch time(of: moment, transition: n) {
        case .success(let s): t = s
        case .failure(let e): return values.map { CheckResult(label($0), failure: e.message) }
        }
        let scene = scenes[t] ?? ScenarioReplay.scene(scenario, events: events, at: t, makePlayer: makePlayer)
        let sample = TimelineCSV.samples(scene).first { $0.view == view }
        let when = moment == .time(t) ? "" : " (\(DecimalText.compact(t, decimals: 4)) s)"
        return values.map { v in
            let l = label(v) + when
            if v.column == .phase {
                return scene.panel.phase == v.phase ? CheckResult(l) : CheckResult(l, failure: "expected \(v.phase!.rawValue), got \(scene.panel.phase.rawValue)")
            }
            let actual: Double?
            if v.column == .percent {
                actual = scene.panel.percent
                if actual == nil { return CheckResult(l, failure: "expected \(DecimalText.compact(v.number!)), got none (idle)") }
            } else {
                guard let sample else {
                    return CheckResult(l, failure: "\(view) is not in the container at \(DecimalText.compact(t, decimals: 4)) s")
                }
                actual = Self.value(v.column, of: sample)
            }
            let expected = v.number!
            return abs(actual! - expected) <= tolerance ? CheckResult(l)
                : CheckResult(l, failure: "expected \(DecimalText.compact(expected)) ± \(DecimalText.compact(tolerance)), got \(DecimalText.compact(actual!))")
        }
    }

    /// The value of a numeric view column in a timeline sample (`percent`, `phase`: nil).
    static func value(_ column: TimelineColumn, of s: TimelineCSV.Sample) -> Double? {
        switch column {
        case .x: s.frame.minX
        case .y: s.frame.minY
        case .width: s.frame.width
        case .height: s.frame.height
        case .scale: s.scale
        case .rotation: s.rotation
        case .alpha: s.alpha
        case .percent, .phase: nil
        }
    }

    func curve(maxOvershoot: Double?, settlesWithin: Double?, transition n: Int) -> [CheckResult] {
        var labels: [(String, (TimingEvaluator) -> String?)] = []
        if let m = maxOvershoot {
            labels.append(("\(transitionName(n)) curve overshoot ≤ \(DecimalText.compact(m))", { timing in
                let o = TimingShape.overshoot(timing)
                return o <= m + 1e-12 ? nil : "expected at most \(DecimalText.compact(m)), got \(DecimalText.compact(o))"
            }))
        }
        if let s = settlesWithin {
            labels.append(("\(transitionName(n)) curve settles within \(DecimalText.compact(s)) s", { timing in
                let t = TimingShape.settleTime(timing)
                return t <= s + 1e-12 ? nil : "expected at most \(DecimalText.compact(s)) s, settles at \(DecimalText.compact(t)) s"
            }))
        }
        let timing: TimingEvaluator?
        let why: String?
        if let m = missing(n) { (timing, why) = (nil, m) } else {
            timing = record.transitions[n - 1].timing
            why = timing == nil ? "\(transitionName(n)) has no timing (no animator)" : nil
        }
        return labels.map { label, test in
            guard let timing else { return CheckResult(label, failure: why) }
            return CheckResult(label, failure: test(timing))
        }
    }
}

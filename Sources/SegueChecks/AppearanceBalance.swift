import SegueCore

/// The appearance-callback rule of `segue test`'s contract (docs/testing-transitions.md): read
/// from the call log (`message.viewWillAppear(true)`), every view controller goes
///
///     disappeared → viewWillAppear → appearing → viewDidAppear → appeared
///     appeared → viewWillDisappear → disappearing → viewDidDisappear → disappeared
///
/// and may reverse half-way, as a cancelled transition does: appearing → viewWillDisappear →
/// disappearing, disappearing → viewWillAppear → appearing. Anything else (a did without its
/// will, a second will) fails, and so does a controller left appearing or disappearing when
/// the run ends with no transition running.
public enum AppearanceBalance {
    enum State: String { case disappeared, appearing, appeared, disappearing }

    /// The check over `log`; `transitionRunning`: whether a transition is still running at the
    /// end (then half-way states are not counted against it).
    public static func check(_ log: [LogEntry], transitionRunning: Bool) -> CheckResult {
        let label = "appearance calls balanced"
        var states: [String: (state: State, since: LogEntry)] = [:]
        for e in log {
            guard case .appearance(let id, let callback, _) = e.call else { continue }
            let current = states[id]?.state ?? .disappeared
            guard let next = step(current, callback) else {
                return CheckResult(label, failure: "\(e.text) at \(DecimalText.compact(e.t, decimals: 4)) s while \(id) was \(current.rawValue)")
            }
            states[id] = (next, e)
        }
        if !transitionRunning {
            for (id, s) in states.sorted(by: { $0.key < $1.key }) where s.state == .appearing || s.state == .disappearing {
                return CheckResult(label, failure: "\(s.since.text) at \(DecimalText.compact(s.since.t, decimals: 4)) s never got its did or its reversal (\(id) left \(s.state.rawValue))")
            }
        }
        return CheckResult(label)
    }

    static func step(_ s: State, _ callback: UIKitCall.AppearanceCallback) -> State? {
        switch (s, callback) {
        case (.disappeared, .viewWillAppear), (.disappearing, .viewWillAppear): .appearing
        case (.appearing, .viewDidAppear): .appeared
        case (.appeared, .viewWillDisappear), (.appearing, .viewWillDisappear): .disappearing
        case (.disappearing, .viewDidDisappear): .disappeared
        default: nil
        }
    }
}

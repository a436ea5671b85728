import SegueCore

/// The UIKit contract `segue test` always checks (docs/testing-transitions.md):
/// - per transition: `completeTransition` exactly once (one that never completes within the
///   run, or within `TransitionRecorder.completionLimit` of its start, fails and says so);
/// - per transition: the from view leaves the container only on success (a cancel keeps it and
///   removes the to view; a custom presentation's presenter stays either way);
/// - per transition: no `updateInteractiveTransition` after the interaction ended (a
///   `finish()`/`cancel()` until a catch makes it interactive again) and before the completion;
/// - per run: appearance calls balanced (`AppearanceBalance`).
public enum ContractCheck {
    /// Every contract result of `record`, transition by transition, then the appearance check.
    public static func check(_ record: RunRecord) -> [CheckResult] {
        var out: [CheckResult] = []
        for i in record.transitions.indices {
            let t = record.transitions[i]
            let name = "transition \(i + 1) (\(t.operation.rawValue) \(t.from) → \(t.to))"
            let window = record.logWindow(of: i)
            out.append(completesOnce(t, window: window, name: name, endTime: record.endTime))
            if let c = t.completion { out.append(containerAfter(t, c, name: name)) }
            out.append(noUpdateAfterEnd(window, name: name))
        }
        out.append(appearance(record))
        return out
    }

    /// The appearance check over each model's part of the log (a restart starts afresh; a part
    /// that a restart cut off may end half-way).
    static func appearance(_ record: RunRecord) -> CheckResult {
        let bounds = [0] + record.restarts + [record.log.count]
        let running = record.transitions.last.map { $0.completion == nil && $0.abandonedAt == nil } ?? false
        for k in 0..<(bounds.count - 1) {
            let part = Array(record.log[min(bounds[k], bounds[k + 1])..<bounds[k + 1]])
            let result = AppearanceBalance.check(part, transitionRunning: k + 2 < bounds.count || running)
            if !result.passed || k + 2 == bounds.count { return result }
        }
        return AppearanceBalance.check([], transitionRunning: false)
    }

    static func completesOnce(_ t: TransitionRecord, window: ArraySlice<LogEntry>, name: String, endTime: Double) -> CheckResult {
        if t.completion == nil, let restart = t.abandonedAt {
            return CheckResult("\(name): ended by a restart (r) at \(DecimalText.compact(restart, decimals: 4)) s, before it completed")
        }
        guard let c = t.completion else {
            let ran = endTime - t.start
            let limit = TransitionRecorder.completionLimit
            return CheckResult("\(name): completeTransition exactly once",
                               failure: "never completed: started at \(DecimalText.compact(t.start, decimals: 4)) s, no completeTransition "
                                   + (ran > limit - 1e-9 ? "within \(DecimalText.compact(limit)) s" : "before the run ended at \(DecimalText.compact(endTime, decimals: 4)) s"))
        }
        guard c.hadContext else {
            return CheckResult("\(name): completed (\(t.operation == .transition ? "transition(from:to:) completion" : "no animator: immediate"))")
        }
        let calls = window.compactMap { e in Self.completeTransition(e.call).map { (call: $0, t: e.t) } }
        let label = "\(name): completeTransition exactly once"
        guard calls.count == 1 else {
            let times = calls.map { "\($0.call.text) at \(DecimalText.compact($0.t, decimals: 4)) s" }
            return CheckResult(label, failure: "called \(calls.count) times: " + times.joined(separator: ", "))
        }
        return CheckResult(label)
    }

    /// The `completeTransition` call an entry is, made or refused as a repeat.
    static func completeTransition(_ call: UIKitCall) -> UIKitCall? {
        switch call {
        case .completeTransition: call
        case .refused(let inner, _): if case .completeTransition = inner { inner } else { nil }
        default: nil
        }
    }

    static func containerAfter(_ t: TransitionRecord, _ c: TransitionRecord.Completion, name: String) -> CheckResult {
        let label = "\(name): the from view leaves the container only on success"
        let views = c.containerViews
        if c.didComplete {
            let keeps = t.keepsPresenter && t.operation == .present
            if !keeps, views.contains(t.from) {
                return CheckResult(label, failure: "finished, but \(t.from) is still in the container (\(views.joined(separator: ", ")))")
            }
        } else {
            if !views.contains(t.from) {
                return CheckResult(label, failure: "cancelled, but \(t.from) left the container (\(views.joined(separator: ", ")))")
            }
            let keeps = t.keepsPresenter && t.operation == .dismiss
            if !keeps, views.contains(t.to) {
                return CheckResult(label, failure: "cancelled, but \(t.to) (the to view) is still in the container")
            }
        }
        return CheckResult(label)
    }

    static func noUpdateAfterEnd(_ window: ArraySlice<LogEntry>, name: String) -> CheckResult {
        let label = "\(name): no updateInteractiveTransition after the end"
        var ended = false
        for e in window {
            switch e.call {
            // Completed, the transition is over: an interaction object updated later drives no
            // transition (UIKit's percent-driven one ignores it, decompiled UIKitCore), e.g. a
            // handler that updates on an edge pan that began on the root screen, where no pop starts.
            case .completeTransition: return CheckResult(label)
            case .finish, .cancel, .refused(.completeTransition, _): ended = true
            case .pauseInteractiveTransition: ended = false
            case .update where ended, .refused(.update, _) where ended:
                let update = if case .refused(let call, _) = e.call { call } else { e.call }
                return CheckResult(label, failure: "\(update.text) at \(DecimalText.compact(e.t, decimals: 4)) s, after the interaction ended")
            default: continue
            }
        }
        return CheckResult(label)
    }
}

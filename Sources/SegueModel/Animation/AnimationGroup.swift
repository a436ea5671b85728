import SegueScenario

/// A group of animations that share one time line which can be frozen, scrubbed and resumed
/// forward or in reverse — the engine under `PercentDrivenInteractiveTransition` (docs/transitions.md).
///
/// The group's *offset* (seconds into the transition) is a pure function of time:
/// - running: offset = t − start (a plain, non-interactive transition);
/// - paused: offset is fixed (set by `update(p)`: offset = p · duration);
/// - completing: offset(τ) = from + (to − from) · curve(τ / T) for τ = t − start in [0, T],
///   then (finishing) plain running until every animation of the group has ended.
public final class AnimationGroup {
    public enum State: Equatable {
        case running(start: Double)
        case paused(offset: Double)
        case completing(from: Double, to: Double, start: Double, duration: Double, curve: TimingEvaluator)
        case done
    }

    /// The transition duration D (what `transitionDuration` returned); unit: seconds.
    public let duration: Double
    public private(set) var state: State
    /// Whether the group was completed in reverse (cancelled).
    public private(set) var reversed = false
    /// Offset at which every animation of the group has ended (≥ duration).
    var endOffset: Double
    var animations: [PropertyAnimation] = []
    var blocks: [AnimationBlock] = []
    /// Called once when the group ends: `true` forward, `false` in reverse.
    var onEnd: ((Bool) -> Void)?

    init(duration: Double, state: State) {
        self.duration = duration
        self.state = state
        endOffset = duration
    }

    /// The time offset at model time `t`; unit: seconds.
    public func offset(at t: Double) -> Double {
        switch state {
        case .running(let start): return min(max(t - start, 0), endOffset)
        case .paused(let o): return o
        case let .completing(from, to, start, d, curve):
            let tau = t - start
            if d <= 0 || tau >= d {
                // After the completion curve: finishing keeps running until every animation ended
                // (a cancel at offset 0 has from = to = 0 and is over: `reversed` tells them apart).
                return reversed ? to : min(to + max(tau - d, 0), max(endOffset, to))
            }
            return from + (to - from) * curve.unitProgress(max(tau, 0) / d)
        case .done: return reversed ? 0 : endOffset
        }
    }

    /// The transition's progress at model time `t`, 0…1 — the panel's percent
    /// (docs/panel-and-exports.md, "The percent"). Paused (interactive): offset / duration, the
    /// interaction's percent. Running, or finishing after a release: the way from where the run
    /// started to `endOffset`, where every animation has ended (a spring runs to its settling
    /// duration, past `duration`: docs/animation.md), so 1 comes with the last movement; a
    /// finish starts from the release's percent. Cancelling: offset / duration, back to 0.
    public func progress(at t: Double) -> Double {
        let o = offset(at: t)
        let linear = duration > 0 ? min(max(o / duration, 0), 1) : 1
        guard endOffset > duration else { return linear }
        switch state {
        case .paused: return linear
        case .running: return Self.share(o, from: 0, startPercent: 0, end: endOffset)
        case let .completing(from, _, _, _, _):
            return reversed ? linear : Self.share(o, from: from, startPercent: min(max(from / duration, 0), 1), end: endOffset)
        case .done: return reversed ? 0 : 1
        }
    }

    /// `startPercent` at offset `from`, 1 at `end`, linear in the offset between.
    private static func share(_ o: Double, from: Double, startPercent: Double, end: Double) -> Double {
        guard end > from else { return 1 }
        return startPercent + (1 - startPercent) * min(max((o - from) / (end - from), 0), 1)
    }

    /// Model time at which the group ends, or nil when paused or done.
    var endTime: Double? {
        switch state {
        case .running(let start): return start + endOffset
        case .paused, .done: return nil
        case let .completing(_, to, start, d, _):
            if reversed { return start + d }
            return start + d + max(endOffset - to, 0)
        }
    }

    /// Freezes the group at `offset` seconds (clamped to [0, duration]).
    public func pause(at offset: Double) {
        guard state != .done else { return }
        state = .paused(offset: min(max(offset, 0), duration))
    }

    /// From the current offset at `t`, plays forward to the duration (`forward`) or back to 0
    /// over `time` seconds with `timing` as a curve over [0, 1] (`TimingEvaluator.unitProgress`):
    /// a Bézier curve, or curve 7 for the system pop.
    public func complete(forward: Bool, over time: Double, timing: Timing, at t: Double) {
        guard state != .done else { return }
        let current = offset(at: t)
        reversed = !forward
        state = .completing(from: current, to: forward ? duration : 0, start: t, duration: max(time, 0),
                            curve: timing.evaluator(nominalDuration: 1))
    }

    func markDone() { state = .done }
}

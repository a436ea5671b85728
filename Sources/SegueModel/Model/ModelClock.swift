/// Model time and the timers that fire on it (docs/animation.md). The runtime moves it forward;
/// the animation engine reads `now` and schedules its deferred completions here. Nothing here
/// reads a real clock: time only moves through `move(to:)`.
public final class ModelClock {
    /// Current model time; unit: seconds from the session start; never decreases.
    public private(set) var now: Double = 0
    private var timers: [Timer] = []
    private var nextTimerID = 0

    private struct Timer {
        var id: Int
        var fireAt: Double
        var action: () -> Void
    }

    init() {}

    /// Runs `action` at model time `t` (or at the next advance if `t` is not in the future).
    /// Returns the timer's id, for `cancel`.
    @discardableResult
    func schedule(at t: Double, _ action: @escaping () -> Void) -> Int {
        nextTimerID += 1
        timers.append(Timer(id: nextTimerID, fireAt: t, action: action))
        return nextTimerID
    }

    /// Removes a timer that has not fired yet (nothing when it has).
    func cancel(_ id: Int) { timers.removeAll { $0.id == id } }

    /// When the earliest timer fires, nil when none is set.
    var nextTimerTime: Double? { timers.map(\.fireAt).min() }

    /// Sets the time to `t` (never back).
    func move(to t: Double) { now = max(now, t) }

    /// Removes and runs the earliest timer set for `t` or earlier; false when there is none.
    func fireTimer(dueBy t: Double) -> Bool {
        guard let due = nextTimerTime, due <= t, let index = timers.firstIndex(where: { $0.fireAt == due }) else {
            return false
        }
        timers.remove(at: index).action()
        return true
    }
}

/// The world every model object lives in: the current model time, the animation engine, the
/// event log and timers. There is one stage per running scenario. Time only moves through
/// `advance(to:)`; nothing here reads a clock.
public final class Stage {
    /// Current model time; unit: seconds from the session start.
    public private(set) var now: Double = 0
    public let animator: Animator
    public let log: EventLog
    private var timers: [Timer] = []
    /// `snapshot(afterScreenUpdates: true)` copies waiting for the end of the step: (copy, original).
    var pendingSnapshots: [(View, View)] = []
    private var nextTimerID = 0
    private var nextViewID = 0

    struct Timer {
        var id: Int
        var fireAt: Double
        var action: () -> Void
    }

    public init() {
        log = EventLog()
        animator = Animator()
        animator.stage = self
    }

    func makeViewID() -> Int {
        nextViewID += 1
        return nextViewID
    }

    /// Runs `action` at model time `t` (or at the next advance if `t` is not in the future).
    func schedule(at t: Double, _ action: @escaping () -> Void) {
        nextTimerID += 1
        timers.append(Timer(id: nextTimerID, fireAt: t, action: action))
    }

    /// The earliest future time at which something happens by itself (a timer, or an
    /// animation ending), or nil when nothing is scheduled.
    public var nextDeadline: Double? {
        [timers.map(\.fireAt).min(), animator.nextEventTime].compactMap { $0 }.min()
    }

    /// Moves time forward to `t`, running in time order every timer and animation completion
    /// that falls due on the way. A `t` earlier than `now` is ignored (time never runs back).
    public func advance(to t: Double) {
        guard t >= now else { return }
        var guardCount = 0
        while guardCount < 100_000 {
            guardCount += 1
            let timerTime = timers.map(\.fireAt).min()
            guard let due = nextDeadline, due <= t else { break }
            now = max(now, due)
            if let tt = timerTime, tt <= due, let index = timers.firstIndex(where: { $0.fireAt == tt }) {
                let timer = timers.remove(at: index)
                timer.action()
            } else {
                animator.fireDueEvents(at: now)
            }
        }
        now = t
    }
}

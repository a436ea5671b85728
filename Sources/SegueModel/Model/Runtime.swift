/// The runtime every model object lives in: model time with its timers (`ModelClock`), the
/// animation engine and the call log. There is one runtime per running scenario. Time only moves through
/// `advance(to:)`; nothing here reads a clock.
public final class Runtime {
    /// Model time and its timers, shared with the animation engine.
    public let clock: ModelClock
    public let animations: AnimationEngine
    public let log: EventLog
    /// `snapshot(afterScreenUpdates: true)` copies waiting for the end of the step: (copy, original).
    var pendingSnapshots: [(View, View)] = []
    /// The object a host that faces the model with another API keeps with it (SegueUIKit's
    /// world, docs/user-code.md); nil for a scenario's own model. The model never reads it.
    public var host: AnyObject?
    private var nextViewID = 0

    /// Current model time; unit: seconds from the session start.
    public var now: Double { clock.now }

    public init() {
        log = EventLog()
        clock = ModelClock()
        animations = AnimationEngine(clock: clock)
    }

    func makeViewID() -> Int {
        nextViewID += 1
        return nextViewID
    }

    /// Runs `action` at model time `t` (or at the next advance if `t` is not in the future).
    /// - Parameter t: model time; unit: seconds from the session start.
    public func schedule(at t: Double, _ action: @escaping () -> Void) { clock.schedule(at: t, action) }

    /// The earliest future time at which something happens by itself (a timer, or an
    /// animation ending), or nil when nothing is scheduled.
    public var nextDeadline: Double? {
        [clock.nextTimerTime, animations.nextEventTime].compactMap { $0 }.min()
    }

    /// Moves time forward to `t`, running in time order every timer and animation completion
    /// that falls due on the way (a timer before an animation due at the same time). A `t`
    /// earlier than `now` is ignored (time never runs back).
    public func advance(to t: Double) {
        guard t >= now else { return }
        var guardCount = 0
        while guardCount < 100_000 {
            guardCount += 1
            guard let due = nextDeadline, due <= t else { break }
            clock.move(to: due)
            if !clock.fireTimer(dueBy: due) {
                animations.fireDueEvents(at: now)
            }
        }
        clock.move(to: t)
    }
}

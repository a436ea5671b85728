/// The virtual finger the keyboard moves (the edge pan's arrows, the pinch's `+`/`-`), on one
/// axis, in the gesture's unit (docs/gestures.md):
///
/// - **It glides.** A press moves the finger's *target* one step; the finger moves towards the
///   target at a constant speed over the last interval between presses (at most
///   `longestGlide`, 0.1 s; `firstGlide`, 0.05 s, for the first press of a touch), so a held
///   key moves it continuously rather than in jumps.
/// - **It moves on frames.** The recognizer sees the finger at the instants of `GestureFrames`
///   (60 a second of real time) while it moves; each such frame is a velocity sample, smoothed
///   by the shared 0.2/0.8 estimator (after a rest, the frame before counts as a sample at rest).
///   Between frames nothing changes, so the state at any time is a pure function of the presses.
///   The velocity a release would have is 0 once the finger has not moved for 0.1 s; that
///   moment is a deadline too, so a previewer redraws its prediction then.
/// - **It lifts on its own** `keyRepeat.repeatDelay` after the last press until the key repeats
///   (two presses less than 0.1 s apart), and `keyRepeat.idleRelease` after the last press once it
///   does (`KeyRepeat`).
///
/// Positions increase toward finishing; the target is kept as a whole number of steps (within
/// `stepRange`), so repeated presses do not accumulate rounding. All times are real seconds
/// from the session start.
public struct KeyboardFinger: Sendable, Equatable {
    /// The longest glide towards a new target; unit: seconds; 0.1.
    public static let longestGlide = 0.1
    /// The glide of a touch's first press; unit: seconds; 0.05.
    public static let firstGlide = 0.05

    /// Distance of one press; unit: the gesture's unit; > 0.
    public let stepSize: Double
    /// When the finger lifts on its own.
    public let keyRepeat: KeyRepeat
    /// The targets the finger may have, in steps from where it went down.
    public let stepRange: ClosedRange<Int>
    /// The recognizer the finger drives.
    public private(set) var tracker: TouchTracker
    /// The target, in steps from where the finger went down.
    public private(set) var targetSteps = 0
    /// Time of the last press; unit: seconds; nil before the first press of a touch.
    public private(set) var lastPress: Double?
    /// Whether the last press was a repeat (less than 0.1 s after the one before).
    public private(set) var isRepeating = false
    private var glide = Glide(start: 0, from: 0, end: 0, to: 0)
    /// The last frame the recognizer saw, if any in this touch.
    private var lastFrame: Int?
    /// The latest time the finger has been advanced to; unit: seconds.
    private var seen = -Double.infinity

    /// A straight move from `from` at `start` to `to` at `end` (times in seconds).
    struct Glide: Sendable, Equatable {
        var start: Double, from: Double, end: Double, to: Double
        func position(at t: Double) -> Double {
            if t >= end { return to }
            if t <= start { return from }
            return from + (to - from) * (t - start) / (end - start)
        }
    }

    /// - Parameters:
    ///   - stepSize: distance of one press, in the gesture's unit; > 0.
    ///   - stepRange: allowed targets, in steps from the touch-down (e.g. `0...Int.max`: never
    ///     past the edge).
    ///   - keyRepeat: when the finger lifts on its own.
    ///   - tracker: the recognizer (its hysteresis and distance).
    init(stepSize: Double, stepRange: ClosedRange<Int>, keyRepeat: KeyRepeat, tracker: TouchTracker) {
        self.stepSize = stepSize
        self.stepRange = stepRange
        self.keyRepeat = keyRepeat
        self.tracker = tracker
    }

    /// The target; unit: the gesture's unit, from the touch-down.
    public var target: Double { Double(targetSteps) * stepSize }

    /// Where the finger is at time `t` (between frames too); unit: the gesture's unit.
    public func position(at t: Double) -> Double { glide.position(at: t) }

    /// When the finger lifts on its own, while it is down; unit: seconds.
    public var liftTime: Double? {
        guard tracker.isTouching, let last = lastPress else { return nil }
        return last + (isRepeating ? keyRepeat.idleRelease : keyRepeat.repeatDelay)
    }

    /// The next frame the recognizer must see: while the finger is down and moves; unit: seconds.
    public var nextFrameTime: Double? {
        guard tracker.isTouching else { return nil }
        let after = max(lastFrame.map(GestureFrames.time) ?? -1, lastPress ?? -1)
        let t = GestureFrames.time(GestureFrames.first(after: after))
        return position(at: t) != tracker.position ? t : nil
    }

    /// When the velocity a release would have drops to 0 (0.1 s after the last move), if that
    /// is still ahead and the velocity is not 0 already; unit: seconds.
    public var staleTime: Double? {
        guard tracker.isTouching, tracker.velocity != 0, let stale = tracker.estimator.staleTime, stale > seen else { return nil }
        return stale
    }

    /// The next thing that happens on its own: a frame, the velocity going stale, or the lift;
    /// unit: seconds.
    public var deadline: Double? {
        [nextFrameTime, staleTime, liftTime].compactMap { $0 }.min()
    }

    /// A press at time `t` that moves the target one step inward (toward finishing) or back.
    /// Puts the finger down first if it is not down and `startsTouch` (else returns false and
    /// does nothing). The caller has advanced to `t` first.
    mutating func press(inward: Bool, at t: Double, startsTouch: Bool) -> Bool {
        if !tracker.isTouching {
            guard startsTouch else { return false }
            tracker.touchDown(at: 0, t: t)
            targetSteps = 0
            lastPress = nil
            lastFrame = nil
            glide = Glide(start: t, from: 0, end: t, to: 0)
        }
        let gap = lastPress.map { t - $0 }
        isRepeating = gap.map(KeyRepeat.isRepeat) ?? false
        let duration = gap.map { min(max($0, 0), Self.longestGlide) } ?? Self.firstGlide
        let from = position(at: t)
        targetSteps = min(max(targetSteps + (inward ? 1 : -1), stepRange.lowerBound), stepRange.upperBound)
        glide = Glide(start: t, from: from, end: t + duration, to: target)
        lastPress = t
        return true
    }

    /// Shows the recognizer every frame and the lift that fall due by time `t`, in order.
    mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        var updates: [GestureUpdate] = []
        while let d = deadline, d <= t {
            seen = max(seen, d)
            if let lift = liftTime, lift <= d {
                updates += tracker.lift(at: lift)
                break
            }
            if let frame = nextFrameTime, frame <= d { updates += self.frame(at: frame, canBegin: canBegin) }
        }
        seen = max(seen, t)
        return updates
    }

    /// The recognizer sees the finger at frame time `t`. After a rest (frames with nothing to
    /// show), the frame before counts as a sample at rest, so every sample spans one frame.
    private mutating func frame(at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        let k = Int((t * GestureFrames.rate).rounded())
        if let last = lastFrame, last < k - 1 {
            _ = tracker.move(to: tracker.position, at: GestureFrames.time(k - 1), canBegin: canBegin)
        }
        lastFrame = k
        return tracker.move(to: position(at: t), at: t, canBegin: canBegin)
    }

    /// Lifts the finger at time `t` (Enter, Space) where the last frame showed it.
    mutating func lift(at t: Double) -> [GestureUpdate] { tracker.lift(at: t) }

    /// Cancels the touch at time `t` (Escape).
    mutating func cancel(at t: Double) -> [GestureUpdate] { tracker.cancel(at: t) }
}

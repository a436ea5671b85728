import SegueScenario

/// The virtual finger the keyboard moves — the edge pan's arrows, the pinch's `+`/`-`, the
/// sheet's ↑ ↓, the zoom dismissal's four arrows — in the gesture's unit (docs/gestures.md). It
/// moves in two axes (x, y); a one-axis gesture uses x only.
///
/// - **It glides.** A press moves the finger's *target* one step; the finger moves towards the
///   target at a constant speed over the last interval between presses (at most
///   `longestGlide`, 0.1 s; `firstGlide`, 0.05 s, for the first press of a touch), so a held
///   key moves it continuously rather than in jumps.
/// - **It moves on frames.** The recognizer sees the finger at the instants of `GestureFrames`
///   (60 a second of real time) while it moves — its x (`Measure.axis`) or its distance from the
///   touch-down (`Measure.distance`); each such frame is a velocity sample, smoothed by the shared
///   0.2/0.8 estimator (after a rest, the frame before counts as a sample at rest). Between frames
///   nothing changes, so the state at any time is a pure function of the presses.
/// - **It lifts on its own** (`KeyRepeat`): until the key repeats (two presses less than 0.1 s
///   apart), `repeatDelay` after the last press, at rest. Once it repeats, the repeats stopping
///   is the key going up, which is a lift **in motion**: detected `idleRelease` after the last
///   press (by default 2.5 × `repeatInterval`), but dated to the end of the last glide
///   (`liftDate`) with the velocity the finger had then — not the decayed value at detection.
/// - Enter and Space lift it at once (`lift(at:)`) with the velocity and motion a release at
///   that instant has (`releaseVelocity(at:)`): while the key repeats, the finger's at the end
///   of its current glide (the key is held, the finger moves); otherwise 0 after 0.1 s without
///   a move.
///
/// Targets are kept as whole numbers of steps (x within `stepRange`), so repeated presses do
/// not accumulate rounding. All times are real seconds from the session start.
public struct KeyboardFinger: Sendable, Equatable {
    /// What the recognizer sees of the finger's movement d from the touch-down.
    public enum Measure: Sendable, Equatable {
        /// d.dx: a finger on one axis (the edge pan, the pinch, the sheet).
        case axis
        /// |d|: the distance from the touch-down, in any direction (the zoom dismissal).
        case distance
    }

    /// The longest glide towards a new target; unit: seconds; 0.1.
    public static let longestGlide = 0.1
    /// The glide of a touch's first press; unit: seconds; 0.05.
    public static let firstGlide = 0.05

    /// Distance of one press along each axis; unit: the gesture's unit; > 0 (dy unused on one axis).
    public let step: Vector
    /// The x targets the finger may have, in steps from where it went down.
    public let stepRange: ClosedRange<Int>
    /// What the recognizer sees.
    public let measure: Measure
    /// When the finger lifts on its own.
    public let keyRepeat: KeyRepeat
    /// The recognizer the finger drives.
    public private(set) var tracker: TouchTracker
    /// The target, in steps from where the finger went down, per axis.
    public private(set) var targetX = 0, targetY = 0
    /// The finger's movement from the touch-down as the recognizer last saw it; unit: the gesture's.
    public private(set) var shown = Vector.zero
    /// Time of the last press; unit: seconds; nil before the first press of a touch.
    public private(set) var lastPress: Double?
    /// Whether the last press was a repeat (less than 0.1 s after the one before).
    public private(set) var isRepeating = false
    /// The measured repeat interval: the longest gap between repeated presses in this touch (so
    /// that a terminal's jitter never makes the finger lift while the key is held); unit:
    /// seconds; nil before the key repeats.
    public private(set) var repeatInterval: Double?
    /// When the last lift in motion was dated (the end of its last glide); unit: seconds; nil
    /// when the last lift was not one.
    public private(set) var liftDate: Double?
    /// The per-axis velocity the last lift reported; unit: the gesture's per second.
    public private(set) var liftVelocity = Vector.zero
    private var glide = Glide()
    /// The estimators as they were at the last frame up to the end of the current glide, once a
    /// frame after it has been seen.
    private var atGlideEnd: Estimators?
    private var vx = VelocityEstimator(), vy = VelocityEstimator()
    /// The last frame the recognizer saw, if any in this touch.
    private var lastFrame: Int?
    /// The latest time the finger has been advanced to; unit: seconds.
    private var seen = -Double.infinity

    /// The velocity estimators of a finger: along the measure (the recognizer's) and per axis.
    struct Estimators: Sendable, Equatable {
        var along: VelocityEstimator, x: VelocityEstimator, y: VelocityEstimator
    }

    /// A straight move from `from` at `start` to `to` at `end` (times in seconds).
    struct Glide: Sendable, Equatable {
        var start = 0.0, from = Vector.zero, end = 0.0, to = Vector.zero
        func position(at t: Double) -> Vector {
            if t >= end { return to }
            if t <= start { return from }
            return Vector(dx: from.dx + (to.dx - from.dx) * (t - start) / (end - start),
                          dy: from.dy + (to.dy - from.dy) * (t - start) / (end - start))
        }
    }

    /// - Parameters:
    ///   - step: distance of one press per axis, in the gesture's unit; > 0 (a one-axis finger: dx).
    ///   - stepRange: allowed x targets, in steps from the touch-down (e.g. `0...Int.max`: never
    ///     past the edge); default any.
    ///   - measure: what the recognizer sees; default the x axis.
    ///   - keyRepeat: when the finger lifts on its own.
    ///   - tracker: the recognizer (its hysteresis and distance).
    init(step: Vector, stepRange: ClosedRange<Int> = Int.min...Int.max, measure: Measure = .axis,
         keyRepeat: KeyRepeat, tracker: TouchTracker) {
        self.step = step
        self.stepRange = stepRange
        self.measure = measure
        self.keyRepeat = keyRepeat
        self.tracker = tracker
    }

    /// The target; unit: the gesture's unit, from the touch-down.
    public var target: Vector { Vector(dx: Double(targetX) * step.dx, dy: Double(targetY) * step.dy) }

    /// Where the finger is at time `t` (between frames too); unit: the gesture's unit.
    public func position(at t: Double) -> Vector { glide.position(at: t) }

    /// The idle release of this touch: fixed, or measured from its repeats; unit: seconds; nil
    /// before the key repeats.
    public var idleRelease: Double? { repeatInterval.map(keyRepeat.idleRelease(measured:)) }

    /// When the finger lifts on its own, while it is down (a keyboard's); unit: seconds.
    public var liftTime: Double? {
        guard tracker.isTouching, let last = lastPress else { return nil }
        if isRepeating, let idle = idleRelease { return last + idle }
        return last + keyRepeat.repeatDelay
    }

    /// The next frame the recognizer must see: while the finger is down and moves; unit: seconds.
    public var nextFrameTime: Double? {
        guard tracker.isTouching else { return nil }
        let after = max(lastFrame.map(GestureFrames.time) ?? -1, lastPress ?? -1)
        let t = GestureFrames.time(GestureFrames.first(after: after))
        return position(at: t) != shown ? t : nil
    }

    /// When the velocity a release would have drops to 0 (0.1 s after the last move), if that
    /// is still ahead and the velocity is not 0 already; unit: seconds. Not while the key
    /// repeats: letting go then is a lift in motion, whose velocity does not go stale.
    public var staleTime: Double? {
        guard tracker.isTouching, !isRepeating, tracker.velocity != 0 || vx.velocity != 0 || vy.velocity != 0,
              let stale = tracker.estimator.staleTime, stale > seen else { return nil }
        return stale
    }

    /// The next thing that happens on its own: a frame, the velocity going stale, or the lift;
    /// unit: seconds.
    public var deadline: Double? {
        [nextFrameTime, staleTime, liftTime].compactMap { $0 }.min()
    }

    /// The velocity a release would report at time `t`, along the measure and per axis — what
    /// the panel predicts. While the key repeats, letting go is the lift in motion: the velocity
    /// at the end of the current glide (the current one until then). Otherwise it is what Enter
    /// would report now (0 after 0.1 s without a move). After the touch, the last lift's.
    public func releaseVelocity(at t: Double) -> (along: Double, perAxis: Vector) {
        guard tracker.isTouching else { return (tracker.lastRelease?.velocity ?? 0, liftVelocity) }
        let basis = releaseBasis(at: t)
        return Self.velocity(basis.estimators, at: basis.at)
    }

    /// The motion a release at time `t` would report for the system pop's projection (v̄ and ā
    /// of the last samples), measured as `releaseVelocity(at:)` is: at the end of the current
    /// glide while the key repeats. After the touch, the last lift's.
    public func releaseMotion(at t: Double) -> ReleaseMotion? {
        guard tracker.isTouching else { return tracker.lastRelease?.motion }
        let basis = releaseBasis(at: t)
        return basis.estimators.along.releaseMotion(at: basis.at, distance: tracker.distance)
    }

    /// The estimators and the instant a release at time `t` is measured from: while the key
    /// repeats and its glide is over, the end of the glide (the lift in motion); else `t`.
    private func releaseBasis(at t: Double) -> (estimators: Estimators, at: Double) {
        guard isRepeating, t >= glide.end else { return (estimators, t) }
        return (atGlideEnd ?? estimators, glide.end)
    }

    private var estimators: Estimators { Estimators(along: tracker.estimator, x: vx, y: vy) }

    private static func velocity(_ e: Estimators, at t: Double) -> (along: Double, perAxis: Vector) {
        (e.along.releaseVelocity(at: t), Vector(dx: e.x.releaseVelocity(at: t), dy: e.y.releaseVelocity(at: t)))
    }

    /// Puts the finger down at time `t`, where it is (a touch's first press).
    mutating func touchDown(at t: Double) {
        tracker.touchDown(at: 0, t: t)
        vx = VelocityEstimator(position: 0, at: t)
        vy = VelocityEstimator(position: 0, at: t)
        (targetX, targetY, shown) = (0, 0, .zero)
        (lastPress, lastFrame, isRepeating, repeatInterval, atGlideEnd) = (nil, nil, false, nil, nil)
        glide = Glide(start: t, from: .zero, end: t, to: .zero)
        seen = max(seen, t)
    }

    /// A press at time `t` that moves the target `dx`, `dy` steps (x within `stepRange`). Puts
    /// the finger down first if it is not down and `startsTouch` (else returns false and does
    /// nothing). The caller has advanced to `t` first.
    mutating func press(dx: Int, dy: Int = 0, at t: Double, startsTouch: Bool) -> Bool {
        if !tracker.isTouching {
            guard startsTouch else { return false }
            touchDown(at: t)
        }
        let gap = lastPress.map { t - $0 }
        isRepeating = gap.map(KeyRepeat.isRepeat) ?? false
        if isRepeating, let gap { repeatInterval = max(repeatInterval ?? 0, max(gap, 0)) }
        let duration = gap.map { min(max($0, 0), Self.longestGlide) } ?? Self.firstGlide
        let from = position(at: t)
        targetX = min(max(targetX + dx, stepRange.lowerBound), stepRange.upperBound)
        targetY += dy
        glide = Glide(start: t, from: from, end: t + duration, to: target)
        atGlideEnd = nil
        lastPress = t
        return true
    }

    /// Shows the recognizer every frame and the lift that fall due by time `t`, in order.
    mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        var updates: [GestureUpdate] = []
        while let d = deadline, d <= t {
            seen = max(seen, d)
            if let lift = liftTime, lift <= d {
                updates += isRepeating ? liftInMotion() : self.lift(at: lift)
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
        if atGlideEnd == nil, t > glide.end + 1e-9 { atGlideEnd = estimators }
        let k = Int((t * GestureFrames.rate).rounded())
        if let last = lastFrame, last < k - 1 { _ = move(to: shown, at: GestureFrames.time(k - 1), canBegin: canBegin) }
        lastFrame = k
        return move(to: position(at: t), at: t, canBegin: canBegin)
    }

    private mutating func move(to d: Vector, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        shown = d
        vx.move(to: d.dx, at: t)
        vy.move(to: d.dy, at: t)
        let seenAs = switch measure {
        case .axis: d.dx
        case .distance: (d.dx * d.dx + d.dy * d.dy).squareRoot()
        }
        return tracker.move(to: seenAs, at: t, canBegin: canBegin)
    }

    /// The key went up: the lift detected now, dated to the end of the last glide, with the
    /// velocity the finger had then.
    private mutating func liftInMotion() -> [GestureUpdate] {
        let basis = atGlideEnd ?? estimators
        liftVelocity = Self.velocity(basis, at: glide.end).perAxis
        liftDate = glide.end
        return tracker.lift(at: glide.end, estimator: basis.along)
    }

    /// Lifts the finger at time `t` (Enter, Space, the lift at rest) where the
    /// last frame showed it, with the velocity and motion a release at `t` has (measured at the
    /// end of the current glide while the key repeats: `releaseBasis(at:)`).
    mutating func lift(at t: Double) -> [GestureUpdate] {
        guard tracker.isTouching else { return [] }
        let basis = releaseBasis(at: t)
        liftVelocity = Self.velocity(basis.estimators, at: basis.at).perAxis
        liftDate = nil
        return tracker.lift(at: t, estimator: basis.estimators.along, measuredAt: basis.at)
    }

    /// Cancels the touch at time `t` (Escape).
    mutating func cancel(at t: Double) -> [GestureUpdate] { tracker.cancel(at: t) }
}

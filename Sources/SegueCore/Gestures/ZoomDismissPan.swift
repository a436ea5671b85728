/// The zoom transition's dismissal pan (docs/gestures.md, "The zoom dismissal"), modelled on the pan
/// UIKit's zoom installs on the zoomed view: it starts anywhere in the view and works in every
/// direction.
///
/// - **Keyboard**: the first arrow press (any of the four) puts a virtual finger down at the view's
///   centre; each press moves its target one step that way (`stepX` = width / 20 for ← →,
///   `stepY` = height / 20 for ↑ ↓), and the finger glides to it frame by frame as the edge pan's
///   does (`KeyboardFinger`: over the last interval between presses, at most 0.1 s; 0.05 s for the
///   first), lifting on its own as `KeyRepeat` says; Enter or Space lifts it, Escape cancels.
/// - **Mouse**: a press inside the view puts the finger down there, drags move it exactly, the
///   release lifts it.
///
/// The recognizer (`TouchTracker`) sees the finger's **distance** from where it went down, r = |d|:
/// it begins once r ≥ `hysteresis` (15 pt) and the caller's `canBegin` agrees; translation = r − 15,
/// percent = clamp(translation / distance, 0, 1) with distance = the container height; its velocity
/// is dr/dt (positive = moving away from the touch-down = towards dismissing), smoothed 0.2/0.8 per
/// frame like the edge pan's. `translationVector` is d shortened by the hysteresis, and
/// `releaseVelocity(at:)`'s vector form is the finger's own velocity per axis, smoothed the same way.
/// Times are real seconds.
public struct ZoomDismissPan: InteractiveGesture {
    /// What moves the finger.
    public enum Input: Sendable, Equatable { case keyboard, mouse }

    /// The container size; unit: points.
    public let containerSize: Size
    /// What moves the finger.
    public let input: Input
    /// Points per ← → press; width / 20.
    public let stepX: Double
    /// Points per ↑ ↓ press; height / 20.
    public let stepY: Double
    /// The recognizer, on the finger's distance from the touch-down.
    public private(set) var tracker: TouchTracker
    /// The finger's movement since the touch-down, as the recognizer last saw it; unit: points.
    public private(set) var finger = Vector.zero
    /// When the keyboard finger lifts on its own.
    public let keyRepeat: KeyRepeat
    private var vx = VelocityEstimator(), vy = VelocityEstimator()
    private var glide = Glide2D()
    private var target = (x: 0, y: 0)
    private var lastPress: Double?
    private var isRepeating = false
    private var lastFrame: Int?
    private var seen = -Double.infinity
    private var pressPoint = Point(x: 0, y: 0)

    /// - Parameters:
    ///   - containerSize: the container, in points; the distance for percent 1 is its height.
    ///   - input: keyboard or mouse.
    ///   - hysteresis: points of movement before the pan begins; ≥ 0; default 15.
    ///   - keyRepeat: when the keyboard finger lifts on its own; default 0.7 s / 0.25 s.
    public init(containerSize: Size, input: Input, hysteresis: Double = EdgePanGesture.defaultHysteresis,
                keyRepeat: KeyRepeat = KeyRepeat()) {
        self.containerSize = containerSize
        self.input = input
        stepX = containerSize.width / 20
        stepY = containerSize.height / 20
        self.keyRepeat = keyRepeat
        tracker = TouchTracker(hysteresis: hysteresis, distance: containerSize.height)
    }

    /// Translation for percent 1: the container height; unit: points.
    public var distance: Double { tracker.distance }
    /// The keyboard's finger lifts with Enter and Space; the mouse's with its button.
    public var liftsWithKeys: Bool { input == .keyboard }
    public var kind: GestureInfo.Kind { .zoomPan(keyboard: input == .keyboard) }

    /// The finger's movement with the hysteresis taken off its length (the view's centre moves by
    /// this); zero until the pan has begun; unit: points.
    public var translationVector: Vector {
        let r = (finger.dx * finger.dx + finger.dy * finger.dy).squareRoot()
        guard r > 0, tracker.state.isRecognized || tracker.state == .ended else { return .zero }
        let k = max(0, tracker.translation) / r
        return Vector(dx: finger.dx * k, dy: finger.dy * k)
    }

    /// The finger's velocity per axis a release at time `t` would report (zero 0.1 s after the last
    /// move); unit: points per second.
    public func releaseVelocityVector(at t: Double) -> Vector {
        Vector(dx: vx.releaseVelocity(at: t), dy: vy.releaseVelocity(at: t))
    }

    // MARK: Deadlines

    private var liftTime: Double? {
        guard input == .keyboard, tracker.isTouching, let last = lastPress else { return nil }
        return last + (isRepeating ? keyRepeat.idleRelease : keyRepeat.repeatDelay)
    }

    private var nextFrameTime: Double? {
        guard input == .keyboard, tracker.isTouching else { return nil }
        let after = max(lastFrame.map(GestureFrames.time) ?? -1, lastPress ?? -1)
        let t = GestureFrames.time(GestureFrames.first(after: after))
        return glide.position(at: t) != finger ? t : nil
    }

    private var staleTime: Double? {
        guard tracker.isTouching, tracker.velocity != 0 || vx.velocity != 0 || vy.velocity != 0,
              let stale = tracker.estimator.staleTime, stale > seen else { return nil }
        return stale
    }

    /// The next frame of a gliding finger, its velocity going stale, or the lift on its own; unit: seconds.
    public var deadline: Double? { [nextFrameTime, staleTime, liftTime].compactMap { $0 }.min() }

    // MARK: Input

    /// Whether `handle` would act on `key` now: every arrow (keyboard input), Enter, Space and Escape
    /// while the finger is down.
    public func consumes(_ key: Key) -> Bool {
        switch key {
        case .left, .right, .up, .down: input == .keyboard
        case .enter, .space: input == .keyboard && tracker.isTouching
        case .escape: tracker.isTouching
        default: false
        }
    }

    /// Handles a key pressed at time `t` (seconds; not before earlier events), after the frames and
    /// the lift that fell due by `t`.
    public mutating func handle(_ key: Key, at t: Double, canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        var updates = advance(to: t, canBegin: canBegin)
        switch key {
        case .left, .right, .up, .down:
            guard input == .keyboard else { break }
            press(key, at: t)
        case .enter, .space:
            updates += release(at: t)
        case .escape:
            updates += cancel(at: t)
        default:
            break
        }
        return updates
    }

    private mutating func press(_ key: Key, at t: Double) {
        if !tracker.isTouching { touchDown(at: t) }
        let gap = lastPress.map { t - $0 }
        isRepeating = gap.map(KeyRepeat.isRepeat) ?? false
        let duration = gap.map { min(max($0, 0), KeyboardFinger.longestGlide) } ?? KeyboardFinger.firstGlide
        switch key {
        case .left: target.x -= 1
        case .right: target.x += 1
        case .up: target.y -= 1
        default: target.y += 1
        }
        let to = Vector(dx: Double(target.x) * stepX, dy: Double(target.y) * stepY)
        glide = Glide2D(start: t, from: glide.position(at: t), end: t + duration, to: to)
        lastPress = t
    }

    private mutating func touchDown(at t: Double) {
        tracker.touchDown(at: 0, t: t)
        vx = VelocityEstimator(position: 0, at: t)
        vy = VelocityEstimator(position: 0, at: t)
        finger = .zero
        target = (0, 0)
        lastPress = nil
        lastFrame = nil
        glide = Glide2D(start: t, from: .zero, end: t, to: .zero)
    }

    /// Handles a mouse report of `kind` at `point` (container points) at time `t`: a press puts the
    /// finger down (the caller checked it is inside the view), drags move it, the release lifts it.
    public mutating func handle(_ kind: MouseEvent.Kind, at point: Point, t: Double,
                                canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        seen = max(seen, t)
        switch kind {
        case .press:
            let updates = tracker.lift(at: t)
            touchDown(at: t)
            pressPoint = point
            return updates
        case .drag:
            guard tracker.isTouching else { return [] }
            return move(to: Vector(dx: point.x - pressPoint.x, dy: point.y - pressPoint.y), at: t, canBegin: canBegin)
        case .release:
            return tracker.lift(at: t)
        }
    }

    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
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

    /// The recognizer sees the keyboard finger at frame time `t`; after a rest the frame before
    /// counts as a sample at rest (as `KeyboardFinger` does).
    private mutating func frame(at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        let k = Int((t * GestureFrames.rate).rounded())
        if let last = lastFrame, last < k - 1 { _ = move(to: finger, at: GestureFrames.time(k - 1), canBegin: canBegin) }
        lastFrame = k
        return move(to: glide.position(at: t), at: t, canBegin: canBegin)
    }

    private mutating func move(to d: Vector, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        finger = d
        vx.move(to: d.dx, at: t)
        vy.move(to: d.dy, at: t)
        return tracker.move(to: (d.dx * d.dx + d.dy * d.dy).squareRoot(), at: t, canBegin: canBegin)
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { tracker.lift(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { tracker.cancel(at: t) }
}

/// A straight move of a 2-D finger from `from` at `start` to `to` at `end` (seconds, points).
struct Glide2D: Sendable, Equatable {
    var start = 0.0, from = Vector.zero, end = 0.0, to = Vector.zero

    func position(at t: Double) -> Vector {
        if t >= end { return to }
        if t <= start { return from }
        let f = (t - start) / (end - start)
        return Vector(dx: from.dx + (to.dx - from.dx) * f, dy: from.dy + (to.dy - from.dy) * f)
    }
}

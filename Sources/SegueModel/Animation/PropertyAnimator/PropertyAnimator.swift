import SegueSupport
import SegueScenario

/// UIViewPropertyAnimator (docs/animation.md, "Property animators"): animations of view
/// properties that can be started, paused, scrubbed, reversed, stopped and continued with new
/// timing, all at model times passed in through the runtime. Its animations are the engine's
/// property animations (they show in presentation values like block animations); the
/// animator decides their progress. Every call is logged by its UIKit name.
public final class PropertyAnimator: ProgressDriver {
    /// UIViewAnimatingState.
    public enum State: String, Sendable { case inactive, active, stopped }
    /// UIViewAnimatingPosition.
    public enum Position: String, Sendable { case end, start, current }

    unowned let runtime: Runtime
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The animator's duration; unit: seconds; > 0. A duration of 0 (or less) runs
    /// `zeroDurationReplacement` (0.2 s), as UIKit's does; physical and perceptual springs
    /// replace the duration given with their settling duration.
    public let duration: Double
    /// What `UIViewPropertyAnimator(duration: 0)` runs for, as UIKit's does; unit: seconds; 0.2.
    public static let zeroDurationReplacement = 0.2

    /// The duration an animator given `duration` seconds runs with `parameters`.
    static func effectiveDuration(_ duration: Double, _ parameters: TimingParameters) -> Double {
        parameters.animatorDuration(given: duration > 0 ? duration : zeroDurationReplacement)
    }
    public internal(set) var state: State = .inactive
    /// Whether a paused fraction maps linearly to the animations' progress (true, the default)
    /// or through the timing curve (false).
    public var scrubsLinearly = true
    /// When true the animator stays active (paused) at the end and runs no completion; default false.
    public var pausesOnCompletion = false
    /// UIKit's `isInterruptible`; default true (recorded, not enforced).
    public var isInterruptible = true

    var pending: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(Position) -> Void] = []
    var entries: [AnimatorEntry] = []
    /// The motion while running; nil while inactive, paused or stopped (then `restFraction` holds).
    var run: AnimatorRun?
    var restFraction = 0.0
    var reversed = false
    /// Bumped at every change of course, so that a superseded end timer does nothing.
    var generation = 0
    /// The clock timer of the natural end, while one is set.
    var endTimer: Int?
    /// The window new animations get while a block runs (set by `perform`).
    var addingWindow = 0.0

    /// `init(duration:timingParameters:)`: `duration` in seconds (> 0; 0 runs 0.2 s; physical
    /// and perceptual springs replace it with their settling duration). `animations`, when given, is the first block.
    public init(runtime: Runtime, duration: Double, timingParameters: TimingParameters, animations: (() -> Void)? = nil) {
        self.runtime = runtime
        self.timingParameters = timingParameters
        self.duration = Self.effectiveDuration(duration, timingParameters)
        runtime.record(.propertyAnimator(duration: duration, arguments: "timingParameters: \(timingParameters.logDescription)"))
        if let animations { pending.append((animations, 0)) }
    }

    /// `init(duration:curve:animations:)`: `duration` in seconds (≥ 0); a named curve
    /// (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public convenience init(runtime: Runtime, duration: Double, curve: TimingCurve, animations: (() -> Void)? = nil) {
        self.init(runtime: runtime, duration: duration, logged: "curve: .\(curve.name)",
                  timingParameters: .cubic(CubicTimingParameters(animationCurve: curve)), animations: animations)
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: `duration` in seconds (≥ 0);
    /// the Bézier's control points, x in [0, 1] (clamped), y any value.
    public convenience init(runtime: Runtime, duration: Double, controlPoint1: Point, controlPoint2: Point,
                            animations: (() -> Void)? = nil) {
        let args = "controlPoint1: (\(DecimalText.compact(controlPoint1.x)), \(DecimalText.compact(controlPoint1.y))), controlPoint2: (\(DecimalText.compact(controlPoint2.x)), \(DecimalText.compact(controlPoint2.y)))"
        self.init(runtime: runtime, duration: duration, logged: args,
                  timingParameters: .cubic(CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)),
                  animations: animations)
    }

    /// `init(duration:dampingRatio:animations:)`: `duration` in seconds (≥ 0); ζ in (0, 1],
    /// UIKit's block spring fitted to `duration`.
    public convenience init(runtime: Runtime, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(runtime: runtime, duration: duration, logged: "dampingRatio: \(DecimalText.compact(dampingRatio))",
                  timingParameters: .spring(SpringTimingParameters(dampingRatio: dampingRatio)), animations: animations)
    }

    private init(runtime: Runtime, duration: Double, logged: String, timingParameters: TimingParameters, animations: (() -> Void)?) {
        self.runtime = runtime
        self.timingParameters = timingParameters
        self.duration = Self.effectiveDuration(duration, timingParameters)
        runtime.record(.propertyAnimator(duration: duration, arguments: logged))
        if let animations { pending.append((animations, 0)) }
    }

    // MARK: Reading

    /// Whether the animations are moving (active and not paused).
    public var isRunning: Bool { state == .active && run != nil }

    /// The fraction of the animation done (0 at the start, 1 at the end) at model time `t`.
    public func fractionComplete(at t: Double) -> Double { run?.fraction(at: t) ?? restFraction }

    /// fractionComplete now, 0…1. Settable while inactive or paused (an inactive animator
    /// becomes active, paused); setting it while running or stopped is logged and ignored.
    public var fractionComplete: Double {
        get { fractionComplete(at: runtime.now) }
        set { setFractionComplete(newValue) }
    }

    /// Whether the animations run (or will run) towards the start. Set while running, the
    /// animator turns round at once and goes back along the timing curve.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    // MARK: Animations and completions

    /// `addAnimations(_:)`: with the animator active the block runs now, over the rest of
    /// the duration, (1 − fractionComplete) × duration.
    public func addAnimations(_ animations: @escaping () -> Void) { addAnimations(animations, delayFactor: 0, logged: .addAnimations(delayFactor: nil)) }

    /// `addAnimations(_:delayFactor:)`: `delayFactor` f in [0, 1]; the block starts after
    /// f × the remaining duration and runs for the rest.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        addAnimations(animations, delayFactor: delayFactor, logged: .addAnimations(delayFactor: delayFactor))
    }

    private func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double, logged: UIKitCall) {
        runtime.record(logged)
        let f = min(max(delayFactor, 0), 1)
        switch state {
        case .inactive: pending.append((animations, f))
        case .active:
            let now = fractionComplete
            perform(animations, window: now + f * (1 - now))
        case .stopped: runtime.record(.refused(logged, because: "on a stopped animator: ignored (UIKit raises)"))
        }
    }

    /// `addCompletion(_:)`: runs once at the end with the position the animations ended at.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        runtime.record(.addCompletion)
        completions.append(completion)
    }

    // MARK: ProgressDriver

    func progress(of animation: PropertyAnimation, at t: Double) -> Double {
        guard let e = entries.first(where: { $0.animation === animation }) else { return 1 }
        return progress(of: e, at: t)
    }

    func progress(of e: AnimatorEntry, at t: Double) -> Double {
        run?.progress(of: e, at: t, duration: duration) ?? e.base
    }

    var isMoving: Bool { isRunning }

    func adopt(_ animation: PropertyAnimation, view: View, property: AnimatableProperty, from: Double, to: Double) {
        let w = min(max(addingWindow, 0), 1)
        let timing = timingParameters.timing(for: VelocityAxis(property))
        let e = AnimatorEntry(animation: animation, view: view, property: property, from: from, to: to, window: w,
                              curve: timing.evaluator(nominalDuration: (1 - w) * duration), base: 0)
        if let run, run.retimed == nil { e.base = e.onCurve(run.from, duration: duration) }
        entries.append(e)
    }
}

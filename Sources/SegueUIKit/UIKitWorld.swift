import SegueCore

/// The model an engineer's UIKit code runs in: one `SimulatedApp` and the UIKit objects that face
/// its views and controllers (docs/user-code.md, "The API"). Every call from the model into user
/// code (setUp, an animator, a delegate, a gesture's action, a completion) runs inside
/// `perform(_:)`, so that what the code makes there — a `UIView()`, a `UIView.animate` — belongs
/// to this model even when a player keeps several models at once (history, onion skin, a sweep).
public final class UIKitWorld {
    /// The model's runtime: its clock, animation engine and call log.
    public let runtime: Runtime

    /// The transition group `UIView.animate` (every form, keyframes, `transition(with:…)`) and
    /// property animators' blocks join while it is set; nil (the default) runs them on the
    /// model clock. `UserAnimator` sets it to the running transition's `context.group` around the
    /// user's `animateTransition(using:)` and resets it after, so that the animations the user's
    /// animator starts there are scrubbed, paused and completed with the transition, as the
    /// model's own animators' are (docs/user-code.md, "The API: views and animations").
    public var currentGroup: AnimationGroup?
    /// The timing of the first `UIView.animate` block of the running transition (what the side
    /// panel plots as its curve); nil until one, and again when the transition ends.
    public var transitionTiming: Timing?

    /// The recognizers user code added to views, and the route of the model's finger to them
    /// (`routeGestures(of:)`; docs/user-code.md, "The API: gestures").
    public private(set) lazy var gestures = GestureRouter(world: self)

    /// The container's controller `setUp` was given (a `UINavigationController`, a
    /// `UITabBarController`, the presenter or the containment parent), kept here
    /// because the model's container only keeps its delegate weakly.
    public internal(set) var containerController: UIViewController?

    /// The answers to a modal container's questions (kept here: the model keeps its delegate weakly).
    var presentations: UIKitPresentations?

    /// The model's container the code's controllers live in (navigation, tabs, modal or containment).
    public internal(set) weak var modelContainer: Container?

    /// The world user code is running in now; nil outside `perform(_:)`.
    nonisolated(unsafe) static var current: UIKitWorld?

    public init(runtime: Runtime) {
        self.runtime = runtime
        runtime.host = self
    }

    /// The world of `runtime`, made when the model has none yet.
    public static func of(_ runtime: Runtime) -> UIKitWorld {
        (runtime.host as? UIKitWorld) ?? UIKitWorld(runtime: runtime)
    }

    /// The world user code is running in now (inside `perform(_:)`); nil outside.
    public static var running: UIKitWorld? { current }

    /// Called when user code starts running, at the outermost `perform(_:)`, with the world and
    /// what runs (`what`); nil (the default) does nothing. The `segue-swift` host sets it to put
    /// the code on model time and under its watchdog (docs/user-code.md, "Time and determinism").
    public nonisolated(unsafe) static var willEnterUserCode: ((UIKitWorld, StaticString) -> Void)?
    /// Called when the outermost `perform(_:)`'s body has returned, while the world is still
    /// current (work it runs then is user code too); nil (the default) does nothing.
    public nonisolated(unsafe) static var didLeaveUserCode: ((UIKitWorld) -> Void)?

    /// Runs `body` with this world current (nested calls restore the outer world); the host's
    /// watchdog line says it was in "your code".
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try perform("your code", body)
    }

    /// Runs `body` with this world current (nested calls restore the outer world).
    /// - Parameter what: where the call goes, for the host's watchdog line (`in setUp`): a short
    ///   phrase naming the user's method or block.
    public func perform<T>(_ what: StaticString, _ body: () throws -> T) rethrows -> T {
        let saved = Self.current
        Self.current = self
        let outermost = saved == nil
        if outermost {
            Self.runningWhat = what
            Self.willEnterUserCode?(self, what)
        }
        defer {
            if outermost {
                Self.didLeaveUserCode?(self)
                Self.runningWhat = nil
            }
            Self.current = saved
        }
        return try body()
    }

    /// What the outermost `perform` runs now (`setUp`, `a gesture's action`, …); nil outside.
    nonisolated(unsafe) static var runningWhat: StaticString?

    /// Stops user code that asks for what the model cannot do, with one line saying what and
    /// where the code was (`… (in setUp)`); the host's supervisor prints it as the run's line,
    /// naming the scenario (`HostCrashReport`).
    static func notModelled(_ message: String) -> Never {
        fatalError("segue: \(message)" + (runningWhat.map { " (in \($0))" } ?? ""))
    }

    /// The world user code is running in; a UIKit object made outside every world (at a global's
    /// initialisation, before `setUp`) has no model to live in: a trap naming the cause.
    static func required(_ what: String) -> UIKitWorld {
        guard let world = current else {
            notModelled("\(what) was made outside segue's model (before setUp ran?)")
        }
        return world
    }

    /// A fresh view id for a view user code makes (`view1`, `view2`, …).
    func makeViewID() -> String {
        nextView += 1
        return "view\(nextView)"
    }
    private var nextView = 0
}

import SegueCore

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer — driven by segue's keyboard
/// and mouse finger (docs/user-code.md, "The API: gestures"): the world's `GestureRouter` hands an
/// enabled recognizer whose view is on screen each frame of the finger, and the recognizer calls
/// its targets' actions with UIKit's states. A failed touch calls no action.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    /// The targets and their actions, in the order added.
    private var targets: [(target: AnyObject?, action: Selector)] = []

    /// A recognizer calling `action` on `target` (nil action: none yet).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    public convenience override init() { self.init(target: nil, action: nil) }

    /// Adds a target-action pair, called after the pairs already there.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes `target`'s pairs (nil target: every pair); `action` cannot be compared on Linux
    /// (a method reference has no identity), so every action of the target goes.
    open func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.target === target as AnyObject }
    }

    /// The state of the current (or last) touch; `.possible` before any.
    public internal(set) var state: State = .possible

    /// The view this recognizer is attached to (`UIView.addGestureRecognizer`).
    public internal(set) weak var view: UIView?

    /// A disabled recognizer gets no finger; disabling it mid-touch cancels the touch. Default true.
    open var isEnabled = true {
        didSet {
            enabledChanged?(isEnabled)
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            sendActions()
        }
    }

    /// Told when `isEnabled` changes (the system pop's recognizer turns the model's pop off).
    var enabledChanged: ((Bool) -> Void)?

    open weak var delegate: UIGestureRecognizerDelegate?
    /// Stored only: segue has no touches to deliver to views. Default true.
    open var cancelsTouchesInView = true
    /// Stored only. Default false.
    open var delaysTouchesBegan = false
    /// Stored only. Default true.
    open var delaysTouchesEnded = true
    /// Stored only. Default true.
    open var requiresExclusiveTouchType = true
    open var name: String?

    /// The finger's last point; unit: container points.
    var fingerLocation = CGPoint.zero
    /// The fingers down: 1 for a pan, 2 for a pinch, while the touch is recognized; else 0.
    var touches = 1

    /// The touches down now: 1 for a pan, 2 for a pinch, while recognized; 0 otherwise.
    open var numberOfTouches: Int { state == .began || state == .changed ? touches : 0 }

    /// Where the finger is in `view`'s coordinates (nil: the window's, which is the container's);
    /// unit: points. Views' transforms are not applied.
    open func location(in view: UIView?) -> CGPoint {
        let origin = view.map(UIGestureRecognizer.containerOrigin) ?? .zero
        return CGPoint(x: fingerLocation.x - origin.x, y: fingerLocation.y - origin.y)
    }

    /// A pinch's fingers are both reported at their centre.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// Takes a frame of the finger from the router: its point, then its state.
    func take(_ frame: HostGestureFrame) {
        fingerLocation = CGPoint(x: frame.location.x, y: frame.location.y)
        switch frame.state {
        case .began: enter(.began)
        case .changed: enter(.changed)
        case .ended: enter(.ended)
        case .cancelled: enter(.cancelled)
        case .failed: enter(.failed)
        }
    }

    /// Enters `state` and, unless it is `.failed`, calls every target's action (UIKit's order:
    /// the order they were added). A `Selector("name")` cannot be called on Linux: it is
    /// reported once as a warning in the model's log.
    func enter(_ state: State) {
        self.state = state
        if state != .failed { sendActions() }
    }

    private func sendActions() {
        for (target, action) in targets {
            if let invoke = action.invoke {
                invoke(target, self)
            } else if !warnedNames.contains(action.name ?? "") {
                warnedNames.insert(action.name ?? "")
                view.map { UIKitWorld.of($0.modelView.runtime) }?.runtime.warn(
                    "Selector(\"\(action.name ?? "")\") cannot be called on Linux: use #selector")
            }
        }
    }
    private var warnedNames: Set<String> = []

    /// `view`'s origin in the container; unit: points (frames only).
    private static func containerOrigin(of view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var v: View? = view.modelView
        while let current = v, current.superview != nil {
            origin.x += CGFloat(current.frame.minX)
            origin.y += CGFloat(current.frame.minY)
            v = current.superview
        }
        return origin
    }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate — the optional
/// methods are requirements with UIKit's defaults.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the finger has moved far enough to begin; false fails the touch.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Not consulted: one recognizer at a time takes the finger.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Not consulted: one recognizer at a time takes the finger.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Not consulted: one recognizer at a time takes the finger.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

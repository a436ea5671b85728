import SegueCore

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer — a pan: the arrow keys
/// from the scenario's edge (when no screen-edge recognizer takes that edge) or a mouse drag
/// (docs/user-code.md, "The API: gestures").
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The model's translation since the touch-down; unit: points.
    var fingerTranslation = CGPoint.zero
    /// The model's velocity estimate; unit: points per second.
    var fingerVelocity = CGPoint.zero
    /// `setTranslation(_:in:)`'s value and the model translation when it was set.
    private var translationBase = CGPoint.zero, translationAnchor = CGPoint.zero

    /// Stored only: the keyboard and the mouse are one finger. Default 1.
    open var minimumNumberOfTouches = 1
    /// Stored only. Default `Int.max` (UIKit's NSUIntegerMax).
    open var maximumNumberOfTouches = Int.max

    /// The finger's movement since the touch-down (hysteresis included), less what
    /// `setTranslation` reset; unit: points. The same in every view (views' transforms are not applied).
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: translationBase.x + fingerTranslation.x - translationAnchor.x,
                y: translationBase.y + fingerTranslation.y - translationAnchor.y)
    }

    /// Makes `translation(in:)` answer `translation` now; unit: points.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationBase = translation
        translationAnchor = fingerTranslation
    }

    /// The model's velocity estimate, the one its finish rules use (at `.ended` the release
    /// velocity: 0 after 0.1 s without a move); unit: points per second.
    open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

    /// Takes a frame of the finger (a new touch starts from translation zero).
    override func take(_ frame: HostGestureFrame) {
        if frame.state == .began { (translationBase, translationAnchor) = (.zero, .zero) }
        fingerTranslation = CGPoint(x: frame.translation.dx, y: frame.translation.dy)
        fingerVelocity = CGPoint(x: frame.velocity.dx, y: frame.velocity.dy)
        super.take(frame)
    }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer — the arrow
/// keys, or a mouse press within 13 points of the edge, when `edges` holds the scenario's edge
/// (its interaction's, else the left edge of the system pop).
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from; default none (UIKit's: such a recognizer never begins).
    open var edges: UIRectEdge = []
}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer — `-` pinches in and
/// `+` out, one step (0.05 of scale) a press, gliding frame by frame.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The model's scale since the touch-down: 1 at touch-down; unitless; ≥ 0.
    private var fingerScale: CGFloat = 1
    /// What `scale` was set to, and the model scale then.
    private var scaleBase: CGFloat = 1, scaleAnchor: CGFloat = 1
    private var fingerScaleVelocity: CGFloat = 0

    /// The scale relative to the touch-down (or to when it was last set); unitless. Setting it
    /// rebases later scales multiplicatively, as UIKit does.
    open var scale: CGFloat {
        get { scaleAnchor == 0 ? scaleBase : scaleBase * fingerScale / scaleAnchor }
        set { (scaleBase, scaleAnchor) = (newValue, fingerScale) }
    }

    /// The scale's rate, negative pinching in; unit: scale per second.
    open var velocity: CGFloat { fingerScaleVelocity }

    /// Takes a frame of the fingers (a new touch starts from scale 1).
    override func take(_ frame: HostGestureFrame) {
        if frame.state == .began { (scaleBase, scaleAnchor) = (1, 1) }
        fingerScale = CGFloat(frame.scale)
        fingerScaleVelocity = CGFloat(frame.scaleVelocity)
        touches = 2
        super.take(frame)
    }
}

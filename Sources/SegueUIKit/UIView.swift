import SegueCore

/// https://developer.apple.com/documentation/uikit/uiview — faces one of the model's views: every
/// property reads and writes the model's value (inside `UIView.animate`, the model animates it), so
/// the renderer, the timeline and the checks see user code's views as they see a scenario's.
@preconcurrency @MainActor open class UIView: NSObject {
    /// The model's view this one faces.
    public let modelView: View

    /// A view of the current model at `frame` (unit: points, in its superview's coordinates),
    /// clear (`backgroundColor` nil: nothing painted), with no border.
    public init(frame: CGRect) {
        let world = UIKitWorld.required("a UIView")
        modelView = View(runtime: world.runtime, id: world.makeViewID(), frame: Rect(frame), color: RGB(r: 0, g: 0, b: 0))
        modelView.border = false
        modelView.fillsBackground = false
        super.init()
        modelView.host = self
    }

    /// NSObject's `init()`: a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Storyboards and nibs are not part of segue's model: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Faces a view the model made (a screen's view, an element, the container).
    init(facing view: View) {
        modelView = view
        accessibilityIdentifier = Self.elementID(of: view)
        super.init()
        view.host = self
    }

    /// The element id of a scenario element's view (model id `screen.element`, a subview of the
    /// screen's view `screen`): `element`; nil for every other view.
    private static func elementID(of view: View) -> String? {
        guard let screen = view.superview?.id, view.id.hasPrefix(screen + ".") else { return nil }
        return String(view.id.dropFirst(screen.count + 1))
    }

    /// The view facing `view`: the one user code made, or one made now for a view of the model.
    public static func facing(_ view: View) -> UIView {
        (view.host as? UIView) ?? UIView(facing: view)
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/accessibilityviewismodal —
    /// VoiceOver is not part of segue's model: kept as set, never read; default false.
    open var accessibilityViewIsModal = false

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier —
    /// the string an app sets to find a view (in a storyboard, or in code). A view facing a scenario
    /// element starts with the element's id (`photo1` of the model's `grid.photo1`), as if the app
    /// had set it; every other view starts with nil. Settable; segue's model never reads it.
    open var accessibilityIdentifier: String?

    // MARK: Geometry

    /// The frame in the superview; unit: points. Set inside an animation block, it animates.
    open var frame: CGRect {
        get { CGRect(modelView.frame) }
        set { modelView.frame = Rect(newValue) }
    }

    /// The bounds: origin zero, the frame's size; setting it keeps the centre (the anchor's position).
    open var bounds: CGRect {
        get { CGRect(x: 0, y: 0, width: frame.width, height: frame.height) }
        set {
            let (c, a) = (center, layer.anchorPoint)
            frame = CGRect(x: c.x - a.x * newValue.width, y: c.y - a.y * newValue.height, width: newValue.width, height: newValue.height)
        }
    }

    /// Where the layer's anchor point is in the superview (the layer's `position`): the frame's
    /// centre for the default anchor; unit: points. Setting it moves the frame.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform about the layer's anchor point (the centre by default). Inside an animation
    /// its angle is taken within half a turn of the current one, so the view turns the short way,
    /// as Core Animation does (docs/user-code.md, "The API: views and animations").
    open var transform: CGAffineTransform {
        get { CGAffineTransform(modelView.transform) }
        set {
            let animated = modelView.runtime.animations.isInsideAnimationBlock
            modelView.transform = animated ? newValue.modelTransform(near: modelView.transform.rotation) : newValue.modelTransform
        }
    }

    /// Opacity, 0…1; default 1.
    open var alpha: CGFloat {
        get { CGFloat(modelView.alpha) }
        set { modelView.alpha = Double(newValue) }
    }

    /// Hidden views and their subviews are not drawn; default false.
    open var isHidden: Bool {
        get { modelView.isHidden }
        set { modelView.isHidden = newValue }
    }

    // MARK: Hierarchy

    open var superview: UIView? { modelView.superview.map(UIView.facing) }
    open var subviews: [UIView] { modelView.subviews.map(UIView.facing) }

    open func addSubview(_ view: UIView) { modelView.addSubview(view.modelView) }
    open func insertSubview(_ view: UIView, at index: Int) { modelView.insertSubview(view.modelView, at: index) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        modelView.insertSubview(view.modelView, belowSubview: siblingSubview.modelView)
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        modelView.insertSubview(view.modelView, aboveSubview: siblingSubview.modelView)
    }
    open func removeFromSuperview() { modelView.removeFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { addSubview(view) }
    open func sendSubviewToBack(_ view: UIView) { insertSubview(view, at: 0) }

    /// Layout is the model's: nothing is pending.
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
}

extension Rect {
    init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: CGFloat(r.minX), y: CGFloat(r.minY), width: CGFloat(r.width), height: CGFloat(r.height)) }
}

import SegueCore

/// https://developer.apple.com/documentation/quartzcore/calayer — a view's layer: its properties
/// are the model view's (not main-actor isolated, as Core Animation is thread-safe). Each read of
/// `UIView.layer` gives a new object facing the same model view; what is set through any of them
/// is the view's (docs/user-code.md, "The API: views and animations").
open class CALayer: NSObject {
    /// The model's view this layer draws.
    let modelView: View

    init(facing view: View) {
        modelView = view
        super.init()
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius — unit: points,
    /// ≥ 0, default 0; animatable inside `UIView.animate` (the model's cornerRadius).
    open var cornerRadius: CGFloat {
        get { CGFloat(modelView.cornerRadius) }
        set { modelView.cornerRadius = Double(newValue) }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint — the point of
    /// the bounds the transform turns and scales about, in unit coordinates (0…1 each); default
    /// (0.5, 0.5). As in Core Animation, `position` stays where it is, so the frame moves (at
    /// once, even inside an animation block).
    open var anchorPoint: CGPoint {
        get { CGPoint(x: modelView.anchor.x, y: modelView.anchor.y) }
        set {
            let kept = position
            modelView.anchor = Anchor(x: Double(newValue.x), y: Double(newValue.y))
            modelView.runtime.animations.performWithoutAnimation { position = kept }
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/position — where the anchor
    /// point is in the superview (the view's `center`); unit: points. Setting it moves the frame
    /// (animated inside an animation block).
    open var position: CGPoint {
        get {
            let f = modelView.frame
            return CGPoint(x: f.minX + modelView.anchor.x * f.width, y: f.minY + modelView.anchor.y * f.height)
        }
        set {
            let f = modelView.frame
            modelView.frame = Rect(x: Double(newValue.x) - modelView.anchor.x * f.width, y: Double(newValue.y) - modelView.anchor.y * f.height,
                                   width: f.width, height: f.height)
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity — the view's alpha,
    /// 0…1; default 1.
    open var opacity: Float {
        get { Float(modelView.alpha) }
        set { modelView.alpha = Double(newValue) }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    @available(*, unavailable, message: "segue does not model clipping: subviews are drawn whole")
    open var masksToBounds: Bool {
        get { false }
        set {}
    }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/layer — the view's layer.
    public var layer: CALayer { CALayer(facing: modelView) }

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — nil (the default
    /// for a view user code makes) or a colour with alpha 0 paints nothing; any other colour
    /// paints its red, green and blue opaquely (the model has no translucent fill: use `alpha`).
    /// Set inside an animation block, the channels animate linearly in 0…255 between the two
    /// colours. Reads give the model's channels with alpha 1, or nil when nothing is painted.
    public var backgroundColor: UIColor? {
        get {
            guard modelView.fillsBackground else { return nil }
            let c = modelView.color
            return UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1)
        }
        set {
            guard let newValue, newValue.alpha > 0 else {
                modelView.fillsBackground = false
                return
            }
            modelView.fillsBackground = true
            modelView.color = newValue.rgb
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection —
    /// always left to right (segue models no right-to-left layout).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

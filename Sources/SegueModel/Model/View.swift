import SegueSupport
import SegueScenario

/// The scalar properties of a view that can be animated.
public enum AnimatableProperty: Int, Sendable, CaseIterable {
    /// Frame origin and size; unit: points.
    case x, y, width, height
    /// Transform translation; unit: points.
    case translationX, translationY
    /// Transform scale; unitless.
    case scaleX, scaleY
    /// Transform rotation; unit: radians.
    case rotation
    /// Opacity, 0…1.
    case alpha
    /// Fill colour channels, 0…255.
    case red, green, blue
    /// `layer.cornerRadius`; unit: points; ≥ 0; default 0.
    case cornerRadius
}

/// A rectangle in the view hierarchy, like a UIView: a frame, a transform about an anchor,
/// alpha, colour, optional border/title/content, and ordered subviews (later = on top).
///
/// Setting an animatable property inside an animation block (`AnimationEngine.animate`) animates it
/// from its presentation value to the new value; outside one, the change is immediate.
public final class View {
    public unowned let runtime: Runtime
    /// Identifier: screen id, `cover`, or `screen.element`.
    public let id: String
    /// Unique within the runtime; identifies the view's properties in the animation engine.
    let handle: Int
    private var values: [Double]
    /// Anchor for the transform, unit coordinates of the bounds; default centre.
    public var anchor: Anchor = .center
    /// Whether a border is drawn; default true.
    public var border: Bool = true
    /// Whether the view paints its colour; false for a clear view (SegueUIKit's nil or
    /// transparent `backgroundColor`): what is under it shows through. Default true.
    public var fillsBackground: Bool = true
    public var title: String?
    public var content: [String] = []
    /// The image drawn under the title and content (docs/scenarios.md, "Images"); default none.
    public var image: ImageReference?
    /// Hidden views (and their subviews) are not drawn; default false.
    public var isHidden: Bool = false
    /// An element's `match` key, pairing it with an element of another screen (docs/scenarios.md).
    public var matchKey: String?
    /// The frame the view has at rest (its layout), relative to its superview.
    public var layoutFrame: Rect
    /// Whether this view is a snapshot of another.
    public private(set) var isSnapshot = false
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// The object that faces this view in a host's API (SegueUIKit's `UIView`); nil for a
    /// scenario's own model. The model never reads it.
    public var host: AnyObject?

    /// A view in `runtime` with `id`, at `frame` (unit: points, in its superview) filled with `color`.
    public init(runtime: Runtime, id: String, frame: Rect, color: RGB) {
        self.runtime = runtime
        self.id = id
        handle = runtime.makeViewID()
        layoutFrame = frame
        values = [frame.minX, frame.minY, frame.width, frame.height, 0, 0, 1, 1, 0, 1,
                  Double(color.r), Double(color.g), Double(color.b), 0]
    }

    // MARK: Model values

    /// The model value of a property (the value animations are heading to).
    public func value(_ p: AnimatableProperty) -> Double { values[p.rawValue] }

    /// Sets a property: animated when inside an animation block, immediate otherwise.
    public func set(_ p: AnimatableProperty, _ v: Double) {
        let old = values[p.rawValue]
        runtime.animations.willSet(self, p, from: presentation(p), to: v, oldModel: old)
        values[p.rawValue] = v
    }

    /// The presentation value of a property now (animations applied).
    public func presentation(_ p: AnimatableProperty) -> Double {
        runtime.animations.presentationValue(of: handle, p, model: values[p.rawValue], at: runtime.now)
    }

    public var frame: Rect {
        get { Rect(x: value(.x), y: value(.y), width: value(.width), height: value(.height)) }
        set {
            set(.x, newValue.minX); set(.y, newValue.minY)
            set(.width, newValue.width); set(.height, newValue.height)
        }
    }

    public var transform: Transform2D {
        get {
            Transform2D(translationX: value(.translationX), translationY: value(.translationY),
                        scaleX: value(.scaleX), scaleY: value(.scaleY), rotation: value(.rotation))
        }
        set {
            set(.translationX, newValue.translationX); set(.translationY, newValue.translationY)
            set(.scaleX, newValue.scaleX); set(.scaleY, newValue.scaleY); set(.rotation, newValue.rotation)
        }
    }

    public var alpha: Double {
        get { value(.alpha) }
        set { set(.alpha, newValue) }
    }

    public var color: RGB {
        get { RGB(r: UInt8(value(.red)), g: UInt8(value(.green)), b: UInt8(value(.blue))) }
        set { set(.red, Double(newValue.r)); set(.green, Double(newValue.g)); set(.blue, Double(newValue.b)) }
    }

    /// `layer.cornerRadius`; unit: points; ≥ 0; default 0.
    public var cornerRadius: Double {
        get { value(.cornerRadius) }
        set { set(.cornerRadius, newValue) }
    }

    /// The frame as presented now.
    public var presentationFrame: Rect {
        Rect(x: presentation(.x), y: presentation(.y), width: presentation(.width), height: presentation(.height))
    }

    /// The transform as presented now.
    public var presentationTransform: Transform2D {
        Transform2D(translationX: presentation(.translationX), translationY: presentation(.translationY),
                    scaleX: presentation(.scaleX), scaleY: presentation(.scaleY), rotation: presentation(.rotation))
    }

    /// Puts the view back to its layout: frame, identity transform, centre anchor, alpha 1.
    public func resetToLayout() {
        runtime.animations.performWithoutAnimation {
            frame = layoutFrame
            transform = .identity
            alpha = 1
            cornerRadius = 0
        }
        anchor = .center
    }

    // MARK: Hierarchy

    public func addSubview(_ v: View) { insertSubview(v, at: subviews.count) }

    public func insertSubview(_ v: View, at index: Int) {
        v.removeFromSuperview()
        subviews.insert(v, at: min(max(index, 0), subviews.count))
        v.superview = self
    }

    public func insertSubview(_ v: View, belowSubview other: View) {
        v.removeFromSuperview()
        insertSubview(v, at: subviews.firstIndex { $0 === other } ?? 0)
    }

    public func insertSubview(_ v: View, aboveSubview other: View) {
        v.removeFromSuperview()
        insertSubview(v, at: (subviews.firstIndex { $0 === other } ?? (subviews.count - 1)) + 1)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func contains(_ v: View) -> Bool { subviews.contains { $0 === v } }

    /// The subview with this id, searching depth first.
    public func descendant(_ id: String) -> View? {
        for s in subviews {
            if s.id == id { return s }
            if let d = s.descendant(id) { return d }
        }
        return nil
    }

    // MARK: Snapshots

    /// A copy of this view's presentation state that no longer follows the original (docs/scenarios.md).
    /// With `afterScreenUpdates: false` it copies the view as it is now; with `true` it copies it
    /// after the changes already made in the same step are applied — so hiding the view right
    /// after asking for such a snapshot gives an empty snapshot (seed 002's warning).
    public func snapshot(afterScreenUpdates: Bool) -> View {
        let copy = View(runtime: runtime, id: id, frame: presentationFrame, color: color)
        copy.isSnapshot = true
        copy.fill(from: self)
        if afterScreenUpdates {
            runtime.pendingSnapshots.append((copy, self))
        }
        return copy
    }

    /// Copies the presentation state (and subviews, as snapshots) of `original`.
    func fill(from original: View) {
        for p in AnimatableProperty.allCases where p != .x && p != .y {
            values[p.rawValue] = original.presentation(p)
        }
        anchor = original.anchor
        border = original.border
        fillsBackground = original.fillsBackground
        title = original.title
        content = original.content
        image = original.image
        isHidden = false
        subviews.forEach { $0.removeFromSuperview() }
        if original.isHidden {
            // An empty snapshot: nothing of the original is visible.
            values[AnimatableProperty.alpha.rawValue] = 0
            return
        }
        for s in original.subviews {
            let c = View(runtime: runtime, id: s.id, frame: s.presentationFrame, color: s.color)
            c.isSnapshot = true
            c.fill(from: s)
            addSubview(c)
        }
    }

    // MARK: Scene

    /// The presentation state of this view and its visible subviews, frames relative to the parent.
    public func sceneView() -> SceneView {
        var scene = SceneView(id: id, frame: presentationFrame, transform: presentationTransform, anchor: anchor,
                  alpha: min(max(presentation(.alpha), 0), 1),
                  color: RGB(r: channel(.red), g: channel(.green), b: channel(.blue)),
                  border: border, title: title, content: content,
                  subviews: subviews.filter { !$0.isHidden }.map { $0.sceneView() }, isSnapshot: isSnapshot,
                  cornerRadius: max(0, presentation(.cornerRadius)), image: image)
        scene.fillsBackground = fillsBackground
        return scene
    }

    private func channel(_ p: AnimatableProperty) -> UInt8 {
        UInt8(min(max(presentation(p).rounded(), 0), 255))
    }
}

extension Runtime {
    /// Resolves `snapshot(afterScreenUpdates: true)` requests at the end of a step.
    func commitSnapshots() {
        let pending = pendingSnapshots
        pendingSnapshots.removeAll()
        for (copy, original) in pending { copy.fill(from: original) }
    }
}

import SegueCore

/// Converting between views' coordinate systems and snapshotting (docs/user-code.md, "The API:
/// views and animations"): a view's point goes to its superview's through the view's transform
/// about its anchor point, then its frame's origin — the model values (not the presentation).
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qdiz — `point`
    /// (points, in this view's bounds) in `view`'s bounds, or in the root view's when nil.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(toRoot).applying((view?.toRoot ?? .identity).inverted())
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7fmo1 — `point`
    /// (points, in `view`'s bounds, or the root view's when nil) in this view's bounds.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(view?.toRoot ?? .identity).applying(toRoot.inverted())
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-5dz7l — the
    /// smallest rectangle in `view` (the root view when nil) holding `rect`'s corners; points.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(toRoot.concatenating((view?.toRoot ?? .identity).inverted()))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-4kiln — the
    /// smallest rectangle in this view holding the corners of `rect` (in `view`, or the root).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying((view?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    /// This view's bounds to its superview's: the transform about the anchor, then the frame's origin.
    var toSuperview: CGAffineTransform {
        let f = frame
        let anchor = CGPoint(x: CGFloat(modelView.anchor.x) * f.width, y: CGFloat(modelView.anchor.y) * f.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: f.minX + anchor.x, y: f.minY + anchor.y))
    }

    /// This view's bounds to the root view's (the top of its superview chain).
    var toRoot: CGAffineTransform {
        var t = toSuperview
        var view = superview
        while let v = view, v.superview != nil {
            t = t.concatenating(v.toSuperview)
            view = v.superview
        }
        return superview == nil ? .identity : t
    }

    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:) —
    /// the model's snapshot: a copy of the view as presented now (`afterUpdates` false) or as it
    /// is at the end of this step (true: hiding the view after asking gives an empty snapshot).
    /// Its frame is the view's presentation frame; it is not in any superview.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView.facing(modelView.snapshot(afterScreenUpdates: afterUpdates))
    }
}

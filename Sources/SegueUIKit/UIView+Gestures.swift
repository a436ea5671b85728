/// UIView's gesture recognizers (docs/user-code.md, "The API: gestures"): attaching one makes it
/// a candidate for the model's finger (`GestureRouter`).
extension UIView {
    /// Attaches `gestureRecognizer` to this view (detaching it from its previous view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        UIKitWorld.of(modelView.runtime).gestures.attach(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` if it is this view's.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        UIKitWorld.of(modelView.runtime).gestures.detach(gestureRecognizer)
    }

    /// This view's recognizers in the order added; nil when it has none. Setting replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let mine = UIKitWorld.of(modelView.runtime).gestures.attached.filter { $0.view === self }
            return mine.isEmpty ? nil : mine
        }
        set {
            for r in gestureRecognizers ?? [] { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }
}

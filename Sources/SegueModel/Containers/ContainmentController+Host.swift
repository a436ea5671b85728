import SegueScenario

/// What a host's `transition(from:to:duration:options:animations:completion:)` adds to the
/// switch: its animations block (run inside the animation, with the options' transition) and its
/// completion (run after the did-callbacks, with `finished`).
public struct HostChildTransition {
    public var animations: (() -> Void)?
    public var completion: ((Bool) -> Void)?

    public init(animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        self.animations = animations
        self.completion = completion
    }
}

/// A host's own containment calls (SegueUIKit's `addChild(_:)`, `willMove(toParent:)`,
/// `transition(from:to:…)`, `removeFromParent()`, `didMove(toParent:)`; docs/user-code.md, "The
/// API: presentations, tabs and containment"), logged as the scenario's are.
extension ContainmentController {
    /// `addChild(_:)` of one of the parent's available screens.
    public func addChild(_ child: ViewController) {
        runtime.record(.addChild(child.id))
        if !children.contains(where: { $0 === child }) { children.append(child) }
    }

    /// `willMove(toParent: nil)` of a child about to leave.
    public func willMoveToNilParent(_ child: ViewController) {
        runtime.record(.willMoveToNilParent(child.id))
    }

    /// `removeFromParent()` of a child.
    public func removeFromParent(_ child: ViewController) {
        runtime.record(.removeFromParent(child.id))
        children.removeAll { $0 === child }
    }

    /// `didMove(toParent:)` with this parent.
    public func didMoveToParent(_ child: ViewController) {
        runtime.record(.didMoveToParent(child.id))
    }

    /// `transition(from:to:duration:options:animations:completion:)` from a host: the switch from
    /// the child shown to `to` (a child already added) with the host's arguments; false (nothing
    /// happens) when a switch runs, `from` is not the child shown or `to` is not one of the
    /// parent's screens.
    @discardableResult
    public func transition(from: ViewController, to: ViewController, arguments: ChildTransitionSpec, host: HostChildTransition) -> Bool {
        guard runningSwitch == nil, available.indices.contains(selectedIndex), available[selectedIndex] === from,
              available.contains(where: { $0 === to }), from !== to else { return false }
        beginTransition(from: from, to: to, arguments: arguments, host: host)
        return true
    }
}

import SegueScenario

/// What a container lets the keys do now (docs/gestures.md): the facts behind the panel's key hints,
/// and the screen `p` goes to.
extension Container {
    /// The controls on offer now: the edge pan or pinch that can begin (or drives the running
    /// transition while it is interactive), the tabs or containment children, and what `p` and `b` would do.
    public var controls: Controls {
        var c = Controls(panEdge: offeredInteraction(.edgePan)?.edge, pinch: offeredInteraction(.pinch) != nil,
                         tabCount: (self as? TabBarController)?.tabs.count ?? 0,
                         childCount: (self as? ContainmentController)?.available.count ?? 0,
                         forward: nextScreenID == nil ? nil : forwardOperation,
                         back: backOperation)
        if let nav = self as? NavigationController, nav.offersZoomPan {
            c.zoomPan = true
            c.panEdge = nil
        }
        return c
    }

    /// The top screen: the top of a navigation stack, the last presented screen (or the
    /// presenter); nil in a tab bar.
    public var topScreenID: String? {
        switch self {
        case let nav as NavigationController: nav.stack.last?.id
        case let modal as ModalController: modal.chain.last?.id
        default: nil
        }
    }

    /// The screen `p` pushes or presents: the one after the top screen in the scenario's
    /// `screens`; nil in a tab bar or when the top screen is the last.
    public var nextScreenID: String? {
        guard let top = topScreenID, let index = scenario.screens.firstIndex(where: { $0.id == top }),
              index + 1 < scenario.screens.count else { return nil }
        return scenario.screens[index + 1].id
    }

    /// What `b` does: pop with more than one screen on the stack, dismiss while something is
    /// presented; nil otherwise (and in a tab bar).
    var backOperation: Operation? {
        switch self {
        case let nav as NavigationController: nav.stack.count > 1 ? .pop : nil
        case let modal as ModalController: modal.presented != nil ? .dismiss : nil
        default: nil
        }
    }

    /// The interaction a gesture of `kind` can begin now, or — while the running transition is
    /// interactive — the one driving it (its keys stay live while the finger is down).
    func offeredInteraction(_ kind: GestureKind) -> InteractionSpec? {
        if let (_, spec) = interactiveOperation(for: kind) { return spec }
        guard let context = activeContext, context.isInteractive, activeInteraction != nil,
              let spec = transitionSpec(context.operation) else { return nil }
        let interaction = spec.interaction ?? SystemTransitions.popInteraction
        return interaction.gesture == kind ? interaction : nil
    }
}

import SegueScenario

/// Everything a container has decided before it runs a transition: the operation, the two view
/// controllers, the delegate's animator and interaction controller, the alongside tracks, and
/// which appearance callbacks apply (a modal over a card keeps its presenter on screen).
struct TransitionSetup {
    var operation: Operation
    var from: ViewController
    var to: ViewController
    /// The modal presentation style (navigation and tabs use `.fullScreen`).
    var style: ModalStyle = .fullScreen
    /// nil for an immediate change (no context, callbacks with animated false).
    var animator: AnimatedTransitioning?
    /// The interaction controller when a gesture drives the transition.
    var interaction: InteractiveTransitioning?
    /// Tracks the coordinator animates alongside.
    var alongside: [TrackSpec] = []
    /// Whether a cancelled transition puts the alongside tracks back to their start; default true.
    var restoreOnCancel = true
    /// +1 forward, -1 backward (a tab to the left); mirrors the animator's offsets when negative.
    var direction = 1
    /// Whether `from` gets its disappearance callbacks; default true.
    var appearanceFrom = true
    /// Whether `to` gets its appearance callbacks; default true.
    var appearanceTo = true
    /// The presentation's controller, told when the transition begins and ends; default nil.
    var presentation: PresentationController?

    init(_ operation: Operation, from: ViewController, to: ViewController, style: ModalStyle = .fullScreen,
         animator: AnimatedTransitioning?, interaction: InteractiveTransitioning?, alongside: [TrackSpec] = [],
         restoreOnCancel: Bool = true, direction: Int = 1, appearanceFrom: Bool = true, appearanceTo: Bool = true) {
        self.operation = operation
        self.from = from
        self.to = to
        self.style = style
        self.animator = animator
        self.interaction = interaction
        self.alongside = alongside
        self.restoreOnCancel = restoreOnCancel
        self.direction = direction
        self.appearanceFrom = appearanceFrom
        self.appearanceTo = appearanceTo
    }
}

import SegueCore

/// The parts of a scenario the UIKit export cannot express (docs/export.md, "What is not
/// expressed"), each named in the header so nothing is dropped silently, and the rules that
/// decide them, which the writers follow too.
struct ExportNotes {
    let scenario: Scenario
    private(set) var notes: [String] = []
    /// The operations whose timing needs iOS 17 (the perceptual spring).
    private(set) var needsIOS17: [Operation] = []

    init(scenario: Scenario) {
        self.scenario = scenario
        for op in Operation.allCases {
            guard let t = scenario.transitions[op] else { continue }
            noteAnimator(op, t.animator)
            noteInteraction(op, t)
            noteAlongside(op, t)
        }
        if case .containment(_, _, let transition) = scenario.container {
            for track in transition.animations where !Self.isRole(track.target, among: [.from, .to]) {
                notes.append("transition: the child switch's track on \(Self.describe(track.target)) (only the children's views are animated)")
            }
        }
        if case .modal(let presenter, .custom, _) = scenario.container, scenario.presentationController?.frame == nil {
            let frames = Set(scenario.screens.filter { $0.id != presenter }.compactMap(\.frame))
            if frames.count > 1 { notes.append("present: the presented screens' different frames (the file uses none; give the view its frame)") }
        }
        for screen in scenario.screens where screen.collection != nil {
            notes.append("\(screen.id): the collection's cells and layout (your data source and UICollectionViewLayout)")
        }
    }

    /// Whether a track target is one of the `roles`.
    static func isRole(_ target: TrackTarget, among roles: [Role]) -> Bool {
        if case .role(let r) = target { return roles.contains(r) }
        return false
    }

    /// Whether a track target can be reached by the animator: a role, or an element of the
    /// from or to screen.
    static func isReachable(_ target: TrackTarget) -> Bool {
        if case .element(let screen, _) = target { return screen == "from" || screen == "to" }
        return true
    }

    static func describe(_ target: TrackTarget) -> String {
        switch target {
        case .role(let r): "the \(r.rawValue) view"
        case let .element(s, e): "\(s).\(e)"
        }
    }

    /// Push, present and tab interactions would have to choose the screen to show.
    func supportsInteraction(_ op: Operation) -> Bool { op == .pop || op == .dismiss }

    /// The frame of the presented screen of a custom modal, when the screens agree on one.
    static func presentedFrame(_ scenario: Scenario) -> [Length]? {
        guard case .modal(let presenter, .custom, _) = scenario.container else { return nil }
        let frames = scenario.screens.filter { $0.id != presenter }.compactMap(\.frame)
        guard let first = frames.first, frames.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    private mutating func noteAnimator(_ op: Operation, _ spec: AnimatorSpec) {
        let name = op.rawValue
        for track in spec.tracks {
            if !Self.isReachable(track.target) {
                notes.append("\(name): the track on \(Self.describe(track.target)) (a screen that is neither from nor to)")
            } else if track.anchor != .center, case .element = track.target {
                notes.append("\(name): the anchor of \(Self.describe(track.target)) (it scales and rotates about its centre)")
            }
            noteRotations(name, track)
            if ([track.from, track.to] + track.keyframes.map(\.values)).contains(where: { $0.scale == 0 }) {
                notes.append("\(name): the exact scale 0 of \(Self.describe(track.target)) is written as given, but Core Animation cannot "
                             + "interpolate a singular transform: if the view vanishes at once, use 0.001")
            }
        }
        if TimingCode.runnerNeedsIOS17(spec) { needsIOS17.append(op) }
        let keyframed = spec.tracks.filter { !$0.keyframes.isEmpty }
        if let first = keyframed.first {
            if TimingCode.curveOption(first.keyframeCurve) == nil {
                notes.append("\(name): the keyframes' overall \(first.keyframeCurve.name) curve (UIKit's keyframe options take only the named curves; easeInOut is used)")
            }
            if keyframed.contains(where: { $0.calculationMode != first.calculationMode || $0.keyframeCurve != first.keyframeCurve }) {
                notes.append("\(name): different calculation modes or curves per keyframe track (one keyframe animation runs them all with the first's)")
            }
            if spec.driver == .propertyAnimator { notes.append("\(name): the property animator for keyframes (they run through UIView.animateKeyframes)") }
        }
        if spec.interruptible && spec.driver == .propertyAnimator {
            if spec.delay > 0 { notes.append("\(name): the delay of an interruptible animator (UIKit starts it at once)") }
            notes.append("\(name): catching the running transition with a new touch (call pauseInteractiveTransition() from your recognizer)")
        }
    }

    /// A keyframe step of more than 180° turns the short way under a CGAffineTransform.
    private mutating func noteRotations(_ name: String, _ track: TrackSpec) {
        var angle = track.from.rotation ?? 0
        for k in track.keyframes.sorted(by: { $0.start < $1.start }) {
            guard let r = k.values.rotation else { continue }
            if abs(r - angle) > 180 {
                notes.append("\(name): the keyframe turn from \(SwiftLiteral.number(angle))° to \(SwiftLiteral.number(r))° takes the short way "
                             + "(a CGAffineTransform turns at most 180°; animate the layer's transform.rotation.z for the full swing)")
            }
            angle = r
        }
    }

    private mutating func noteInteraction(_ op: Operation, _ t: TransitionSpec) {
        guard let interaction = t.interaction else { return }
        let name = op.rawValue
        guard supportsInteraction(op) else {
            notes.append("\(name): its interaction (a gesture that starts it would have to choose the screen to show; start it from your own recognizer)")
            return
        }
        if interaction.driver == .percentDriven, case .fixed(let d) = interaction.completion {
            notes.append("\(name): the fixed \(SwiftLiteral.number(d)) s completion (UIPercentDrivenInteractiveTransition plays the remaining time; tune completionSpeed)")
        }
        if interaction.driver == .direct {
            if t.animator.tracks.contains(where: { !$0.keyframes.isEmpty }) {
                notes.append("\(name): the keyframes under the custom interaction controller (it interpolates start and end values)")
            }
            for track in t.animator.tracks where !Self.isRole(track.target, among: Role.allCases) {
                notes.append("\(name): the custom interaction controller's track on \(Self.describe(track.target)) (it drives the role views only)")
            }
        }
    }

    private mutating func noteAlongside(_ op: Operation, _ t: TransitionSpec) {
        guard !t.alongside.isEmpty else { return }
        let name = op.rawValue
        guard case .navigation = scenario.container, op == .push || op == .pop else {
            notes.append("\(name): its alongside animations (written for navigation push and pop only)")
            return
        }
        let first = Operation.allCases.first { !(scenario.transitions[$0]?.alongside.isEmpty ?? true) }
        if first != op { notes.append("\(name): its alongside animations (only the first operation's are written)") }
        for track in t.alongside where !Self.isReachable(track.target) {
            notes.append("\(name): the alongside track on \(Self.describe(track.target)) (a screen that is neither from nor to)")
        }
    }
}

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
        noteSwipeBack()
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
                notes.append("\(name): the exact scale 0 of \(Self.describe(track.target)) (written as 0.001: Core Animation cannot "
                             + "interpolate a singular transform, and the view would vanish at once)")
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
        }
    }

    /// A plain track turning by more than 180° turns the short way under a CGAffineTransform
    /// (a keyframe track's turns are split into keyframes of less than 180°: `TrackPlan.split`,
    /// exactly in linear mode; in cubic mode UIKit's spline through the added keyframes is not
    /// the scenario's).
    private mutating func noteRotations(_ name: String, _ track: TrackSpec) {
        if track.calculationMode == .cubic {
            let turns = [track.from.rotation ?? 0] + track.keyframes.sorted { $0.start < $1.start }.compactMap(\.values.rotation)
            if zip(turns, turns.dropFirst()).contains(where: { abs($1 - $0) >= 180 }) {
                notes.append("\(name): the exact cubic curve of the turns of \(Self.describe(track.target)) (a turn of 180° or more is "
                             + "split into keyframes of less than 180° on the scenario's spline; UIKit's spline through them bends slightly otherwise)")
            }
        }
        guard track.keyframes.isEmpty else { return }
        let from = track.from.rotation ?? 0, end = track.to.rotation ?? 0
        guard abs(end - from) > 180 else { return }
        notes.append("\(name): the turn from \(SwiftLiteral.number(from))° to \(SwiftLiteral.number(end))° of \(Self.describe(track.target)) "
                     + "takes the short way (a CGAffineTransform animation turns at most 180°; give the track keyframes)")
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
            for track in t.animator.tracks where track.anchor != .center && Self.isRole(track.target, among: Role.allCases) {
                notes.append("\(name): the anchor of \(Self.describe(track.target)) under the custom interaction controller (it scales and rotates about the centre)")
            }
            if t.animator.tracks.contains(where: { !$0.keyframes.isEmpty }) {
                notes.append("\(name): the keyframes under the custom interaction controller (it interpolates start and end values)")
            }
            for track in t.animator.tracks where !Self.isRole(track.target, among: Role.allCases) {
                notes.append("\(name): the custom interaction controller's track on \(Self.describe(track.target)) (it drives the role views only)")
            }
        }
    }

    /// A custom pop animator takes UIKit's swipe back away: the delegate hands UIKit no
    /// interaction controller for it, so the system's edge swipe (and iOS 26's pan in the content)
    /// cannot scrub the pop. With a pop interaction the header says what replaces it
    /// (`ExportHeader.swipeBackNote`).
    private mutating func noteSwipeBack() {
        guard case .navigation = scenario.container, let pop = scenario.transitions[.pop] else { return }
        if pop.interaction == nil {
            notes.append("pop: UIKit's swipe back (a custom pop animator takes it away: UIKit gets no interaction controller, so "
                         + "the edge swipe, and iOS 26's pan in the content, cannot scrub the pop; give the pop an interaction)")
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

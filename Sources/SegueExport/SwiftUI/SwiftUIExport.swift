import SegueCore

/// The SwiftUI export of a scenario (docs/export.md, "SwiftUI"): one Swift file with, per operation
/// the scenario animates, its timing as a SwiftUI `Animation` (`extension Animation`) and, for
/// modal presentations, tab switches and containment switches, the motion of the view that comes
/// or goes as an `AnyTransition` (`extension AnyTransition`). Navigation pushes and pops get the
/// timing only: NavigationStack takes no custom transition. The header names every part of the
/// scenario SwiftUI cannot express.
struct SwiftUIExport: Exporter {
    let scenario: Scenario
    /// The command line the header names as what wrote the file.
    let command: String

    init(_ scenario: Scenario, command: String? = nil) {
        self.scenario = scenario
        self.command = command ?? "segue export \(scenario.name) --target swiftui"
    }

    /// A static property of the generated extensions.
    struct Member {
        /// Its doc comment, one line each.
        var comments: [String]
        var name: String
        var expression: String
        /// A `static func`'s parameters (`in size: CGSize`); nil = a `static var`.
        var parameters: String? = nil
    }

    /// What the file holds, gathered operation by operation.
    struct Contents {
        /// Header lines naming what SwiftUI cannot express (`pop: the finish rule: …`).
        var notes: [String] = []
        /// Header lines naming the operations left to UIKit's default, which SwiftUI does itself.
        var defaults: [String] = []
        var animations: [Member] = []
        var transitions: [Member] = []
        /// A page sheet's `extension View` (`SwiftUISheet`), when the scenario is one.
        var sheet: SwiftUISheet?
        /// The zoom transitions' `extension View`s (`SwiftUIZoom`), one per zoomed screen.
        var zooms: [SwiftUIZoom] = []
        /// A custom modal's presenting view (`SwiftUIPresentation`).
        var presentation: SwiftUIPresentation?
    }

    var source: String {
        var contents = Contents()
        switch scenario.container {
        case .navigation: addNavigation(to: &contents)
        case let .modal(presenter, style, _): addModal(presenter: presenter, style: style, to: &contents)
        case .tabs: addTabs(to: &contents)
        case .containment(_, _, let child): addContainment(child, to: &contents)
        }
        if scenario.screens.contains(where: { $0.collection?.useLayoutToLayoutNavigationTransitions == true }) {
            contents.notes.append("push, pop: the collection layout-to-layout transition (useLayoutToLayoutNavigationTransitions) "
                + "has no SwiftUI counterpart")
        }
        return render(contents)
    }

    // MARK: - Per container

    private func addNavigation(to contents: inout Contents) {
        let screenNames = SwiftLiteral.uniqueNames(scenario.screens.map(\.id), base: SwiftLiteral.typeName, suffix: "Screen", reserved: [])
        for screen in scenario.screens {
            guard let zoom = screen.preferredTransition else { continue }
            let member = SwiftUIZoom(screen: screen.id, zoom: zoom, name: prefix + screenNames[screen.id, default: ""] + "Zoom")
            contents.zooms.append(member)
            contents.notes.append(member.note)
        }
        for op in [Operation.push, .pop] {
            guard let t = scenario.transitions[op] else {
                contents.defaults.append("\(op.rawValue): NavigationStack's own \(op.rawValue)")
                continue
            }
            var animation = animationMember(op, t.animator)
            animation.comments.append("NavigationStack takes no custom \(op.rawValue) transition: use this for what you animate with it.")
            contents.animations.append(animation)
            contents.notes.append("\(op.rawValue): the motion (\(SwiftUINotes.tracks(t.animator.tracks))): NavigationStack "
                + "pushes and pops take no custom transition, so only the timing is generated")
            addNotes(op, t, to: &contents)
        }
    }

    private func addModal(presenter: String, style: ModalStyle, to contents: inout Contents) {
        if style == .pageSheet {
            contents.sheet = SwiftUISheet(sheet: scenario.sheet ?? SheetSpec(detents: [.large]), name: prefix + "Sheet")
            contents.defaults.append("present, dismiss: the sheet's own slide, drag, detent spring and dimming, what .sheet does itself")
            return
        }
        if let controller = scenario.presentationController {
            contents.notes.append(SwiftUINotes.presentationController(controller))
        }
        let custom = [Operation.present, .dismiss].filter { scenario.transitions[$0] != nil }
        guard !custom.isEmpty else {
            contents.defaults.append("present, dismiss: UIKit's slide up and down (coverVertical), what .sheet and "
                + ".fullScreenCover do themselves")
            return
        }
        let presented = scenario.screens.first { $0.id != presenter }
        let fills = style == .fullScreen || presented?.frame == nil
        var sides: [SwiftUITransition] = []
        for op in [Operation.present, .dismiss] {
            let t = scenario.transitions[op] ?? SystemTransitions.transition(for: op)!
            if scenario.transitions[op] == nil {
                contents.defaults.append("\(op.rawValue): UIKit's slide (coverVertical), written out below for the other side's transition")
            }
            contents.animations.append(animationMember(op, t.animator))
            let moving: Role = op == .present ? .to : .from, still: Role = op == .present ? .from : .to
            let side = SwiftUITransition(roleTracks(t.animator.tracks, moving), op == .present ? .insertion : .removal,
                                         container: scenario.device.size, fillsContainer: fills, relative: true)
            contents.notes += side.unsupported.map { "\(op.rawValue): \($0)" }
            let presenting = roleTracks(t.animator.tracks, still)
            if !presenting.isEmpty {
                contents.notes.append("\(op.rawValue): the presenting screen's own motion (\(SwiftUINotes.tracks(presenting))): "
                    + "a transition moves the view that comes or goes")
            }
            addNotes(op, t, to: &contents)
            sides.append(side)
        }
        let name = presented?.id ?? "presented"
        let takesSize = sides.contains(where: \.usesSize)
        let typeName = SwiftLiteral.scenarioTypeName(scenario.name) + "Presentation"
        contents.transitions.append(Member(
            comments: ["The presented screen (\(name)): inserted by present, removed by dismiss, as `\(typeName)` shows it"
                       + (takesSize ? "; `size` is the container's (offsets are fractions of it)." : ".")],
            name: prefix + "Presented",
            expression: SwiftUITransition.combining(insertion: sides[0].expression, removal: sides[1].expression),
            parameters: takesSize ? "in size: CGSize" : nil))
        contents.presentation = SwiftUIPresentation(typeName: typeName, transition: prefix + "Presented", takesSize: takesSize,
                                                    present: memberName(.present), dismiss: memberName(.dismiss), screen: name)
    }

    private func addTabs(to contents: inout Contents) {
        guard let t = scenario.transitions[.tab] else {
            contents.defaults.append("tab: UIKit's immediate switch, as TabView's")
            return
        }
        contents.animations.append(animationMember(.tab, t.animator))
        addNotes(.tab, t, to: &contents)
        let forward = switchTransition(t.animator.tracks, operation: .tab, notes: &contents.notes)
        guard t.animator.mirrorsBackward else {
            contents.transitions.append(Member(comments: tabComment("A tab switch"), name: prefix + "Tab", expression: forward))
            return
        }
        var ignored: [String] = []
        let backward = switchTransition(t.animator.tracks.map(mirrored), operation: .tab, notes: &ignored)
        contents.transitions.append(Member(comments: tabComment("A switch to a tab with a higher index"),
                                           name: prefix + "TabForward", expression: forward))
        contents.transitions.append(Member(comments: tabComment("A switch to a tab with a lower index (the forward one mirrored)"),
                                           name: prefix + "TabBackward", expression: backward))
    }

    private func tabComment(_ what: String) -> [String] {
        ["\(what): on each tab's view, switched in `withAnimation(.\(memberName(.tab)))`",
         "(a TabView switches tabs without a transition: show the selected tab's view yourself)."]
    }

    private func addContainment(_ child: ChildTransitionSpec, to contents: inout Contents) {
        var tracks = child.animations
        if child.options.transition == .transitionCrossDissolve {
            tracks = [TrackSpec(target: .role(.to), from: TrackValues(alpha: 0), to: TrackValues(alpha: 1)),
                      TrackSpec(target: .role(.from), from: TrackValues(alpha: 1), to: TrackValues(alpha: 0))] + tracks
        }
        let animator = AnimatorSpec(duration: child.duration, timing: .curve(child.options.curve), tracks: tracks)
        guard !roleTracks(tracks, .to).isEmpty || !roleTracks(tracks, .from).isEmpty else {
            contents.defaults.append("transition: the child switch is immediate (options \(child.options.swiftText))")
            return
        }
        contents.animations.append(animationMember(.transition, animator))
        contents.notes += elementNotes(.transition, tracks)
        let expression = switchTransition(tracks, operation: .transition, notes: &contents.notes)
        contents.transitions.append(Member(
            comments: ["A switch between child views (transition(from:to:duration:options:animations:completion:),",
                       "options \(child.options.swiftText)): on each child's view, switched in `withAnimation(.\(memberName(.transition)))`."],
            name: prefix + "Child", expression: expression))
    }

    // MARK: - Shared parts

    /// The `Animation` member for `op`: the animator's timing (a property animator's timing
    /// parameters when it has them) over its duration, after its delay.
    private func animationMember(_ op: Operation, _ a: AnimatorSpec) -> Member {
        let animation = SwiftUIAnimation(Self.timing(of: a), duration: a.duration, delay: a.delay)
        var comments = animation.comments
        comments[0] = "\(op.rawValue): " + comments[0]
        return Member(comments: comments, name: memberName(op), expression: animation.expression)
    }

    /// The timing the animator's tracks run with: its property animator's timing parameters,
    /// the velocity's x component taken as the spring's (SwiftUI's velocity is one number), or its timing.
    static func timing(of a: AnimatorSpec) -> Timing {
        guard a.driver == .propertyAnimator, let p = a.timingParameters else { return a.timing }
        switch p {
        case .cubic(let c): return .curve(c.curve)
        case .spring(let s):
            switch s.form {
            case .dampingRatio(let z): return .blockSpring(dampingRatio: z, velocity: s.initialVelocity.dx, duration: nil)
            case let .physical(m, k, c):
                return .physicalSpring(Spring(mass: m, stiffness: k, damping: c, initialVelocity: s.initialVelocity.dx))
            case let .perceptual(d, b): return .perceptualSpring(bounce: b, duration: d)
            }
        }
    }

    /// A switch's transition: the `to` view's tracks as the insertion, the `from` view's as the removal.
    private func switchTransition(_ tracks: [TrackSpec], operation op: Operation, notes: inout [String]) -> String {
        let size = scenario.device.size
        let insertion = SwiftUITransition(roleTracks(tracks, .to), .insertion, container: size, fillsContainer: true)
        let removal = SwiftUITransition(roleTracks(tracks, .from), .removal, container: size, fillsContainer: true)
        notes += (insertion.unsupported + removal.unsupported).map { "\(op.rawValue): \($0)" }
        return SwiftUITransition.combining(insertion: insertion.expression, removal: removal.expression)
    }

    /// The notes every operation shares: the animator's extras, element tracks, alongside
    /// animations and the interaction.
    private func addNotes(_ op: Operation, _ t: TransitionSpec, to contents: inout Contents) {
        let name = op.rawValue
        contents.notes += SwiftUINotes.animator(t.animator).map { "\(name): \($0)" }
        // Navigation notes name every track already.
        if op != .push && op != .pop { contents.notes += elementNotes(op, t.animator.tracks) }
        if !t.alongside.isEmpty {
            let restore = t.interaction != nil && t.restoreOnCancel ? ", restored when cancelled" : ""
            contents.notes.append("\(name): the alongside animations (animate(alongsideTransition:)): "
                + SwiftUINotes.tracks(t.alongside) + restore)
        }
        if let i = t.interaction { contents.notes += SwiftUINotes.interaction(i).map { "\(name): \($0)" } }
    }

    private func elementNotes(_ op: Operation, _ tracks: [TrackSpec]) -> [String] {
        let elements = tracks.filter { if case .element = $0.target { true } else { false } }
        guard !elements.isEmpty else { return [] }
        return ["\(op.rawValue): the element tracks (\(SwiftUINotes.tracks(elements))): a transition moves a whole view"]
    }

    private func roleTracks(_ tracks: [TrackSpec], _ role: Role) -> [TrackSpec] {
        tracks.filter { $0.target == .role(role) }
    }

    /// The track for a switch the other way: x offsets and rotations negated.
    private func mirrored(_ t: TrackSpec) -> TrackSpec {
        func flip(_ v: TrackValues) -> TrackValues {
            var v = v
            v.x = v.x.map { x -> Length in
                switch x {
                case .fraction(let f): .fraction(-f)
                case .roundedFraction(let f): .roundedFraction(-f)
                case .points(let p): .points(-p)
                }
            }
            v.rotation = v.rotation.map { -$0 }
            return v
        }
        var t = t
        t.from = flip(t.from)
        t.to = flip(t.to)
        t.keyframes = t.keyframes.map { KeyframeSpec(start: $0.start, duration: $0.duration, values: flip($0.values)) }
        return t
    }

    // MARK: - Names and text

    /// The scenario's name in lowerCamelCase (`pop-parallax` → `popParallax`), the prefix of every member.
    var prefix: String {
        let name = SwiftLiteral.scenarioTypeName(scenario.name)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The `Animation` member of `op`: `popParallaxPop`.
    private func memberName(_ op: Operation) -> String { prefix + op.rawValue.prefix(1).uppercased() + op.rawValue.dropFirst() }

    /// `text` in lines of at most `width` characters where it has spaces to break at, the
    /// lines after the first starting with `indent`.
    static func wrapped(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    /// The bars NavigationStack and TabView animate by themselves (docs/chrome.md).
    private var barsLeftToSwiftUI: [String] {
        let bars = ExportHeader.animatedBars(scenario)
        return bars.isEmpty ? [] : [bars.joined(separator: " and ") + ": the system animates \(bars.count == 1 ? "it" : "them") itself"]
    }

    private func render(_ c: Contents) -> String {
        var lines = ["// \(SwiftLiteral.comment(scenario.name)): \(SwiftLiteral.comment(scenario.title))",
                     "// Written by `\(SwiftLiteral.comment(command))`; the values are the scenario's."]
        for (heading, notes) in [("Not generated, because SwiftUI cannot express it:", c.notes),
                                 ("Left to SwiftUI (the scenario keeps UIKit's default):", c.defaults + barsLeftToSwiftUI)]
            where !notes.isEmpty {
            lines += ["//", "// " + heading]
            lines += notes.flatMap { Self.wrapped("- " + SwiftLiteral.comment($0), width: 100, indent: "  ").map { "// " + $0 } }
        }
        lines += ImageComments.lines(scenario)
        lines += ["", "import SwiftUI"]
        for (type, members) in [("Animation", c.animations), ("AnyTransition", c.transitions)] where !members.isEmpty {
            lines += ["", "extension \(type) {"]
            for (i, m) in members.enumerated() {
                if i > 0 { lines.append("") }
                lines += m.comments.flatMap { Self.wrapped($0, width: 100) }.map { "    /// \($0)" }
                let declaration = m.parameters.map { "static func \(m.name)(\($0)) -> \(type)" } ?? "static var \(m.name): \(type)"
                let line = "    \(declaration) { \(m.expression) }"
                lines += line.count <= 120 ? [line] : ["    \(declaration) {", "        " + m.expression, "    }"]
            }
            lines.append("}")
        }
        lines += c.sheet?.lines ?? []
        lines += c.zooms.flatMap(\.lines)
        lines += c.presentation?.lines ?? []
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation
import SegueCore
import SegueExport
import SegueTestSupport
import Testing

/// The call order a type-check cannot see (docs/export.md, "How the export is checked"): UIKit
/// asks the delegate for the interaction controller synchronously inside `popViewController(animated:)`
/// and `dismiss(animated:)`, so a controller that raises its flag only after that call returns
/// is never handed over, and the swipe plays an ordinary transition. The stand-in's two calls
/// run as UIKit's do (Interfaces/UIKit.swift); the real swiftc compiles it with every interactive
/// export and a driver into one program, which sends each generated recognizer `.began` and
/// prints what UIKit got.
@Suite struct InteractionCallOrderTests {
    /// A full-screen modal whose dismissal follows an edge pan (no built-in has one), and an
    /// interruptible one, which the gesture can catch.
    static let interactiveDismissal = """
    {"segue": 1, "name": "swipe-down", "title": "Swipe down to dismiss",
     "screens": [{"id": "list", "title": "List", "color": "#1d4ed8"}, {"id": "card", "title": "Card", "color": "#f8fafc"}],
     "container": {"kind": "modal", "presenter": "list", "style": "fullScreen"},
     "transitions": {
       "present": {"animator": {"duration": 0.4, "to": {"from": {"y": 1}, "to": {"y": 0}}}},
       "dismiss": {"animator": {"duration": 0.4, "from": {"from": {"y": 0}, "to": {"y": 1}}},
                   "interaction": {"gesture": "edgePan", "edge": "top", "finish": {"rule": "threshold", "threshold": 0.5}}}
     }}
    """
    static let catchableDismissal = """
    {"segue": 1, "name": "catch-down", "title": "Catch the dismissal",
     "screens": [{"id": "list", "title": "List", "color": "#1d4ed8"}, {"id": "card", "title": "Card", "color": "#f8fafc"}],
     "container": {"kind": "modal", "presenter": "list", "style": "fullScreen"},
     "transitions": {
       "dismiss": {"animator": {"duration": 0.5, "driver": "propertyAnimator", "interruptible": true,
                                "from": {"from": {"y": 0}, "to": {"y": 1}}},
                   "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "threshold", "threshold": 0.5}}}
     }}
    """

    /// One interactive export: its source, the delegate's class, whether it is a navigation pop
    /// or a dismissal, and the interaction controller class UIKit must get.
    struct Case {
        var name: String
        var source: String
        var isPop: Bool
        var controller: String
        var catches: Bool
        var isPinch: Bool
    }

    static func cases() throws -> [Case] {
        var scenarios = try ExportTestSupport.builtinNames.map { try ExportTestSupport.load($0) }
        scenarios += try [interactiveDismissal, catchableDismissal].map { try ScenarioLoader.load(text: $0, file: "test.json").scenario }
        return scenarios.compactMap { s in
            let source = SwiftExport.source(for: s, target: .uikit)
            guard let controller = firstWord(after: "final class ", endingWith: "InteractionController", in: source) else { return nil }
            let op: SegueCore.Operation = controller.hasSuffix("PopInteractionController") ? .pop : .dismiss
            let t = s.transitions[op]
            return Case(name: s.name, source: source, isPop: op == .pop, controller: controller,
                        catches: t?.animator.interruptible == true, isPinch: t?.interaction?.gesture == .pinch)
        }
    }

    static func firstWord(after prefix: String, endingWith suffix: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
            let word = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber }
            if word.hasSuffix(suffix) { return String(word) }
        }
        return nil
    }

    /// The driver's function for one case: it builds the container, lets the delegate install
    /// the gesture, sends `.began` and prints what UIKit got, one line `name: …`.
    static func driver(_ c: Case, index: Int) -> String {
        let delegate = firstWord(after: "final class ", endingWith: c.isPop ? "NavigationDelegate" : "TransitioningDelegate", in: c.source)!
        var lines = ["@MainActor func check\(index)() {"]
        if c.isPop {
            lines += [
                "    let nav = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))",
                "    nav.viewControllers.append(UIViewController(nibName: nil, bundle: nil))",
                "    let delegate = \(delegate)(navigationController: nav)",
                "    let owner: UIViewController = nav",
                "    let views: [UIView] = [nav.view] + nav.viewControllers.map { $0.view }",
            ]
        } else {
            lines += [
                "    let owner = UIViewController(nibName: nil, bundle: nil)",
                "    let delegate = \(delegate)(presented: owner)",
                "    let views: [UIView] = [owner.view]",
            ]
        }
        if c.catches {
            // The Back button's pop (or any dismiss call): UIKit gets the controller, told not to start interactively.
            lines += [
                "    _ = " + (c.isPop ? "nav.popViewController(animated: true)" : "owner.dismiss(animated: true)"),
                "    let back = owner._transitionLog.last?.interaction as? UIPercentDrivenInteractiveTransition",
                "    print(\"\(c.name) back: \\(back.map { \"\\(type(of: $0)) wantsInteractiveStart \\($0.wantsInteractiveStart)\" } ?? \"nil\")\")",
                "    owner._transitionLog.removeAll()",
            ] + catchLines(c)
        }
        lines += [
            "    let recognizers = views.flatMap { $0.gestureRecognizers ?? [] }",
            "    let places = views.enumerated().filter { !($0.element.gestureRecognizers ?? []).isEmpty }.map { String($0.offset) }",
            "    print(\"\(c.name) recognizers: \\(recognizers.count) on \\(places.joined(separator: \",\"))\")",
            "    if let pinch = recognizers.first as? UIPinchGestureRecognizer { pinch.scale = 0.75 }",
            "    recognizers.first?._send(.began)",
            "    let got = owner._transitionLog.map { $0.interaction.map { \"\\(type(of: $0))\" } ?? \"nil\" }",
            "    print(\"\(c.name) began: \\(got.joined(separator: \",\"))\")",
        ]
        lines += c.isPinch ? pinchLines(c) : panLines(c, makeOwner: c.isPop ? "UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))" : "UIViewController(nibName: nil, bundle: nil)")
        lines += ["    withExtendedLifetime(delegate) {}", "}"]
        return lines.joined(separator: "\n")
    }

    /// The catch: while the Back button's transition runs at 0.4, a pan that begins pauses it
    /// (and starts no other transition), and 40 pt more over a 400 pt wide view scrub it to
    /// 0.4 + 40 / 400 = 0.5; then the transition ends.
    static func catchLines(_ c: Case) -> [String] {
        [
            "    owner._isTransitioning = true",
            "    owner.view.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)",
            "    if let caught = back, let pan = (views.flatMap { $0.gestureRecognizers ?? [] }).first as? UIPanGestureRecognizer {",
            "        caught._percentComplete = 0.4",
            "        pan._send(.began)",
            "        pan._translation = CGPoint(x: 40, y: 0)",
            "        pan._send(.changed)",
            "        print(\"\(c.name) caught: paused \\(caught._paused) started \\(owner._transitionLog.count) updates \\(caught._updates)\")",
            "        pan._send(.cancelled)",
            "        pan._translation = .zero",
            "    }",
            "    owner._isTransitioning = false",
        ]
    }

    /// The pinch's percent is 1 − scale (UIKit's pinch is at scale 1 where it is recognized): at
    /// `.began` 0.75 gives 0.25, then 0.5 gives 0.5.
    static func pinchLines(_ c: Case) -> [String] {
        [
            "    if let pinch = recognizers.first as? UIPinchGestureRecognizer { pinch.scale = 0.5; pinch._send(.changed) }",
            "    let updates = (owner._transitionLog.last?.interaction as? UIPercentDrivenInteractiveTransition)?._updates ?? []",
            "    print(\"\(c.name) updates: \\(updates)\")",
        ]
    }

    /// The edge pan's gesture delegate makes a scroll view's pan wait for it (and no other), and
    /// in a right-to-left layout the pan comes from the other edge.
    static func panLines(_ c: Case, makeOwner: String) -> [String] {
        let delegate = firstWord(after: "final class ", endingWith: c.isPop ? "NavigationDelegate" : "TransitioningDelegate", in: c.source)!
        return [
            "    let scroll = UIScrollView(), plain = UIView()",
            "    let scrolling = UIPanGestureRecognizer(target: nil, action: nil), other = UIPanGestureRecognizer(target: nil, action: nil)",
            "    scroll.addGestureRecognizer(scrolling)",
            "    plain.addGestureRecognizer(other)",
            "    if let r = recognizers.first, let d = r.delegate {",
            "        let waits = d.gestureRecognizer(r, shouldBeRequiredToFailBy: scrolling), others = d.gestureRecognizer(r, shouldBeRequiredToFailBy: other)",
            "        print(\"\(c.name) scroll waits: \\(waits) \\(others)\")",
            "    }",
            "    let rtl = \(makeOwner)",
            "    rtl.view._layoutDirection = .rightToLeft",
            "    let rtlDelegate = \(delegate)(\(c.isPop ? "navigationController" : "presented"): rtl)",
            "    let edges = (rtl.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer)?.edges.rawValue ?? 0",
            "    print(\"\(c.name) right-to-left edges: \\(edges)\")",
            "    withExtendedLifetime(rtlDelegate) {}",
        ]
    }

    /// Compiles the stand-in, every case's export and the driver into one program and runs it.
    static func run(_ cases: [Case]) throws -> (output: String, diagnostics: String) {
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-call-order")
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [ExportTestSupport.uikitInterface.path]
        for (i, c) in cases.enumerated() {
            let body = SwiftTypeCheck.rewritingObjectiveC(c.source).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0 != "import UIKit" }.joined(separator: "\n")
            let file = dir.appendingPathComponent("Export\(i).swift")
            try Data(body.utf8).write(to: file)
            paths.append(file.path)
        }
        let main = cases.enumerated().map { driver($1, index: $0) }.joined(separator: "\n\n")
            + "\n\nMainActor.assumeIsolated {\n" + cases.indices.map { "    check\($0)()" }.joined(separator: "\n") + "\n}\n"
        let mainFile = dir.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let program = dir.appendingPathComponent("call-order").path
        guard let build = ToolRunner.run(["swiftc", "-swift-version", "6", "-Onone", "-module-name", "CallOrder", "-o", program]
                                         + paths + [mainFile.path]) else { throw SwiftTypeCheck.Failure(description: "swiftc could not be started") }
        guard build.status == 0 else { return ("", build.stderr) }
        guard let ran = ToolRunner.run([program]) else { throw SwiftTypeCheck.Failure(description: "the program could not be started") }
        return (String(decoding: ran.stdout, as: UTF8.self), ran.stderr)
    }

    /// Every interactive built-in (the ten pops) and the two dismissals above: `.began` makes
    /// UIKit get the generated interaction controller, once. An interruptible transition's
    /// controller is handed to the Back button's pop too, with `wantsInteractiveStart` false, so
    /// the gesture can catch it; a pinch sits on the screen it pops, not the navigation
    /// controller's view (0 = the container's view, 2 = the top screen's).
    @Test func everyInteractiveExportHandsUIKitItsInteractionController() throws {
        let cases = try Self.cases()
        #expect(cases.filter(\.isPop).count == 10, "\(cases.map(\.name))")
        let (output, diagnostics) = try Self.run(cases)
        #expect(!output.isEmpty, "the call-order program did not build or run:\n\(diagnostics)")
        let lines = Set(output.split(separator: "\n").map(String.init))
        for c in cases {
            #expect(lines.contains("\(c.name) began: \(c.controller)"), "\(c.name): UIKit did not get \(c.controller) at .began\n\(output)")
            if c.catches {
                #expect(lines.contains("\(c.name) back: \(c.controller) wantsInteractiveStart false"), "\(c.name)\n\(output)")
                #expect(lines.contains("\(c.name) caught: paused true started 0 updates [0.5]"), "\(c.name)\n\(output)")
            }
            let place = c.isPinch ? "2" : "0"
            #expect(lines.contains("\(c.name) recognizers: 1 on \(place)"), "\(c.name): the recognizer's place\n\(output)")
            if c.isPinch {
                // At .began the handler follows the finger (scale 0.75: 1 − 0.75), then the change to 0.5.
                #expect(lines.contains("\(c.name) updates: [0.25, 0.5]"), "\(c.name): 1 − 0.75 at began, then 1 − 0.5\n\(output)")
            } else {
                #expect(lines.contains("\(c.name) scroll waits: true false"), "\(c.name)\n\(output)")
                // The scenario's left edge (UIRectEdge.left, 2) becomes the right one (8), and a top edge (1) stays.
                let edge = c.source.contains("recognizer.edges = .top") ? 1 : 8
                #expect(lines.contains("\(c.name) right-to-left edges: \(edge)"), "\(c.name)\n\(output)")
            }
        }
    }
}

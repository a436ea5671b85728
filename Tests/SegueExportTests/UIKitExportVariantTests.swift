import Foundation
import SegueCore
import SegueExport
import Testing

/// Scenario parts the built-ins do not use, each written where UIKit reads it and type-checked:
/// edges, distances, completion curves and speeds, release springs, keyframe options, mirroring,
/// delays, a dismissal gesture.
@Suite struct UIKitExportVariantTests {
    struct Variant: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let scenario: String
        let change: @Sendable (inout Scenario) -> Void
        /// Snippets the export must contain.
        let expected: [String]
    }

    static let variants: [Variant] = [
        Variant(testDescription: "a custom controller finishing over the remaining time at speed 2", scenario: "pop-shrink",
                change: { $0.transitions[.pop]!.interaction!.completion = .remaining; $0.transitions[.pop]!.interaction!.completionSpeed = 2 },
                expected: ["UIView.animate(withDuration: (finishing ? 1 - percent : percent) * 0.4 / 2, delay: 0, options: [.curveEaseInOut])"]),
        Variant(testDescription: "a pan from the right edge", scenario: "pop-parallax",
                change: { $0.transitions[.pop]!.interaction!.edge = .right },
                expected: ["recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right",
                           "let sign: CGFloat = recognizer.edges == .right ? -1 : 1", "sign * recognizer.translation(in: view).x / distance",
                           "sign * recognizer.velocity(in: view).x"]),
        Variant(testDescription: "a Bézier completion curve", scenario: "pop-parallax",
                change: { $0.transitions[.pop]!.interaction!.completionCurve = .bezier(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1)) },
                expected: ["timingCurve = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))"]),
        Variant(testDescription: "an interruptible pop released with a physical spring, not starting interactively", scenario: "interruptible",
                change: {
                    $0.transitions[.pop]!.interaction!.wantsInteractiveStart = false
                    $0.transitions[.pop]!.interaction!.release = .spring(SpringTimingParameters(mass: 1, stiffness: 300, damping: 30))
                },
                expected: ["wantsInteractiveStart = false",
                           "timingCurve = UISpringTimingParameters(mass: 1, stiffness: 300, damping: 30, initialVelocity: CGVector(dx: speed, dy: 0))"]),
        Variant(testDescription: "an interactive dismissal from the top edge over 300 pt", scenario: "modal-spring",
                change: { $0.transitions[.dismiss]!.interaction = InteractionSpec(gesture: .edgePan, edge: .top, finish: .threshold(0.4), distance: 300) },
                expected: ["let distance: CGFloat = 300", "recognizer.translation(in: view).y / distance",
                           "func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)",
                           "presented.dismiss(animated: true)"]),
        Variant(testDescription: "a tab animator that does not mirror", scenario: "tabs-slide",
                change: { $0.transitions[.tab]!.animator.mirrorsBackward = false },
                expected: ["        TabsSlideTabAnimator()\n"]),
        Variant(testDescription: "a delayed property animator", scenario: "pop-parallax",
                change: { $0.transitions[.pop]!.animator.driver = .propertyAnimator; $0.transitions[.pop]!.animator.delay = 0.1 },
                expected: ["UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))",
                           "animator.startAnimation(afterDelay: 0.1)"]),
        Variant(testDescription: "cubic keyframes with a linear overall curve", scenario: "swing-drop",
                change: {
                    for i in $0.transitions[.dismiss]!.animator.tracks.indices {
                        $0.transitions[.dismiss]!.animator.tracks[i].calculationMode = .cubic
                        $0.transitions[.dismiss]!.animator.tracks[i].keyframeCurve = .linear
                    }
                },
                expected: ["options: [.calculationModeCubic, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)]"]),
        Variant(testDescription: "alongside animations kept on cancel", scenario: "alongside",
                change: { $0.transitions[.pop]!.restoreOnCancel = false },
                expected: ["}, completion: nil)"]),
        Variant(testDescription: "an interruptible pinch", scenario: "pinch-pop",
                change: { $0.transitions[.pop]!.animator.driver = .propertyAnimator; $0.transitions[.pop]!.animator.interruptible = true },
                expected: ["let remaining = finishing ? 1 - percent : percent", "func interruptibleAnimator(using transitionContext:"]),
    ]

    @Test(arguments: variants)
    func variantIsWrittenAndTypeChecks(variant: Variant) throws {
        var scenario = try ExportTestSupport.load(variant.scenario)
        variant.change(&scenario)
        let source = SwiftExport.source(for: scenario)
        for snippet in variant.expected { #expect(source.contains(snippet), "missing: \(snippet)") }
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Variant.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }
}

import Foundation
import SegueCore
import SegueExport
import Testing

/// The values in the generated code are the scenario's, exactly, in their shortest decimal form,
/// and they go where UIKit reads them.
@Suite struct UIKitExportValueTests {
    /// A tuned duration lands in `transitionDuration(using:)` as written (`0.45`, not
    /// `0.45000000000000001`), and no number anywhere has a long tail of decimals.
    @Test(arguments: [("0.45", "0.45"), ("0.1", "0.1"), ("1.2", "1.2"), ("0.333", "0.333")])
    func aTunedDurationIsWrittenExactly(value: String, expected: String) throws {
        let source = try ExportTestSupport.export("pop-parallax", overrides: ["transitions.pop.animator.duration=\(value)"])
        let popAnimator = try #require(source.range(of: "final class PopParallaxPopAnimator"))
        let body = source[popAnimator.upperBound...]
        let duration = try #require(body.range(of: "-> TimeInterval {\n"))
        let line = body[duration.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        #expect(line == expected)
        #expect(source.firstMatch(of: /\d\.\d{7,}/) == nil, "a long decimal in the export")
    }

    /// Every number of the seed-003 scenario appears as its literal: the parallax offset, the
    /// duration and the curve option, and the finish rule of the interaction.
    @Test func popParallaxCarriesItsValues() throws {
        let source = try ExportTestSupport.export("pop-parallax")
        #expect(source.contains("toView.transform = CGAffineTransform(translationX: -0.3333 * width, y: 0)"))
        #expect(source.contains("fromView.transform = CGAffineTransform(translationX: width, y: 0)"))
        #expect(source.contains("options: [.curveEaseInOut]"))
        #expect(source.contains("recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left"))
        #expect(source.contains("        velocity > 0\n"))
    }

    /// Colours are exact fractions of 255 (`#1d4ed8` → 29 / 255, 78 / 255, 216 / 255); a custom
    /// modal's cover is its presentation controller's dimming view.
    @Test func coverColoursAreExactFractions() throws {
        let source = try ExportTestSupport.export("alert", overrides: ["transitions.present.animator.coverColor=\"#1d4ed8\""])
        #expect(source.contains("dimmingView.backgroundColor = UIColor(red: 29 / 255, green: 78 / 255, blue: 216 / 255, alpha: 1)"))
    }

    /// The block spring's arguments are the preset's damping and velocity.
    @Test func blockSpringArguments() throws {
        let source = try ExportTestSupport.export("modal-spring", overrides: ["transitions.present.animator.damping=0.45"])
        #expect(source.contains("usingSpringWithDamping: 0.45,"))
        #expect(source.contains("usingSpringWithDamping: 0.6,"), "the dismissal keeps its own damping")
    }

    /// A custom Bézier curve runs on a property animator with UICubicTimingParameters of its
    /// control points; the result still type-checks.
    @Test func aBezierCurveUsesCubicTimingParameters() throws {
        let source = try ExportTestSupport.export("pop-parallax", overrides: ["transitions.pop.animator.curve=[0.2, 0.9, 0.3, 1.1]"])
        #expect(source.contains("UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1.1))"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Bezier.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    /// The three spring forms of docs/animation.md, each through its UIKit call, type-check.
    @Test(arguments: [
        ("{\"spring\": {\"mass\": 1, \"stiffness\": 170, \"damping\": 15}}", "UISpringTimingParameters(mass: 1, stiffness: 170, damping: 15, initialVelocity: CGVector(dx: 0, dy: 0))"),
        ("{\"spring\": {\"bounce\": 0.3}}", "UISpringTimingParameters(duration: 0.4, bounce: 0.3)"),
        ("{\"spring\": {\"damping\": 0.7, \"velocity\": 2}}", "usingSpringWithDamping: 0.7,"),
    ])
    func springsUseTheirUIKitForm(curve: String, expected: String) throws {
        let source = try ExportTestSupport.export("pop-parallax", overrides: ["transitions.pop.animator.curve=\(curve)"])
        #expect(source.contains(expected), "\(source)")
        let iOS17 = source.contains("// Needs iOS 17 or later: the perceptual spring of pop (UISpringTimingParameters(duration:bounce:)).\n")
        #expect(iOS17 == expected.hasPrefix("UISpringTimingParameters(duration:"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Spring.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    /// Seed 003: the pop gesture may begin only with a screen to go back to and no transition
    /// running; the generated gesture asks before it drives anything.
    @Test func thePopGestureDoesNotBeginDuringATransition() throws {
        let source = try ExportTestSupport.export("pop-during-push")
        #expect(source.contains("guard let navigationController, navigationController.viewControllers.count > 1,\n"))
        #expect(source.contains("      navigationController.transitionCoordinator == nil else { return false }\n"))
        #expect(source.contains("isInteracting = startTransition()"))
        #expect(source.contains("case .changed:\n            guard isInteracting else { return }\n            update(percent)"))
    }
}

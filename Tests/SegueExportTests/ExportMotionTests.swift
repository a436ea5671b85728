import Foundation
import SegueCore
import SegueExport
import SegueTestSupport
import Testing

/// Exports that move on a device as they move in segue (docs/export.md, "What each built-in's
/// export expresses"): what Core Animation does with the generated values, checked against the
/// scenario's own numbers. The interaction controllers' call order, the pinch's percent and the
/// edge pan's gesture delegate are run in `InteractionCallOrderTests`; the language modes in
/// `UIKitExportTypeCheckTests`.
@Suite struct ExportMotionTests {
    /// The angles, in degrees, of the `addKeyframe` blocks of `source`, in order: the number
    /// before `* .pi / 180` in each block's transform (0 for a block without a rotation).
    static func keyframeAngles(_ source: String) -> [Double] {
        source.components(separatedBy: "UIView.addKeyframe(").dropFirst().map { block in
            let body = block.components(separatedBy: "\n            }")[0]
            guard let r = body.range(of: " * .pi / 180") else { return 0 }
            let number = body[..<r.lowerBound].reversed().prefix { $0.isNumber || $0 == "." || $0 == "-" }
            return Double(String(number.reversed()))!
        }
    }

    /// swing-drop turns about its bottom-left corner through 0 → −270 → 180 → 234 → 144 → 54°
    /// (the scenario's keyframes). Core Animation interpolates a transform the short way, so every
    /// written keyframe must turn by less than 180°, and following them the short way must pass
    /// through each of the scenario's angles; the corner is the layer's anchor point (the centre
    /// compensated), not a translate·rotate·translate transform, which Core Animation would
    /// decompose into a drifting translation.
    @Test func swingDropTurnsTheScenariosWayAboutItsCorner() throws {
        let scenario = try ExportTestSupport.load("swing-drop")
        let track = try #require(scenario.transitions[.dismiss]?.animator.tracks.first { !$0.keyframes.isEmpty })
        let expected = [track.from.rotation ?? 0] + track.keyframes.sorted { $0.start < $1.start }.compactMap(\.values.rotation)
        #expect(expected == [0, -270, 180, 234, 144, 54], "\(expected)")

        let source = try ExportTestSupport.export("swing-drop")
        let angles = Self.keyframeAngles(source)
        var path = [0.0], angle = 0.0
        for a in angles {
            #expect(abs(a - angle) < 180, "a keyframe turns \(a - angle)°: Core Animation would turn the other way")
            angle = a
            path.append(a)
        }
        var position = 0  // each of the scenario's angles, in order, on the written path
        for target in expected {
            guard let i = path[position...].firstIndex(of: target) else {
                Issue.record("the written turns skip \(target)°: \(path)")
                break
            }
            position = i
        }
        #expect(source.contains("fromView.layer.anchorPoint = CGPoint(x: 0, y: 1)"))
        #expect(source.contains("fromView.center = CGPoint(x: fromView.center.x - 0.5 * fromView.bounds.width, "
                                + "y: fromView.center.y + 0.5 * fromView.bounds.height)"))
        #expect(!source.contains("translatedBy"), "a transform conjugated about the corner drifts between keyframes")
        #expect(source.contains("fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)"), "the anchor is put back")
    }

    /// pop-shrink's scale 0 is singular: Core Animation cannot interpolate to it and the view
    /// vanishes at once. The export writes 0.001, in the animator and in the custom interaction
    /// controller's release, and says so.
    @Test func popShrinkShrinksToANonSingularScale() throws {
        let source = try ExportTestSupport.export("pop-shrink")
        #expect(!source.contains("scaleX: 0, y: 0"))
        #expect(source.contains("fromView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)"))
        #expect(source.contains("CGAffineTransform(scaleX: 1 - 0.999 * percent, y: 1 - 0.999 * percent)"))
        #expect(source.contains("(written as 0.001: Core Animation cannot interpolate a singular transform"))
    }

    /// interruptible's catch (segue's model: a key-started pop is handed the interaction controller
    /// with `wantsInteractiveStart` false, and a touch while it runs pauses it where it is): the
    /// controller pauses through its own `pause()`, scrubs on from the percent at the catch, and
    /// the header no longer sends the reader to write it (`InteractionCallOrderTests` runs the
    /// hand-over).
    @Test func interruptibleCatchesTheRunningPop() throws {
        let source = try ExportTestSupport.export("interruptible")
        for snippet in [
            "if drivesRunningTransition && isTransitionRunning() {",
            "    pause()  // catches the running transition where it is; the finger scrubs on from there",
            "    percentAtCatch = percentComplete",
            "let percent = min(max(percentAtCatch + sign * recognizer.translation(in: view).x / distance, 0), 1)",
            "popInteraction.wantsInteractiveStart = popInteraction.isInteracting",
        ] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        #expect(!source.contains("pauseInteractiveTransition()"), "the context's call is UIKit's, not the reader's")
    }

    /// alert's custom modal gets a presentation controller: the frame is
    /// `frameOfPresentedViewInContainerView` (UIKit lays it out again on rotation and resize),
    /// the cover is its dimming view (laid out with the container, faded by the animators with
    /// the scenario's timing) and VoiceOver stays in the presented view. swing-drop too.
    @Test(arguments: [("alert", "Alert", "0.1 * bounds.width, y: 0.36 * bounds.height, width: 0.8 * bounds.width, height: 0.26 * bounds.height"),
                      ("swing-drop", "SwingDrop", "0.15 * bounds.width, y: 0.3 * bounds.height, width: 0.7 * bounds.width, height: 0.28 * bounds.height")])
    func aCustomModalsChromeHasAPresentationController(name: String, prefix: String, frame: String) throws {
        let source = try ExportTestSupport.export(name)
        for snippet in [
            "final class \(prefix)PresentationController: UIPresentationController",
            "\(prefix)PresentationController(presentedViewController: presented, presenting: presenting)",
            "return CGRect(x: \(frame))",
            "containerView.accessibilityViewIsModal = true",
            "dimmingView.frame = containerView?.bounds ?? .zero",
            "presentationController as? \(prefix)PresentationController)?.dimmingView",
            "toView.frame = transitionContext.finalFrame(for: toViewController)",
        ] {
            #expect(source.contains(snippet), "\(name): missing \(snippet)")
        }
        #expect(!source.contains("\(prefix)CoverView"), "\(name): the cover is still the animators' own view")
        #expect(!source.contains("CGRect(x: 0.1 * width"), "\(name): the frame is still set once by the animator")
    }

    /// A custom pop animator takes UIKit's swipe back away: the header says so, with or without a
    /// replacement, and the delegate turns off iOS 26's content pop gesture with the edge one.
    @Test func theLostSwipeBackIsSaid() throws {
        let replaced = try ExportTestSupport.export("pop-parallax")
        #expect(replaced.contains("if #available(iOS 26.0, *) { navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false }"))
        #expect(replaced.contains("// A custom pop animator takes UIKit's swipe back away"))
        let lost = try ExportTestSupport.export("scale-push-pop")
        #expect(lost.contains("// - pop: UIKit's swipe back (a custom pop animator takes it away"))
    }

    /// SwiftUI's custom modals: the transition runs only on a conditional view, so the export
    /// writes the ZStack that shows it, and reads the container's size instead of the scenario
    /// device's 844 pt.
    @Test(arguments: ["alert", "swing-drop", "modal-spring"])
    func swiftUIModalsAreShownByAConditionalView(name: String) throws {
        let scenario = try ExportTestSupport.load(name)
        let source = SwiftExport.source(for: scenario, target: .swiftui)
        let height = DecimalText.compact(scenario.device.size.height)
        #expect(!source.contains(height), "\(name): the device's \(height) pt is hard-coded")
        for snippet in ["<Base: View, Presented: View>: View {", "    @Binding var isPresented: Bool", "ZStack {", "if isPresented {",
                        ".zIndex(1)", ".sheet` and `.fullScreenCover`"] {
            #expect(source.contains(snippet), "\(name): missing \(snippet)")
        }
    }
}

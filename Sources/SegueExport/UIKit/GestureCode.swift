import SegueCore

/// The gesture recognizer of an interaction and how its handler measures the gesture
/// (docs/gestures.md): percent = translation / distance for an edge pan (the distance the
/// scenario gives, else the view's width or height), 1 − scale / (scale at `.began`) for a pinch;
/// velocity positive towards finishing. A horizontal edge pan is mirrored in a right-to-left
/// layout (the scenario's left edge is the leading one), and lets a scroll view's pan wait for
/// it to fail, as UIKit's own swipe back does (docs/export.md, "Interaction controllers").
struct GestureCode {
    let interaction: InteractionSpec
    /// Whether the handler can catch a running transition: percent starts at `percentAtCatch`.
    var catches = false

    var isPinch: Bool { interaction.gesture == .pinch }

    var recognizerType: String { isPinch ? "UIPinchGestureRecognizer" : "UIScreenEdgePanGestureRecognizer" }

    private var isVertical: Bool { interaction.edge == .top || interaction.edge == .bottom }
    private var axis: String { isVertical ? "y" : "x" }
    /// The sign of a vertical pan towards finishing (a horizontal one reads `sign` at run time).
    private var verticalSign: String { interaction.edge == .bottom ? "-" : "" }

    /// Configuration after creation, before the recognizer is added to `view`.
    var configuration: [String] {
        if isPinch { return [] }
        if isVertical { return ["recognizer.edges = .\(interaction.edge.rawValue)", "recognizer.delegate = self"] }
        let (leading, trailing) = interaction.edge == .left ? ("left", "right") : ("right", "left")
        return [
            "// The scenario's \(interaction.edge.rawValue) edge, mirrored in a right-to-left layout.",
            "recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .\(trailing) : .\(leading)",
            "recognizer.delegate = self",
        ]
    }

    /// The statements before the switch: the view (pans only), the distance, and `percent`.
    var measurement: [String] {
        let start = catches ? "percentAtCatch + " : ""
        if isPinch {
            // UIKit's pinch rebases its starting touch distance by its hysteresis when it begins
            // (_UIPinchGestureRecognizerDriver), so its scale is 1 where it is recognized.
            return ["let percent = min(max(\(start)1 - recognizer.scale, 0), 1)"]
        }
        let distance = interaction.distance.map(SwiftLiteral.number) ?? "view.bounds.\(isVertical ? "height" : "width")"
        var lines = ["guard let view = recognizer.view else { return }", "let distance: CGFloat = \(distance)"]
        if isVertical {
            lines.append("let percent = min(max(\(start)\(verticalSign)recognizer.translation(in: view).y / distance, 0), 1)")
        } else {
            lines.append("let sign: CGFloat = recognizer.edges == .right ? -1 : 1  // towards finishing")
            lines.append("let percent = min(max(\(start)sign * recognizer.translation(in: view).x / distance, 0), 1)")
        }
        return lines
    }

    /// `let velocity = …` at the release, in percent per second for a pinch.
    var velocity: String {
        if isPinch { return "let velocity = -recognizer.velocity" }
        return isVertical ? "let velocity = \(verticalSign)recognizer.velocity(in: view).y" : "let velocity = sign * recognizer.velocity(in: view).x"
    }

    /// The distance still to go at a release, for a spring's initial velocity: in points for a
    /// pan, as a fraction for a pinch.
    var remaining: String {
        isPinch ? "finishing ? 1 - percent : percent" : "(finishing ? 1 - percent : percent) * distance"
    }

    /// The spring's initial velocity vector from `speed` (the velocity per remaining distance).
    func springVector(_ speed: String) -> String {
        isVertical ? TimingCode.vector(dx: speed, dy: speed) : TimingCode.vector(dx: speed, dy: "0")
    }

    /// The edge pan's `UIGestureRecognizerDelegate` method: a scroll view's pan waits for the
    /// edge pan to fail, so a swipe from the edge pops instead of scrolling.
    var delegateMethod: [String] {
        guard !isPinch else { return [] }
        return [
            "/// A scroll view's pan waits for the edge pan to fail, as it does for UIKit's own swipe back.",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,",
            "                       shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {",
            "    otherGestureRecognizer.view is UIScrollView",
            "}",
        ]
    }

    /// What the gesture is, in words.
    var summary: String {
        isPinch ? "a pinch on the screen it pops" : "an edge pan from the \(interaction.edge.rawValue) edge"
    }
}

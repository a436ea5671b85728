import SegueCore

/// The gesture recognizer of an interaction and how its handler measures the gesture
/// (docs/gestures.md): percent = translation / distance for an edge pan (the distance the
/// scenario gives, else the view's width or height), 1 − scale for a pinch; velocity positive
/// towards finishing.
struct GestureCode {
    let interaction: InteractionSpec

    var recognizerType: String {
        interaction.gesture == .pinch ? "UIPinchGestureRecognizer" : "UIScreenEdgePanGestureRecognizer"
    }

    /// Configuration after creation (`recognizer.edges = .left`).
    var configuration: [String] {
        interaction.gesture == .pinch ? [] : ["recognizer.edges = .\(interaction.edge.rawValue)"]
    }

    private var isVertical: Bool { interaction.edge == .top || interaction.edge == .bottom }
    private var sign: String { interaction.edge == .right || interaction.edge == .bottom ? "-" : "" }
    private var axis: String { isVertical ? "y" : "x" }

    /// The statements before the switch: the view (pans only), the distance, and `percent`.
    var measurement: [String] {
        guard interaction.gesture == .edgePan else {
            return ["let percent = min(max(1 - recognizer.scale, 0), 1)"]
        }
        let distance = interaction.distance.map(SwiftLiteral.number) ?? "view.bounds.\(isVertical ? "height" : "width")"
        return [
            "guard let view = recognizer.view else { return }",
            "let distance: CGFloat = \(distance)",
            "let percent = min(max(\(sign)recognizer.translation(in: view).\(axis) / distance, 0), 1)",
        ]
    }

    /// `let velocity = …` at the release.
    var velocity: String {
        interaction.gesture == .pinch ? "let velocity = -recognizer.velocity" : "let velocity = \(sign)recognizer.velocity(in: view).\(axis)"
    }

    /// The distance still to go at a release, for a spring's initial velocity: in points for a
    /// pan, as a fraction for a pinch.
    var remaining: String {
        interaction.gesture == .pinch ? "finishing ? 1 - percent : percent" : "(finishing ? 1 - percent : percent) * distance"
    }

    /// The spring's initial velocity vector from `speed` (the velocity per remaining distance).
    func springVector(_ speed: String) -> String {
        isVertical ? TimingCode.vector(dx: speed, dy: speed) : TimingCode.vector(dx: speed, dy: "0")
    }

    /// What the gesture is, in words.
    var summary: String {
        interaction.gesture == .pinch ? "a pinch" : "an edge pan from the \(interaction.edge.rawValue) edge"
    }
}

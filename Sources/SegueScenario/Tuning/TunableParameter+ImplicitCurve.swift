extension TunableParameter {
    /// The row of a curve the file does not spell — a preset's own (`"preset": "parallax"`
    /// plays on `easeInOut`) or the animator's default (docs/terminal.md, "The inspector"): for
    /// a named curve, `curve easeInOut  ] → bezier*`, which any step converts to its four control
    /// points written at `path` (the very curve that plays, so the preview does not change);
    /// none for a spring or UIKit's curve 7, which a preset sets through its own keys.
    static func implicitCurveRows(_ name: String, _ path: String, timing: Timing) -> [TunableParameter] {
        guard case .curve(let curve) = timing, let named = TimingCurve.named.first(where: { $0.curve == curve }) else { return [] }
        let b = curve.bezier
        return [TunableParameter(name: "\(name) \(named.name)", keyPath: path, value: 0, unit: "", isSpelled: false,
                                 step: TuneStep.of("curve"), replacement: .points([b.x1, b.y1, b.x2, b.y2]))]
    }
}

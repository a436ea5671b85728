import SegueSupport
import SegueScenario

/// `segue check --explain` for the screens that prefer a zoom transition (docs/transitions.md, "The
/// zoom transition"): their push and pop are the zoom, not the transitions above, with its geometry,
/// spring, dimming and the dismissal pan's rule.
func describeZooms(_ scenario: Scenario) -> [String] {
    let zoomed = scenario.screens.compactMap { s in s.preferredTransition.map { (s.id, $0) } }
    guard !zoomed.isEmpty else { return [] }
    let spring = ZoomTransitionSpec.spring()
    let settle = DecimalText.compact(spring.settlingDuration)
    let radius = DecimalText.compact(ZoomTransitionSpec.sourceCornerRadius)
    let size = scenario.device.size
    let distance = DecimalText.compact(size.height)
    var out: [String] = []
    for (id, z) in zoomed {
        let colour = z.dimmingColor.hex
        out += [
            "",
            "zoom: \(id).preferredTransition = .zoom(sourceViewProvider: { \(z.sourceElement) }) — pushing and popping \(id) use it "
                + "(the scenario's push and pop apply to the other screens)",
            "  push: sourceViewProvider(context) is asked; \(id) grows from \(z.sourceElement)'s frame to the container "
                + "(every edge interpolated), corner radius \(radius) pt → 0, \(z.sourceElement) hidden meanwhile, dimming \(colour) "
                + "alpha 0 → \(DecimalText.compact(z.dimmingAlpha)) over the presenter",
            "  spring: perceptual duration \(DecimalText.compact(ZoomTransitionSpec.springDuration)) s, bounce 0 (ζ 1, ω0 4π rad/s), "
                + "settles in \(settle) s",
            "  pop: the provider is asked again; \(id) shrinks back into the source (nil: it fades out and shrinks to "
                + "\(DecimalText.compact(ZoomStage.fallbackScale)) about the centre)",
            "  dismissal pan: any arrow or a mouse drag inside \(id); percent = (distance from the touch-down − 15 pt) / "
                + "\(distance) pt; the view shrinks by percent towards \(z.sourceElement)'s size, its centre following the finger",
            "  release: " + describeZoomRule() + "; the spring carries the finger's velocity (initialVelocity = "
                + "velocity towards the target / distance to it)",
        ]
    }
    return out
}

private func describeZoomRule() -> String {
    guard case .thresholdOrVelocity(let t) = ZoomTransitionSpec.dismissRule else { return "by the rule" }
    return "finish (into the source) when percent > \(DecimalText.compact(t)) or the finger still moves away, else cancel (back to full size)"
}

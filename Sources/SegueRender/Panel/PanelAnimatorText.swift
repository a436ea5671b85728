import SegueCore

/// The words of the panel's two property-animator rows, from the Scene's facts
/// (`PropertyAnimatorInfo`; docs/panel-and-exports.md): its state, fractionComplete and
/// direction, then the velocity the last release handed to the spring in both units.
enum PanelAnimatorText {
    /// `animator  paused  0.42  reversed` (`forward` when not reversed).
    static func state(_ a: PropertyAnimatorInfo) -> [(String, PanelRole)] {
        [("animator", .gesture), ("  " + a.state.rawValue, .text),
         ("  " + DecimalText.fixed(a.fractionComplete, decimals: 2, rounding: .halfAwayFromZero), .text),
         ("  " + (a.isReversed ? "reversed" : "forward"), .dim)]
    }

    /// `spring v 650 pt/s = 7.60/s` (the finger's velocity, then over the remaining distance);
    /// `spring v: no release yet` before any release.
    static func release(_ a: PropertyAnimatorInfo) -> [(String, PanelRole)] {
        guard let v = a.releaseVelocity else { return [("spring v: no release yet", .dim)] }
        let points = DecimalText.fixed(v.pointsPerSecond, decimals: 0, rounding: .halfAwayFromZero) + " pt/s"
        let normalised = DecimalText.fixed(v.normalised, decimals: 2, rounding: .halfAwayFromZero) + "/s"
        return [("spring v ", .dim), (points, .text), (" = ", .dim), (normalised, .text)]
    }
}

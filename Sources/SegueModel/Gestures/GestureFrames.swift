/// The frame grid a keyboard finger moves on: frame k is at real time k / `rate` seconds from
/// the session start. A gliding finger is sampled at these instants only, so the gesture's
/// state at any time is a pure function of the key presses — whatever rate a previewer, a
/// replay or a render draws at — and the velocity is smoothed per frame (docs/gestures.md).
public enum GestureFrames {
    /// Frames per second of the finger's motion; 60.
    public static let rate = 60.0

    /// The time of frame `k`; unit: seconds.
    public static func time(_ k: Int) -> Double { Double(k) / rate }

    /// The first frame strictly after time `t` (seconds, ≥ 0).
    public static func first(after t: Double) -> Int {
        var k = Int((t * rate).rounded(.down))
        while time(k) <= t { k += 1 }
        while k > 0, time(k - 1) > t { k -= 1 }
        return k
    }
}

/// One instant on the model's two clocks (docs/gestures.md, "Slow motion").
///
/// Animations run on **model time**, which the player slows down (`s`) and stops (pause);
/// gestures are measured in **real time**, so a finger's velocity, the key-repeat delay and
/// the idle release mean the same at 0.1× as at 1× — as with the iOS Simulator's slow
/// animations. Sessions record real time.
public struct Instant: Sendable, Equatable {
    /// Model time; unit: seconds from the session start, as slowed and paused by the player.
    public var model: Double
    /// Real time; unit: seconds from the session start.
    public var real: Double

    public init(model: Double, real: Double) {
        self.model = model
        self.real = real
    }

    /// The instant `t` seconds from the start at full speed, never paused (both clocks agree).
    public init(_ t: Double) {
        self.init(model: t, real: t)
    }
}

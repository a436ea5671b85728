/// Session time over real time for the live loop: real time itself (live), or a replay's clock
/// that the viewer can pause, step and speed up or slow down. Pure: real time is an argument.
struct ReplayClock {
    /// The speeds `s` cycles through while replaying; unitless factors of real time.
    static let speeds: [Double] = [1, 0.5, 0.25, 0.1, 2, 4]
    /// Replay speed; unitless; > 0; default 1.
    private(set) var speed: Double
    private(set) var paused = false
    private var anchorReal = 0.0
    private var anchorSession = 0.0

    init(speed: Double = 1) { self.speed = speed }

    /// Session time at real time `real` (seconds).
    func now(real: Double) -> Double { paused ? anchorSession : anchorSession + (real - anchorReal) * speed }

    /// Seconds of real time from `real` until session time `s` (nil while paused).
    func wait(until s: Double, real: Double) -> Double? {
        paused ? nil : max(0, (s - now(real: real)) / speed)
    }

    private mutating func reanchor(real: Double) {
        anchorSession = now(real: real)
        anchorReal = real
    }

    mutating func togglePause(real: Double) {
        reanchor(real: real)
        paused.toggle()
    }

    /// Moves session time `seconds` forward (a frame step while paused).
    mutating func step(_ seconds: Double, real: Double) {
        reanchor(real: real)
        anchorSession += seconds
    }

    mutating func cycleSpeed(real: Double) {
        reanchor(real: real)
        speed = Self.speeds[((Self.speeds.firstIndex(of: speed) ?? -1) + 1) % Self.speeds.count]
    }
}

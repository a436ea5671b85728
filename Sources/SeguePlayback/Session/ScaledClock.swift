/// One clock run from another at a speed, that can pause and step: the `Player`'s model time
/// over session time (slow motion, pause, a frame step), and a replay's session time over real
/// time (the live loop's `ReplayClock`). Pure: the driving clock's time is always an argument,
/// called the input here; the clock it gives is the output. Both start at 0.
public struct ScaledClock: Sendable, Equatable {
    /// Output seconds per input second; unitless; > 0; default 1.
    public private(set) var speed: Double
    /// Whether the output stands still; default false.
    public private(set) var paused = false
    private var anchorInput = 0.0
    private var anchorOutput = 0.0

    /// - Parameter speed: output seconds per input second; > 0; default 1.
    public init(speed: Double = 1) { self.speed = speed }

    /// The output time at input time `input` (seconds; the output never runs back before the
    /// last change).
    public func time(at input: Double) -> Double {
        paused ? anchorOutput : anchorOutput + max(0, input - anchorInput) * speed
    }

    /// The input time at which the output reaches `output` (seconds); nil while paused.
    public func inputTime(reaching output: Double) -> Double? {
        guard !paused, speed > 0 else { return nil }
        return anchorInput + max(0, output - anchorOutput) / speed
    }

    /// Pauses or resumes at input time `input`.
    public mutating func setPaused(_ value: Bool, at input: Double) {
        reanchor(at: input)
        paused = value
    }

    /// Sets the output to `output` at input time `input` (a step back or forward while paused
    /// that must land on exactly that output).
    public mutating func jump(to output: Double, at input: Double) {
        anchorOutput = output
        anchorInput = input
    }

    /// Pauses when running, resumes when paused, at input time `input`.
    public mutating func togglePause(at input: Double) { setPaused(!paused, at: input) }

    /// Moves the output `seconds` forward at input time `input` (a frame step while paused).
    public mutating func step(_ seconds: Double, at input: Double) {
        reanchor(at: input)
        anchorOutput += seconds
    }

    /// The speed after the current one in `speeds` (after the last, the first; from a speed not
    /// in the list, the first), from input time `input` on.
    public mutating func cycleSpeed(through speeds: [Double], at input: Double) {
        reanchor(at: input)
        speed = speeds[((speeds.firstIndex(of: speed) ?? -1) + 1) % speeds.count]
    }

    /// Starts the output again from 0 at input time `input`, keeping speed and pause.
    public mutating func restart(at input: Double) {
        anchorOutput = 0
        anchorInput = input
    }

    private mutating func reanchor(at input: Double) {
        anchorOutput = time(at: input)
        anchorInput = input
    }
}

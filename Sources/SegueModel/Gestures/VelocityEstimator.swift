/// The velocity estimator of docs/gestures.md, shared by every gesture.
///
/// Each move makes a sample Δx/Δt, with Δt measured from the previous finger event (the
/// touch-down or the previous move). The reported velocity is
/// `0.2 × current sample + 0.8 × previous sample` (the raw previous sample, not the previous
/// estimate). Decisions where the docs are silent:
/// - With one sample only, the velocity is that sample; with none it is 0.
/// - A move at the same instant as the previous finger event (Δt ≤ 0) changes the position but
///   makes no sample; the next sample is measured from it. So the keyboard's first press, which
///   is the touch-down and the first move at once, makes no sample: a single key press is not a
///   flick. (The mouse's press and first drag are separate events, so its first drag does.)
/// - The release velocity is the estimate if the last move came at most 0.1 s (`freshness`,
///   plus 1 ns for rounding) before the release, else 0.
public struct VelocityEstimator: Sendable, Equatable {
    /// Weight of the current sample; 0.2.
    public static let currentWeight = 0.2
    /// Weight of the previous sample; 0.8.
    public static let previousWeight = 0.8
    /// A release more than this long after the last move has velocity 0; unit: seconds; 0.1.
    public static let freshness = 0.1

    private var referenceTime: Double
    private var referencePosition: Double
    /// The latest sample; unit: position unit per second; nil before the first sample.
    public private(set) var currentSample: Double?
    /// The sample before it; nil before the second sample.
    public private(set) var previousSample: Double?
    /// Time of the last move; unit: seconds; nil before the first move.
    public private(set) var lastMoveTime: Double?
    /// The last `ReleaseProjection.sampleWindow` samples with their times, oldest first.
    private var recent: [Sample] = []

    /// One velocity sample: when it was made (seconds) and its value (unit per second).
    private struct Sample: Sendable, Equatable { var t: Double, v: Double }

    /// Starts at a touch-down at `position` (any unit) at time `t` (seconds).
    public init(position: Double = 0, at t: Double = 0) {
        referenceTime = t
        referencePosition = position
    }

    /// The current estimate; unit: position unit per second.
    public var velocity: Double {
        switch (currentSample, previousSample) {
        case let (c?, p?): Self.currentWeight * c + Self.previousWeight * p
        case let (c?, nil): c
        default: 0
        }
    }

    /// Records a move to `position` at time `t` (seconds).
    public mutating func move(to position: Double, at t: Double) {
        lastMoveTime = t
        let dt = t - referenceTime
        if dt > 0 {
            previousSample = currentSample
            currentSample = (position - referencePosition) / dt
            recent.append(Sample(t: t, v: currentSample!))
            if recent.count > ReleaseProjection.sampleWindow { recent.removeFirst() }
            referenceTime = t
        }
        referencePosition = position
    }

    /// From when a release reports velocity 0: `freshness` after the last move (plus 1 ns for
    /// rounding); unit: seconds; nil before the first move.
    public var staleTime: Double? { lastMoveTime.map { $0 + Self.freshness + 1e-9 } }

    /// The velocity a release at time `t` (seconds) reports: the estimate, or 0 when no move
    /// came in the last `freshness` seconds.
    public func releaseVelocity(at t: Double) -> Double {
        guard let stale = staleTime, t < stale else { return 0 }
        return velocity
    }

    /// The motion a release at time `t` (seconds) reports for the system pop's projection, with
    /// `distance` for percent 1: v̄ the mean of the last samples (up to 3), ā the mean
    /// acceleration over them, (last − first) / (their time apart), 0 with fewer than 2; both 0
    /// when no move came in the last `freshness` seconds (the finger rests).
    public func releaseMotion(at t: Double, distance: Double) -> ReleaseMotion {
        guard let stale = staleTime, t < stale, let first = recent.first, let last = recent.last else {
            return ReleaseMotion(meanVelocity: 0, acceleration: 0, sampleCount: recent.count, distance: distance)
        }
        let mean = recent.reduce(0) { $0 + $1.v } / Double(recent.count)
        let span = last.t - first.t
        let acceleration = recent.count >= 2 && span > 0 ? (last.v - first.v) / span : 0
        return ReleaseMotion(meanVelocity: mean, acceleration: acceleration, sampleCount: recent.count, distance: distance)
    }
}

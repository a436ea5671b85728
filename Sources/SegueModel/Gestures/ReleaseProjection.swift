/// The finger's motion at a release beyond its percent and velocity, which UIKit's system pop
/// projects (docs/gestures.md, "The system pop"): the mean acceleration of the last samples,
/// how many samples there were, and the distance for percent 1.
public struct ReleaseMotion: Sendable, Equatable {
    /// v̄, the mean of the last `ReleaseProjection.sampleWindow` velocity samples (fewer when
    /// the touch made fewer); unit: the gesture's unit per second, positive toward finishing;
    /// 0 for a release after 0.1 s without a move.
    public var meanVelocity: Double
    /// Mean acceleration of the last `ReleaseProjection.sampleWindow` velocity samples; unit: the
    /// gesture's unit per second², positive toward finishing; 0 for a finger at rest.
    public var acceleration: Double
    /// How many velocity samples the touch made (counted up to the window; a release after 0.1 s
    /// without a move still counts its samples, with velocity and acceleration 0).
    public var sampleCount: Int
    /// The distance for percent 1 (the container width for an edge pan); unit: the gesture's
    /// unit; > 0.
    public var distance: Double

    public init(meanVelocity: Double, acceleration: Double, sampleCount: Int, distance: Double) {
        self.meanVelocity = meanVelocity
        self.acceleration = acceleration
        self.sampleCount = sampleCount
        self.distance = distance
    }
}

/// UIKit's release of the system pop gesture (`_UINavigationInteractiveTransition`): finish iff
/// p + v̄·D + ½·ā·D² > min(187.5 / W, 0.5), with D = 0.35 s, v̄ and ā the mean velocity and
/// acceleration of the last 3 samples in widths per second (and per second²); with fewer than 3
/// samples, finish iff v̄ > 0. The rest then plays at completionSpeed max(1 − p, D·|v|/W) on a
/// finish and max(p, D·|v|/W) on a cancel, on curve 7 — so it lasts min(D, distance left / |v|).
public struct ReleaseProjection: Sendable, Equatable {
    /// The time the motion is projected over, UIKit's transition duration D; unit: seconds; 0.35.
    public static let projectionTime = 0.35
    /// The distance past which a projected release finishes, before the half-width cap; unit:
    /// points; 187.5.
    public static let reach = 187.5
    /// How many samples the means are taken over; 3.
    public static let sampleWindow = 3

    /// The percent at release, 0…1.
    public var percent: Double
    /// v̄; unit: widths per second, positive toward finishing.
    public var velocity: Double
    /// ā; unit: widths per second².
    public var acceleration: Double
    /// The samples behind the means.
    public var sampleCount: Int
    /// W, the distance for percent 1; unit: points.
    public var width: Double

    /// The projection of a release at `percent` (0…1) with `motion`.
    public init(percent: Double, motion: ReleaseMotion) {
        let w = motion.distance > 0 ? motion.distance : 1
        self.percent = percent
        self.velocity = motion.meanVelocity / w
        self.acceleration = motion.acceleration / w
        self.sampleCount = motion.sampleCount
        self.width = w
    }

    /// min(187.5 / W, 0.5): 0.480769 on a 390-pt phone, 0.228659 on an 820-pt tablet.
    public var threshold: Double { min(Self.reach / width, 0.5) }

    /// p + v̄·D + ½·ā·D², in fractions of the width.
    public var projected: Double {
        let d = Self.projectionTime
        return percent + velocity * d + 0.5 * acceleration * d * d
    }

    /// Whether the samples are enough to project (else the sign of v̄ decides).
    public var projects: Bool { sampleCount >= Self.sampleWindow }

    /// Whether the transition finishes.
    public var finishes: Bool { projects ? projected > threshold : velocity > 0 }

    /// The completionSpeed UIKit sets: max(1 − p, D·|v̄|) finishing, max(p, D·|v̄|) cancelling.
    public func completionSpeed(finishing: Bool) -> Double {
        max(finishing ? 1 - percent : percent, Self.projectionTime * abs(velocity))
    }
}

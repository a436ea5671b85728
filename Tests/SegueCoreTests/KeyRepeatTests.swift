import Testing
@testable import SegueCore

/// When and how the keyboard's finger lifts on its own (docs/gestures.md, "Holding a key"):
/// until the key repeats (two presses less than 0.1 s apart) `repeatDelay` after the last press
/// (0.7 s), at rest; once it repeats, the repeats stopping is the key going up — a lift in motion,
/// detected `idleRelease` after the last press (2.5 × the measured repeat interval within
/// 0.08…0.25 s, unless fixed), dated to the end of the last glide (the last press + its gap to
/// the one before), with the finger's velocity then: one step over that gap. Each case is a
/// press pattern a real terminal sends and the lifts worked out by hand from those rules.
struct KeyRepeatTests {
    /// One lift: detected at `at`, dated to `dated` (nil: a lift at rest, at `at`), with `velocity`.
    struct Lift: Sendable {
        var at: Double
        var dated: Double?
        var velocity: Double
        static func rest(_ t: Double) -> Lift { Lift(at: t, dated: nil, velocity: 0) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var presses: [Double]
        var keyRepeat = KeyRepeat()
        var lifts: [Lift]
        var testDescription: String { name }
    }

    /// The phone's step; unit: points.
    static let step = 19.5

    /// A key held at `interval` after X11's 660 ms delay, let go after the press at `last`:
    /// the lift is seen `idle` after it, dated `interval` after it, at step / interval.
    static func held(every interval: Double, count: Int, idle: Double) -> (presses: [Double], lift: Lift) {
        let presses = [0] + times(from: 0.66, count: count, every: interval)
        let last = presses[presses.count - 1]
        return (presses, Lift(at: last + idle, dated: last + interval, velocity: step / interval))
    }

    static let cases: [Case] = {
        // SPEC's worked example (X11: 660 ms, 25 Hz): presses at 0, 0.66, 0.70 … 1.54 s → the lift
        // is dated 1.58 s at 19.5 / 0.04 = 487.5 pt/s and detected at 1.54 + 2.5 × 0.04 = 1.64 s.
        let x11 = held(every: 0.04, count: 23, idle: 0.1)
        // 30 ms: 2.5 × 0.03 = 0.075, clamped up to 0.08. 90 ms: 2.5 × 0.09 = 0.225.
        let fast = held(every: 0.03, count: 30, idle: 0.08)
        let slow = held(every: 0.09, count: 9, idle: 0.225)
        // 25 ms: 0.0625 → 0.08; 50 ms: 0.125.
        let short = (presses: [0] + times(from: 0.25, count: 31, every: 0.025), lift: Lift(at: 1.0 + 0.08, dated: 1.025, velocity: 19.5 / 0.025))
        let fifty = held(every: 0.05, count: 11, idle: 0.125)
        // Jitter: repeats 0.03, 0.06, then 0.03 s apart: the longest gap, 0.06, is the interval
        // (idle 0.15); the last glide is the last gap, 0.03 s (the finger moves steadily from 0.81 on).
        let jitter = [0, 0.66, 0.69, 0.75, 0.78, 0.81, 0.84, 0.87]
        // Hold, let go for 0.2 s (longer than the 0.08 s idle release), press and hold again: two touches.
        let twice = [0] + times(from: 0.66, count: 5, every: 0.03) + [0.98] + times(from: 1.64, count: 6, every: 0.03)
        return [
            Case(name: "SPEC's worked example (660 ms, 40 ms)", presses: x11.presses, lifts: [x11.lift]),
            Case(name: "660 ms delay, 30 ms repeat", presses: fast.presses, lifts: [fast.lift]),
            Case(name: "660 ms delay, 90 ms repeat", presses: slow.presses, lifts: [slow.lift]),
            Case(name: "250 ms delay, 25 ms repeat", presses: short.presses, lifts: [short.lift]),
            Case(name: "660 ms delay, 50 ms repeat", presses: fifty.presses, lifts: [fifty.lift]),
            Case(name: "jittery repeats: the longest gap", presses: jitter,
                 lifts: [Lift(at: 0.87 + 0.15, dated: 0.90, velocity: 19.5 / 0.03)]),
            Case(name: "taps 0.4 s apart never repeat: at rest", presses: [0, 0.4, 0.8, 1.2], lifts: [.rest(1.9)]),
            Case(name: "one press", presses: [2.0], lifts: [.rest(2.7)]),
            Case(name: "a pause longer than the delay ends the touch", presses: [0, 0.8], lifts: [.rest(0.7), .rest(1.5)]),
            Case(name: "hold, let go 0.2 s, hold again: two touches", presses: twice,
                 lifts: [Lift(at: 0.78 + 0.08, dated: 0.81, velocity: 19.5 / 0.03),
                         Lift(at: 1.79 + 0.08, dated: 1.82, velocity: 19.5 / 0.03)]),
            Case(name: "a shorter terminal delay (--repeat-delay 0.3)", presses: [0, 0.25, 0.6], keyRepeat: KeyRepeat(repeatDelay: 0.3),
                 lifts: [.rest(0.55), .rest(0.9)]),
            // A fixed idle release (interaction.idleRelease 0.5): seen late, still dated and in motion.
            Case(name: "a fixed idle release of 0.5 s", presses: x11.presses, keyRepeat: KeyRepeat(idleRelease: 0.5),
                 lifts: [Lift(at: 1.54 + 0.5, dated: 1.58, velocity: 487.5)]),
        ]
    }()

    static func expectLifts(_ u: [TimedUpdate], _ want: [Lift], sourceLocation: SourceLocation = #_sourceLocation) {
        let lifts = u.compactMap { t -> (TimedUpdate, Double)? in if case .ended(_, let v) = t.update { (t, v) } else { nil } }
        #expect(lifts.count == want.count, "lifts at \(lifts.map(\.0.t))", sourceLocation: sourceLocation)
        for ((got, v), w) in zip(lifts, want) {
            #expect(nearly(got.t, w.at, 1e-9), "lift seen at \(got.t), expected \(w.at)", sourceLocation: sourceLocation)
            #expect(got.liftDate.map { nearly($0, w.dated ?? -1, 1e-9) } ?? (w.dated == nil),
                    "lift dated \(String(describing: got.liftDate)), expected \(String(describing: w.dated))", sourceLocation: sourceLocation)
            #expect(nearly(v, w.velocity, 1e-6), "velocity \(v), expected \(w.velocity)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: cases)
    func lifts(c: Case) {
        var g = EdgePanGesture(containerSize: phoneContainer, keyRepeat: c.keyRepeat)
        let u = g.play(presses(.right, at: c.presses), until: (c.presses.last ?? 0) + 3)
        Self.expectLifts(u, c.lifts)
        #expect(kinds(u).filter { $0 == "began" }.count == c.lifts.count, "one gesture per lift")
        #expect(!g.isActive)
    }

    /// The pinch's fingers lift the same, in scale per second (0.05 a press).
    @Test(arguments: cases)
    func thePinchLiftsTheSame(c: Case) {
        var g = PinchGesture(keyRepeat: c.keyRepeat)
        let u = g.play(presses(.minus, at: c.presses), until: (c.presses.last ?? 0) + 3)
        // Pinching in stops at scale 0 (20 presses): a longer hold has stopped moving by then.
        guard c.presses.count <= 20 else { return }
        Self.expectLifts(u, c.lifts.map { Lift(at: $0.at, dated: $0.dated, velocity: $0.velocity / Self.step * 0.05) })
    }

    /// The zoom dismissal's finger (↓, height / 20 = 42.2 pt a press on the phone) lifts the same.
    @Test(arguments: cases)
    func theZoomDismissalLiftsTheSame(c: Case) {
        var g = ZoomDismissPan(containerSize: phoneContainer, input: .keyboard, keyRepeat: c.keyRepeat)
        let u = g.play(presses(.down, at: c.presses), until: (c.presses.last ?? 0) + 3)
        let lifts = c.lifts.map { Lift(at: $0.at, dated: $0.dated, velocity: $0.velocity / Self.step * 42.2) }
        Self.expectLifts(u, lifts)
        // Straight down: the per-axis velocity the release hands the spring is the lift's, all in y.
        let v = g.releaseVelocityVector(at: 100)
        #expect(v.dx == 0 && nearly(v.dy, lifts.last?.velocity ?? 0, 1e-6), "\(v)")
    }

    /// 2.5 × the interval, clamped to 0.08…0.25 s; a fixed value wins.
    @Test func theIdleReleaseRule() {
        #expect(nearly(KeyRepeat.idleRelease(interval: 0.03), 0.08))
        #expect(nearly(KeyRepeat.idleRelease(interval: 0.04), 0.1))
        #expect(nearly(KeyRepeat.idleRelease(interval: 0.09), 0.225))
        #expect(nearly(KeyRepeat.idleRelease(interval: 0.099), 0.2475))
        #expect(nearly(KeyRepeat.idleRelease(interval: 0.2), 0.25))
        #expect(nearly(KeyRepeat.idleRelease(interval: 0), 0.08))
        #expect(KeyRepeat(idleRelease: 0.4).idleRelease(measured: 0.04) == 0.4)
        #expect(nearly(KeyRepeat().idleRelease(measured: 0.04), 0.1))
    }

    @Test func defaultsAndFallbacks() {
        #expect(KeyRepeat() == KeyRepeat(repeatDelay: 0.7, idleRelease: nil))
        #expect(KeyRepeat(repeatDelay: -1, idleRelease: 0) == KeyRepeat())
        #expect(KeyRepeat.isRepeat(gap: 0.099))
        #expect(!KeyRepeat.isRepeat(gap: 0.1))
    }
}

import Testing
@testable import SegueCore

/// When the keyboard's finger lifts on its own (docs/gestures.md, "Holding a key"): until the
/// key repeats (two presses less than 0.1 s apart) `repeatDelay` after the last press (0.7 s),
/// once it repeats `idleRelease` after the last press (0.25 s). Each case is a press pattern a
/// real terminal sends and the lift times worked out by hand from those two rules.
struct KeyRepeatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var presses: [Double]
        var keyRepeat = KeyRepeat()
        /// Times of the `ended` updates, in seconds.
        var lifts: [Double]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The docs' worked example: a press, X11's 660 ms wait, then a repeat every 30 ms.
        Case(name: "worked example (660 ms, 30 ms)", presses: [0] + times(from: 0.66, count: 29, every: 0.03), lifts: [1.75]),
        // The pattern: before, the 0.5 s idle release cancelled at 1.0 and a second pop began.
        Case(name: "0.5 right; 1.16 right*15@0.033", presses: [0.5] + times(from: 1.16, count: 15, every: 0.033),
             lifts: [1.16 + 14 * 0.033 + 0.25]),
        Case(name: "250 ms delay, 25 ms repeat", presses: [0] + times(from: 0.25, count: 31, every: 0.025), lifts: [1.25]),
        Case(name: "660 ms delay, 50 ms repeat", presses: [0] + times(from: 0.66, count: 11, every: 0.05), lifts: [1.41]),
        Case(name: "taps 0.4 s apart never repeat", presses: [0, 0.4, 0.8, 1.2], lifts: [1.9]),
        Case(name: "one press", presses: [2.0], lifts: [2.7]),
        Case(name: "a pause longer than the delay ends the touch", presses: [0, 0.8], lifts: [0.7, 1.5]),
        Case(name: "hold, let go 0.2 s, hold again: one touch",
             presses: [0] + times(from: 0.66, count: 5, every: 0.03) + [0.98] + times(from: 1.64, count: 3, every: 0.03),
             lifts: [1.70 + 0.25]),
        Case(name: "a shorter terminal delay (--repeat-delay 0.3)", presses: [0, 0.25, 0.6], keyRepeat: KeyRepeat(repeatDelay: 0.3),
             lifts: [0.55, 0.9]),
    ]

    @Test(arguments: cases)
    func liftTimes(c: Case) {
        var g = EdgePanGesture(containerSize: phoneContainer, keyRepeat: c.keyRepeat)
        let u = g.play(presses(.right, at: c.presses), until: (c.presses.last ?? 0) + 3)
        let lifts = u.filter { if case .ended = $0.update { return true } else { return false } }.map(\.t)
        #expect(lifts.count == c.lifts.count, "lifts at \(lifts)")
        for (a, b) in zip(lifts, c.lifts) { #expect(nearly(a, b, 1e-9), "lift at \(a), expected \(b)") }
        #expect(kinds(u).filter { $0 == "began" }.count == c.lifts.count, "one gesture per lift")
        #expect(!g.isActive)
    }

    @Test(arguments: cases)
    func thePinchLiftsTheSame(c: Case) {
        var g = PinchGesture(keyRepeat: c.keyRepeat)
        let u = g.play(presses(.minus, at: c.presses), until: (c.presses.last ?? 0) + 3)
        let lifts = u.filter { if case .ended = $0.update { return true } else { return false } }.map(\.t)
        #expect(lifts.count == c.lifts.count)
        for (a, b) in zip(lifts, c.lifts) { #expect(nearly(a, b, 1e-9)) }
    }

    @Test func defaultsAndFallbacks() {
        #expect(KeyRepeat() == KeyRepeat(repeatDelay: 0.7, idleRelease: 0.25))
        #expect(KeyRepeat(repeatDelay: -1, idleRelease: 0) == KeyRepeat())
        #expect(KeyRepeat.isRepeat(gap: 0.099))
        #expect(!KeyRepeat.isRepeat(gap: 0.1))
    }
}

import Foundation
import Testing

/// Holding a key and letting go of it in a real terminal emulator (xterm under Xvfb, X11's
/// 660 ms / 25 Hz key repeat; docs/gestures.md, "Holding a key"): the recording of each session
/// is replayed (`segue timeline --log`) and its outcome read from the event log. The checks are
/// about outcomes (finish or cancel, and why), not timings: the machine may be busy. One at a
/// time, and one terminal test at a time (nested in LivePreviewerTests, whose tests run serially):
/// each has its own X server, but several at once, beside the tmux tests, compete for the CPU.
extension LivePreviewerTests {
    @Suite(.serialized) struct XtermKeyRepeat {
        /// The `gesture ended: …` calls of a replayed session.
        static func ended(_ calls: [XtermSegue.Call]) -> [XtermSegue.Call] { calls.filter { $0.text.hasPrefix("gesture ended: ") } }

        /// pop-parallax (finish iff velocity > 0): three taps and a wait lift at rest and cancel; then
        /// → held for 1.3 s and let go finishes — the issue: it cancelled at velocity 0.
        @Test func popParallaxTapsCancelAndAHoldLetGoFinishes() throws {
            let display = try XDisplay()
            defer { display.stop() }
            let segue = try XtermSegue(on: display, ["play", "pop-parallax"])
            for _ in 0..<3 {
                segue.tap("Right")
                segue.wait(0.25)
            }
            segue.wait(1.3)   // more than the 0.7 s repeat delay after the last tap
            segue.hold("Right", for: 1.3)
            segue.wait(1.0)
            let (calls, _) = try segue.quit()
            let ended = Self.ended(calls).map(\.text)
            #expect(ended.count == 2, "\(calls.map(\.text))")
            #expect(ended.first == "gesture ended: release → cancel (velocity 0 pt/s ≤ 0)")
            #expect(ended.last?.hasPrefix("gesture ended: release → finish (velocity ") == true, "\(ended)")
            #expect(calls.map(\.text).filter { $0 == "cancel()" || $0 == "finish()" } == ["cancel()", "finish()"])
        }

        /// pop-percent-driven (finish iff percent > 0.5): a short hold (at most a handful of presses,
        /// percent ≈ 0.2) let go cancels; a long one (past the whole width) finishes.
        @Test func popPercentDrivenOnBothSidesOfTheThreshold() throws {
            let display = try XDisplay()
            defer { display.stop() }
            let segue = try XtermSegue(on: display, ["play", "pop-percent-driven"])
            segue.hold("Right", for: 0.75)
            segue.wait(1.0)
            segue.hold("Right", for: 1.8)
            segue.wait(1.0)
            let (calls, _) = try segue.quit()
            let ended = Self.ended(calls).map(\.text)
            #expect(ended.count == 2, "\(calls.map(\.text))")
            #expect(ended.first?.hasPrefix("gesture ended: release → cancel (percent 0.") == true, "\(ended)")
            #expect(ended.last == "gesture ended: release → finish (percent 1 > 0.5)", "\(ended)")
        }

        /// fade (finish iff percent > 0.5 or velocity > 0): under the threshold, let go in motion, it
        /// finishes by its velocity (the words name only the condition that held); then, pushed again,
        /// → held and Enter pressed while it is down lifts at once (at the Enter), moving: finish.
        @Test func fadeLetGoUnderTheThresholdAndHoldThenEnter() throws {
            let display = try XDisplay()
            defer { display.stop() }
            let segue = try XtermSegue(on: display, ["play", "fade"])
            segue.tap("p")
            segue.wait(1.0)
            segue.hold("Right", for: 0.75)
            segue.wait(1.0)
            segue.tap("p")
            segue.wait(1.0)
            segue.display.run(["xdotool", "keydown", "Right"])
            segue.wait(0.9)
            segue.tap("Return")
            segue.display.run(["xdotool", "keyup", "Right"])
            segue.wait(1.0)
            let (calls, enters) = try segue.quit()
            let ended = Self.ended(calls)
            #expect(ended.count == 2, "\(calls.map(\.text))")
            for e in ended { #expect(e.text.hasPrefix("gesture ended: release → finish (velocity ") && !e.text.contains("percent"), "\(e.text)") }
            #expect(enters.count == 1)
            if let enter = enters.first, let last = ended.last {
                #expect(abs(last.t - enter) < 1e-6, "lifted by the Enter at \(enter), not later (\(last.t))")
            }
        }
    }
}

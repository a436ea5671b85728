import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

extension LivePreviewerTests {
    /// Keys, mouse drags and resizes drive the transitions in the live previewer.
    @Suite struct Gestures {
        let scenario: ScenarioFile
        init() throws { scenario = try ScenarioFile("pop-percent-driven") }

        /// Starts `segue play pop-percent-driven ARGS` and waits for its first frame.
        func start(_ extra: [String] = [], term: String? = nil, cols: Int = 120, rows: Int = 40) throws -> SeguePane {
            let pane = try SeguePane(["play", scenario.name] + extra + ScenarioFile.chromeOff, cols: cols, rows: rows, term: term)
            let (ok, screen) = pane.waitFor("╭", scenario.title, timeout: 8)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        /// Opens with the device frame where the headless twin puts it and the panel's title;
        /// twelve Right presses pan (docs/gestures.md: translation = 12 × width/20 − 15 pt, percent =
        /// translation / width) and Enter pops, since percent > 0.5.
        @Test func twelveRightsThenEnterPops() throws {
            let pane = try start(LivePreviewerTests.fingerStaysDown)
            defer { pane.kill() }
            let layout = try DeviceLayout.of(scenario.name, cols: 120, rows: 40)
            var rows = pane.screenRows()
            #expect(rows.count == 40)
            #expect(row(rows, 0) == layout.firstRow, "frame top and panel title as the headless twin draws them")
            #expect(row(rows, 1).contains(try scenario.titleBar("contact")))
            #expect(row(rows, 1).contains("idle"))
            #expect(pane.display(LivePreviewerTests.modes) == LivePreviewerTests.running)

            pane.send("Right", times: 12)
            let translation = 12 * LivePreviewerTests.step - LivePreviewerTests.hysteresis
            let percent = Int((translation / LivePreviewerTests.phoneWidth * 100).rounded())
            let dragging = pane.waitFor("pop · interactive", "+\(Int(translation)) pt", "\(percent)%")
            #expect(dragging.ok, "\(dragging.rows.joined(separator: "\n"))")

            pane.send("Enter")
            let root = try scenario.titleBar("contacts")
            let done = pane.waitFor { rows in
                row(rows, 1).contains(root) && row(rows, 1).contains("idle")
                    && rows.contains { $0.contains("completeTransition(true)") }
            }
            #expect(done.ok, "\(done.rows.joined(separator: "\n"))")
            rows = done.rows
            #expect(!rows.contains { $0.contains("completeTransition(false)") })
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }

        /// Regression ("a held arrow key cancels"): a terminal sends one press, waits its
        /// key-repeat delay (660 ms here, X11's default), then repeats every 33 ms; the old 0.5 s
        /// idle release fired inside that wait and cancelled. Held like that, → is one gesture:
        /// the recording's timeline goes interactive once and finishes (1 + 13 presses: percent
        /// (14 × 19.5 − 15) / 390 = 0.66 > 0.5).
        @Test func holdingRightWithARealKeyRepeatIsOneGesture() throws {
            let files = try SeguePane.makeDirectory()
            defer { try? FileManager.default.removeItem(at: files) }
            let session = files.appendingPathComponent("hold.segue").path
            // tmux's send-keys cannot keep a steady repeat on a busy machine: the idle release is
            // fixed at 0.25 s (the real key repeat is XtermKeyRepeat').
            let pane = try start(["--record", session, "--set", "transitions.pop.interaction.idleRelease=0.25"])
            defer { pane.kill() }
            pane.send("Right")
            usleep(660_000)
            for _ in 0..<13 {
                pane.send("Right")
                usleep(33_000)
            }
            let done = pane.waitFor { rows in row(rows, 1).contains("idle") && rows.contains { $0.contains("completeTransition(") } }
            #expect(done.ok, "\(done.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
            let rows = try timeline([session]).filter { $0.view == "contact" || $0.view == "contacts" }
            var phases: [String] = []
            for r in rows where phases.last != r.phase { phases.append(r.phase) }
            #expect(phases.filter { $0 == "interactive" }.count == 1, "phases: \(phases)")
            #expect(phases.contains("finishing") && !phases.contains("cancelling"), "phases: \(phases)")
        }

        /// Regression ("the panel lies at rest"): the live panel kept the last velocity after the
        /// finger rested — `release → finish (velocity 575 pt/s > 0)` — and nothing redrew. Now the
        /// moment the velocity goes stale is a deadline: with no key pressed the previewer redraws
        /// and pop-parallax's velocity rule then says cancel (the lift is set far off with --set).
        @Test func thePredictionTurnsToCancelAtRestWithoutAKey() throws {
            let pane = try SeguePane(["play", "pop-parallax", "--set", "transitions.pop.interaction.idleRelease=60",
                                      "--repeat-delay", "60"])
            defer { pane.kill() }
            try #require(pane.waitFor("╭", timeout: 8).ok)
            // Taps more than 0.1 s apart (never a repeat): while a key repeats, the prediction is
            // letting go of it, a lift in motion, which does not go stale.
            for _ in 0..<3 {
                pane.send("Right")
                usleep(150_000)
            }
            let resting = pane.waitFor("release → cancel (velocity 0 pt/s ≤ 0)", timeout: 3)
            #expect(resting.ok, "\(resting.rows.joined(separator: "\n"))")
            pane.send("Enter")
            #expect(pane.waitFor("completeTransition(false)").ok, "Enter does what the panel said")
        }

        /// `p` on a one-screen stack pushes the next screen of the scenario's list.
        @Test func pPushesTheNextScreen() throws {
            let pane = try start(["--set", "container.stack=[\"contacts\"]"])
            defer { pane.kill() }
            #expect(row(pane.screenRows(), 1).contains(try scenario.titleBar("contacts")))
            pane.send("p")
            let next = try scenario.titleBar("contact")
            let pushed = pane.waitFor { rows in
                row(rows, 1).contains(next) && row(rows, 1).contains("idle")
                    && rows.contains { $0.contains("completeTransition(true)") }
            }
            #expect(pushed.ok, "\(pushed.rows.joined(separator: "\n"))")
            #expect(pushed.rows.contains { $0.contains("pushViewController(contact") })
        }

        /// A mouse press at the device's left edge, motion with the button held, and a release:
        /// the panel shows the interactive pop while dragging, and the release (past halfway)
        /// pops. `encoding` picks the report form, X10 (`ESC [ M`) or SGR (`ESC [ <`); each must
        /// work whatever the `TERM` (nil: tmux's `tmux-256color`, whose `kmous` is X10;
        /// `xterm-256color`'s is SGR; segue asks for SGR, mode 1006, either way). Before, a form
        /// other than `kmous`' arrived as keys (Escape, `[`, `<`, digits…). In a 600-column pane
        /// the device's edge is past column 223, where X10 cannot reach.
        @Test(arguments: [
            ("x10", nil, 120), ("sgr", "xterm-256color", 120), ("sgr", nil, 120), ("x10", "xterm-256color", 120),
            ("sgr", nil, 600), ("sgr", "xterm-256color", 600),
        ] as [(String, String?, Int)])
        func mouseDragFromTheEdgePops(encoding: String, term: String?, cols: Int) throws {
            let pane = try start(term: term, cols: cols)
            defer { pane.kill() }
            let layout = try DeviceLayout.of(scenario.name, cols: cols, rows: 40)
            if cols == 600 { try #require(layout.screenLeft > 223, "the device's edge should be past X10's reach") }
            let y = layout.middleRow
            let x0 = layout.screenLeft
            let width = layout.right - layout.left - 1
            func report(_ kind: String, _ col: Int) {
                switch (encoding, kind) {
                case ("x10", "press"): pane.mouseX10(code: 0, col: col, row: y)
                case ("x10", "drag"): pane.mouseX10(code: 32, col: col, row: y)
                case ("x10", _): pane.mouseX10(code: 3, col: col, row: y)
                case (_, "press"): pane.mouseSGR(code: 0, col: col, row: y)
                case (_, "drag"): pane.mouseSGR(code: 32, col: col, row: y)
                default: pane.mouseSGR(code: 0, col: col, row: y, release: true)
                }
            }
            report("press", x0)
            // Three quarters of the device's width, in six moves.
            let end = x0 + width * 3 / 4
            for i in 1...6 {
                report("drag", x0 + (end - x0) * i / 6)
                Thread.sleep(forTimeInterval: 0.03)
            }
            let dragging = pane.waitFor("pop · interactive", "release → finish")
            #expect(dragging.ok, "\(dragging.rows.joined(separator: "\n"))")
            // Still interactive while the button is held.
            Thread.sleep(forTimeInterval: 0.3)
            #expect(row(pane.screenRows(), 1).contains("pop · interactive"))
            report("release", end)
            let root = try scenario.titleBar("contacts")
            let done = pane.waitFor { rows in
                row(rows, 1).contains(root) && row(rows, 1).contains("idle")
                    && rows.contains { $0.contains("completeTransition(true)") }
            }
            #expect(done.ok, "\(done.rows.joined(separator: "\n"))")
        }

        /// A resize while the gesture is interactive: the frame is redrawn at the new size with
        /// the gesture still going, and the release completes the pop; the device is then where
        /// the headless twin draws it at that size.
        @Test func resizeMidTransitionKeepsGoing() throws {
            // No lift on its own (by default 0.25 s after a repeated press, docs/gestures.md): the gesture
            // waits for Enter however slow the machine.
            let pane = try start(["--set", "transitions.pop.interaction.idleRelease=60", "--repeat-delay", "60"])
            defer { pane.kill() }
            pane.send("Right", times: 12)
            #expect(pane.waitFor("pop · interactive").ok)
            let small = try DeviceLayout.of(scenario.name, cols: 100, rows: 30)
            pane.resize(cols: 100, rows: 30)
            // The whole resized frame, bottom corner included (a capture may land mid-draw otherwise).
            let resized = pane.waitFor { rows in
                rows.count == 30 && rows[0] == small.firstRow && row(rows, 1).contains("pop · interactive")
                    && Array(row(rows, small.bottom)).firstIndex(of: "╰") == small.left
            }
            #expect(resized.ok, "\(resized.rows.joined(separator: "\n"))")

            pane.send("Enter")
            let done = pane.waitFor { rows in
                rows.count == 30 && row(rows, 1).contains("idle") && rows.contains { $0.contains("completeTransition(true)") }
            }
            #expect(done.ok, "\(done.rows.joined(separator: "\n"))")
            // The device part equals the headless frame of the same state (popped, idle) at 100×30.
            let r = try runSegue(["render", scenario.name, "--size", "100x30", "--events", "0 b", "--format", "text"] + ScenarioFile.chromeOff)
            try #require(r.status == 0)
            let expected = try lastTextFrame(r.stdout, rows: 30)
            #expect(small.deviceColumns(done.rows) == small.deviceColumns(expected))
            #expect(pane.display("#{window_width}x#{window_height}") == "100x30")
        }
    }
}

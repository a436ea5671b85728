import Foundation
import Testing

/// User code runs on model time (docs/user-code.md, "Time and determinism"), and a call into it
/// that does not return ends the host (docs/user-code.md, "The host"). The expected numbers come
/// from the sources' own deadlines and durations, and the timeline's 60 fps rows (row n at n/60 s).
@Suite(.serialized) struct UserCodeTimeTests {
    /// The `view1` rows of a timeline, by their time column.
    static func badgeRows(_ csv: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in csv.split(separator: "\n") {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if fields.count > 3, fields[3] == "view1" { rows[fields[0]] = fields }
        }
        return rows
    }

    @Test func asyncAfterRunsAtItsModelDeadlineAndAsyncWhenSetUpReturns() throws {
        let source = """
            import UIKit

            func setUpDrop(_ navigationController: UINavigationController) {
                let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                navigationController.view.addSubview(badge)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { badge.frame.origin.x = 100 }
                DispatchQueue.main.async { badge.frame.origin.y = 60 }
            }
            """
        let path = try SwiftHostTests.write(source: source)
        let first = try SwiftHostTests.run(["timeline", path])
        let second = try SwiftHostTests.run(["timeline", path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        let rows = Self.badgeRows(first.stdout)
        // x (field 4), y (field 5): the async block has run by the first row; the move is on row 30 (0.5 s), not row 29.
        #expect(rows["0.0000"]?[4...5] == ["10.000", "60.000"])
        #expect(rows["0.4833"]?[4] == "10.000")
        #expect(rows["0.5000"]?[4] == "100.000")
    }

    @Test func dateAndDispatchTimeMoveWithModelTime() throws {
        // Measured over a 0.4 s animation: width = seconds by Date × 100, height = ms by DispatchTime / 10.
        let source = """
            import UIKit

            func setUpDrop(_ navigationController: UINavigationController) {
                let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                navigationController.view.addSubview(badge)
                let start = Date()
                let t0 = DispatchTime.now()
                UIView.animate(withDuration: 0.4, animations: { badge.alpha = 0.5 }, completion: { _ in
                    badge.frame.size.width = CGFloat(Date().timeIntervalSince(start) * 100)
                    badge.frame.size.height = CGFloat(Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e7)
                })
            }
            """
        let path = try SwiftHostTests.write(source: source)
        let r = try SwiftHostTests.run(["timeline", path])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = Self.badgeRows(r.stdout)
        // Width (field 6) and height (field 7): 30 × 40 until the completion at 0.4 s (row 24), then 40 × 40.
        #expect(rows["0.3833"]?[6...7] == ["30.000", "40.000"])
        #expect(rows["0.4000"]?[6...7] == ["40.000", "40.000"])
    }

    @Test func aCallThatDoesNotReturnEndsTheHostWithOneLine() throws {
        let source = "import UIKit\n\nfunc setUpDrop(_ navigationController: UINavigationController) {\n    while true {}\n}\n"
        let path = try SwiftHostTests.write(source: source)
        _ = try SwiftHostTests.run(["check", path])  // compiled once, so the time below is the run's
        let clock = ContinuousClock()
        let started = clock.now
        let r = try SwiftHostTests.run(["timeline", path], env: ["SEGUE_SWIFT_WATCHDOG": "0.5"])
        let elapsed = clock.now - started
        #expect(r.status == 1)
        #expect(r.errorLines == ["segue: swift: your code did not return within 0.5 s (in setUp): an infinite loop?"])
        // The limit, plus at most a quarter of it, plus the host's start.
        #expect(elapsed < .seconds(3))
    }

    @Test func checkWarnsOfATimerAtItsPlace() throws {
        let source = """
            import UIKit

            func setUpDrop(_ navigationController: UINavigationController) {
                // Timer.scheduledTimer in a comment is not code.
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            }
            """
        let path = try SwiftHostTests.write(source: source)
        let r = try SwiftHostTests.run(["check", path])
        let drop = (path as NSString).deletingLastPathComponent + "/Drop.swift"
        #expect(r.status == 0)
        #expect(r.lines == ["\(path): ok (scenario 'drop', 2 screens, 0 transitions)"])
        // Line 5, after `    _ = `: column 9.
        #expect(r.errorLines == [
            "segue: \(drop):5:9: warning: not deterministic in segue: a Timer fires on real time (DispatchQueue.main.asyncAfter runs on model time)",
        ])
    }
}

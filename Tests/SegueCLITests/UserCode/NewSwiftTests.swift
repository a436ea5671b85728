import Foundation
import Testing

/// `segue new NAME --swift` writes a scenario and a UIKit file that the real `segue-swift` host
/// compiles and runs (docs/cli.md, "`segue new`"). The edge pan's rule the file is written with
/// — finish past half the width, or faster than 1000 pt/s to the right — is restated here as
/// the expectation, and the code's own behaviour is held to it.
@Suite(.serialized) struct NewSwiftTests {
    /// The rule docs/cli.md gives for the written interaction controller.
    static func finishes(progress: Double, velocity: Double) -> Bool { progress > 0.5 || velocity > 1000 }

    /// `segue new DIR/my-pop --swift` in a new folder; the scenario's path.
    static func written() throws -> String {
        let dir = try NewCommandTests.folder()
        let r = try SwiftHostTests.run(["new", dir + "/my-pop", "--swift"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["wrote \(dir)/my-pop.json", "wrote \(dir)/MyPop.swift", "next: segue play \(dir)/my-pop.json"])
        return dir + "/my-pop.json"
    }

    @Test func checkCompilesThePairWithoutAWarning() throws {
        let path = try Self.written()
        let r = try SwiftHostTests.run(["check", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.errorLines.isEmpty, "no compile warning, no nondeterminism warning")
        #expect(r.lines == ["\(path): ok (scenario 'my-pop', 2 screens, 0 transitions)"])
    }

    /// Driven by events: presses 0.05 s apart move the finger at 19.5 / 0.05 = 390 pt/s, under
    /// the rule's speed, so the distance decides: 10 presses cancel, 14 finish.
    @Test(arguments: [10, 11, 12, 14])
    func theEdgePanFinishesPastItsRuleAndCancelsUnder(presses: Int) throws {
        let path = try Self.written()
        let events = "0.3 p; 1.5 right*\(presses)@0.05; 3.0 enter"
        let outcomes = try NewCommandTests.completions([path, "--events", events]) { try SwiftHostTests.run($0) }
        let expected = Self.finishes(progress: NewCommandTests.panFraction(presses: presses), velocity: 390)
        #expect(outcomes == [true, expected], "\(presses) presses: \(NewCommandTests.panFraction(presses: presses)) of the width")
    }

    /// `segue sweep` releases the code's own recognizer at each percent and velocity; the rest
    /// plays over p × 0.5 s (cancel) or (1 − p) × 0.5 s (finish), as
    /// UIPercentDrivenInteractiveTransition does at completionSpeed 1 (the animator's 0.5 s).
    @Test func sweepFollowsTheCodesRule() throws {
        let path = try Self.written()
        let r = try SwiftHostTests.run(["sweep", path, "--csv", "--percent", "0.45:0.55:0.1", "--velocity", "0:1200:1200"])
        #expect(r.status == 0, "\(r.stderr)")
        var expected = ["percent,velocity,outcome,completion"]
        for p in [0.45, 0.55] {
            for v in [0.0, 1200.0] {
                let finish = Self.finishes(progress: p, velocity: v)
                expected.append("\(p),\(Int(v)),\(finish ? "finish" : "cancel")," + String(format: "%.6f", (finish ? 1 - p : p) * 0.5))
            }
        }
        #expect(r.lines == expected)
    }

    /// The demo the scenario is written with runs through the code: a push, a drag that
    /// cancels, one that finishes.
    @Test func theDemoRunsThroughTheCode() throws {
        let path = try Self.written()
        let outcomes = try NewCommandTests.completions([path]) { try SwiftHostTests.run($0) }
        #expect(outcomes == [true, Self.finishes(progress: NewCommandTests.panFraction(presses: 10), velocity: 390),
                             Self.finishes(progress: NewCommandTests.panFraction(presses: 14), velocity: 390)])
        #expect(outcomes == [true, false, true])
    }
}

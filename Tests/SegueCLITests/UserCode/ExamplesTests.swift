import Foundation
import Testing

/// The examples of engineers' own UIKit code (Examples/) run in segue as any scenario: `segue
/// test` holds them to their test files (whose expected outcomes are worked from the code's own
/// finish rule in the files' descriptions) and to the UIKit contract checks, and a run of user
/// code is deterministic.
@Suite struct ExamplesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func segueTestPassesEveryExamplesTestFile() throws {
        let r = try SwiftHostTests.run(["test", Self.examples.appendingPathComponent("CardPop").path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines.last == "17 passed, 0 failed")
        #expect(r.lines.contains { $0.hasSuffix("card-pop.test.json: transition 2 (pop) cancelled") })
    }

    @Test func aRunOfUserCodeIsTheSameByteForByte() throws {
        let scenario = Self.examples.appendingPathComponent("CardPop/card-pop.json").path
        for command in [["timeline", scenario], ["render", scenario, "--format", "text"]] {
            let first = try SwiftHostTests.run(command), second = try SwiftHostTests.run(command)
            #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
            #expect(first.lines.count > 100 && first.stdout == second.stdout, "\(command[0])")
        }
    }

    /// `segue sweep` releases the code's own recognizer: its rule (past a third, or faster than
    /// 600 pt/s) decides, and UIPercentDrivenInteractiveTransition plays the rest at
    /// completionSpeed 1: cancelling from p takes p × 0.35 s, finishing (1 − p) × 0.35 s.
    @Test func sweepReleasesTheCodesOwnRecognizer() throws {
        let scenario = Self.examples.appendingPathComponent("CardPop/card-pop.json").path
        let r = try SwiftHostTests.run(["sweep", scenario, "--csv", "--percent", "0.3:0.35:0.05", "--velocity", "0:650:650"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["percent,velocity,outcome,completion",
                            "0.3,0,cancel,0.105000", "0.3,650,finish,0.245000",
                            "0.35,0,finish,0.227500", "0.35,650,finish,0.227500"])
    }
}

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

    /// One `segue test` run over two copies of CardPop whose `CardPop.swift` differ (the second
    /// finishes past 0.2 of the width instead of a third): each scenario runs its own file. The
    /// demo's first drag ends at 0.26 of the width at 390 pt/s (card-pop.test.json's
    /// description), so the first copy cancels it and the second finishes it.
    @Test func twoScenariosWithSourcesOfOneNameEachRunTheirOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-two-\(UUID().uuidString)")
        for (copy, rule) in [("third", "1.0 / 3.0"), ("fifth", "0.2")] {
            let dir = root.appendingPathComponent(copy)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for name in ["card-pop.json", "CardPop.swift"] {
                let text = try String(contentsOf: Self.examples.appendingPathComponent("CardPop/\(name)"), encoding: .utf8)
                let edited = text.replacingOccurrences(of: "progress > 1.0 / 3.0", with: "progress > \(rule)")
                #expect(name != "CardPop.swift" || edited != text || copy == "third", "the finish rule moved")
                try edited.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let outcome = copy == "third" ? "cancelled" : "finished"
            let test = #"{"scenario": "\#(copy)/card-pop.json", "expect": [{"outcome": "\#(outcome)", "transition": 2}]}"#
            try test.write(to: root.appendingPathComponent("\(copy).test.json"), atomically: true, encoding: .utf8)
        }
        let r = try SwiftHostTests.run(["test", root.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines.contains { $0.hasSuffix("third.test.json: transition 2 (pop) cancelled") })
        #expect(r.lines.contains { $0.hasSuffix("fifth.test.json: transition 2 (pop) finished") })
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

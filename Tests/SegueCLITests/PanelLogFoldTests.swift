import Foundation
import Testing

/// The panel's call log folds runs of `update(p)` calls into one row, `update 0.04 → 0.56 ×20`,
/// while `timeline --log` keeps every call (docs/panel-and-exports.md, the event log).
struct PanelLogFoldTests {
    static let events = "0.5 right*12@0.03; 0.9 enter"

    /// The runs of consecutive `update(…)` calls in `timeline --log`'s lines, each as its calls'
    /// times and values as written there.
    static func updateRuns(_ lines: [String]) throws -> [[(t: Double, value: String)]] {
        let shape = try NSRegularExpression(pattern: #"^\{"t": ([0-9.]+), "call": "update\(([-0-9.]+)\)"\}$"#)
        var runs: [[(t: Double, value: String)]] = []
        var current: [(t: Double, value: String)] = []
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            if let m = shape.firstMatch(in: line, range: range),
               let t = Range(m.range(at: 1), in: line), let v = Range(m.range(at: 2), in: line) {
                current.append((Double(line[t])!, String(line[v])))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    @Test(arguments: [false, true])
    func theRenderedPanelFoldsTheUpdatesOfAnInteractivePop(ascii: Bool) throws {
        let log = try TimelineLogTests.log(["pop-parallax", "--events", Self.events])
        let runs = try Self.updateRuns(log)
        // timeline --log is unfolded: every update of the drag, one a line.
        #expect(runs.map(\.count).reduce(0, +) == 20, "\(runs.map(\.count))")
        let run = try #require(runs.max { $0.count < $1.count })
        try #require(run.count >= 2)
        let arrow = ascii ? "->" : "→", times = ascii ? "x" : "×"
        let row = String(format: "%.3f", run[0].t) + " update \(run[0].value) \(arrow) \(run[run.count - 1].value) \(times)\(run.count)"
        let r = try runSegue(["render", "pop-parallax", "--events", Self.events, "--at", "0.95", "--size", "140x40"]
                             + (ascii ? ["--ascii"] : []))
        try #require(r.status == 0, "\(r.stderr)")
        #expect(r.lines.contains { $0.contains(row) }, "want \(row) in\n\(r.lines.joined(separator: "\n"))")
        #expect(!r.lines.contains { $0.contains("update(") }, "no unfolded update row")
    }
}

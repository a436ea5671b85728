import Foundation
import Testing

/// The seeds' own code (Examples/seeds/, docs/user-code.md "The seeds' own code"): each article's
/// transition code, run through `segue-swift`, plays as the built-in scenario it became — every
/// screen row of `segue timeline --presented` within 1e-6 and the same UIKit calls in the same
/// order, over the built-in's demo — except where the article's code differs from the built-in,
/// which the example's header says and a test below checks exactly.
struct SeedExamplesTests {
    static let seeds = ExamplesTests.examples.appendingPathComponent("seeds")

    /// A run's screen rows and its calls (the call log's `call` texts, in order).
    struct Run {
        var rows: [TimelineRows.Row]
        var calls: [String]
    }

    /// `segue timeline --presented SCENARIO` with its call log; `scenario` is a built-in's name or
    /// a path. Only the rows of the scenario's screens are kept.
    static func run(_ scenario: String, screens: Set<String>) throws -> Run {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-seeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("t.csv").path, log = dir.appendingPathComponent("t.jsonl").path
        let r = try SwiftHostTests.run(["timeline", "--presented", scenario, "-o", csv, "--log", log])
        try #require(r.status == 0, "\(scenario): \(r.stderr)")
        let rows = try TimelineRows(csv: String(contentsOfFile: csv, encoding: .utf8)).rows.filter { screens.contains($0.view) }
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["call"] as? String)
        }
        return Run(rows: rows, calls: calls)
    }

    /// The example of `builtin` and the built-in itself, run.
    static func pair(_ builtin: String) throws -> (seed: Run, builtin: Run) {
        let text = try String(contentsOfFile: repositoryRoot + "/Scenarios/\(builtin).json", encoding: .utf8)
        let ids = try Regex(#""id": "([a-z]+)""#)
        let screens = Set(text.matches(of: ids).compactMap { $0.output[1].substring.map(String.init) })
        let seed = try run(seeds.appendingPathComponent("seed-\(builtin).json").path, screens: screens)
        return (seed, try run(builtin, screens: screens))
    }

    /// The rows of `a` and `b` that differ (view, phase, or a column x … alpha by more than 1e-6;
    /// t and the panel's percent are the frame's, not a view's), after `adjust` maps a's row.
    static func differences(_ a: [TimelineRows.Row], _ b: [TimelineRows.Row],
                            adjust: (TimelineRows.Row) -> TimelineRows.Row = { $0 }) -> [String] {
        var out: [String] = []
        if a.count != b.count { out.append("\(a.count) screen rows, the built-in has \(b.count)") }
        for (x0, y) in zip(a, b) {
            let x = adjust(x0)
            let far = zip(x.numbers, y.numbers).enumerated().filter { $0.offset > 1 && abs($0.element.0 - $0.element.1) > 1e-6 }
            if x.view != y.view || x.phase != y.phase || !far.isEmpty {
                out.append("t=\(y.numbers[0]) \(y.view): \(x.view) \(x.phase) vs \(y.phase), columns \(far.map { TimelineRows.numeric[$0.offset] })")
            }
        }
        return out
    }

    /// Examples whose code is the built-in's, row for row and call for call.
    @Test(arguments: ["scale-push-pop", "modal-spring", "pop-percent-driven", "pop-shrink", "alongside", "tabs-slide", "fade"])
    func theExamplePlaysAsItsBuiltin(name: String) throws {
        let (seed, builtin) = try Self.pair(name)
        let differing = Self.differences(seed.rows, builtin.rows)
        #expect(differing.isEmpty, "\(name): \(differing.count) rows differ, first \(differing.first ?? "")")
        #expect(seed.calls == builtin.calls, "\(name): calls differ")
    }

    /// Seed 003 starts the revealed screen at −width/3; the built-in at −0.3333 of the width. Its x
    /// is linear in that fraction (x = −k·width·(1 − eased progress)), so the example's x is the
    /// built-in's times (1/3)/0.3333 in every row; every other column is the built-in's.
    @Test func seed003sParallaxIsAThirdWhereTheBuiltinWrites0_3333() throws {
        let (seed, builtin) = try Self.pair("pop-parallax")
        let differing = Self.differences(seed.rows, builtin.rows) { row in
            guard row.view == "inbox" else { return row }
            var scaled = row
            scaled.numbers[2] *= 0.3333 * 3
            return scaled
        }
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        // The difference is real: at the pop's first frame the revealed screen is 13 thousandths
        // of a point further left.
        let first = try #require(zip(seed.rows, builtin.rows).first { $0.0.view == "inbox" && $0.0.phase != "idle" })
        #expect(first.0.numbers[2] < first.1.numbers[2] - 0.01)
        #expect(seed.calls == builtin.calls)
    }

    /// Seed 002's animator scales the popped screen to 0.0, the built-in's to 0.1: at the same
    /// progress 1 − scale is the built-in's divided by 0.9, the box shrinking about the same
    /// centre. The pinch's rule gives the demo's outcomes either way (a small slow pinch cancels,
    /// one past 0.3 finishes).
    @Test func seed002sPinchPopScalesToZero() throws {
        let (seed, builtin) = try Self.pair("pinch-pop")
        let differing = Self.differences(seed.rows, builtin.rows) { row in
            guard row.view == "photo", row.numbers[6] != 1 else { return row }
            // x, y, width, height, scale: the box of a full-size view scaled about its centre.
            var n = row.numbers
            let full = (width: n[4] / max(n[6], 1e-12), height: n[5] / max(n[6], 1e-12))
            let scale = 1 - (1 - n[6]) * 0.9
            let centre = (x: n[2] + n[4] / 2, y: n[3] + n[5] / 2)
            let w = n[6] > 0 ? full.width * scale : 390 * scale, h = n[6] > 0 ? full.height * scale : 844 * scale
            n[2] = centre.x - w / 2; n[3] = centre.y - h / 2; n[4] = w; n[5] = h; n[6] = scale
            var adjusted = row
            adjusted.numbers = n
            return adjusted
        }
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        #expect(seed.calls == builtin.calls)
    }

    /// `segue sweep` releases each code's own recognizer at a percent and a velocity: the outcome
    /// column of the example and of its built-in, for the same releases.
    static func sweep(_ scenario: String, percent: String, velocity: String) throws -> [String] {
        let r = try SwiftHostTests.run(["sweep", scenario, "--csv", "--percent", percent, "--velocity", velocity])
        try #require(r.status == 0, "\(r.stderr)")
        return r.lines.dropFirst().map { $0.split(separator: ",").map(String.init)[2] }
    }

    /// Seed 002's `[pinch velocity] < 5.0` reads UIKit's sign, negative pinching in: a quick pinch
    /// in at or under 0.3 cancels, where the built-in (the speed towards finishing) finishes.
    @Test func seed002sPinchReadsUIKitsSignOfTheVelocity() throws {
        let seed = Self.seeds.appendingPathComponent("seed-pinch-pop.json").path
        #expect(try Self.sweep(seed, percent: "0.2:0.2:0.1", velocity: "0:6:6") == ["cancel", "cancel"])
        #expect(try Self.sweep("pinch-pop", percent: "0.2:0.2:0.1", velocity: "0:6:6") == ["cancel", "finish"])
    }

    /// Seed 000's custom interaction ends with `finishBy(progress < 0.5)`: a release at exactly
    /// half finishes, where the built-in's rule (percent > 0.5) cancels; either side they agree.
    @Test func seed000sCustomInteractionFinishesAtExactlyHalf() throws {
        let seed = Self.seeds.appendingPathComponent("seed-pop-shrink.json").path
        #expect(try Self.sweep(seed, percent: "0.25:0.75:0.25", velocity: "0:0:1") == ["cancel", "finish", "finish"])
        #expect(try Self.sweep("pop-shrink", percent: "0.25:0.75:0.25", velocity: "0:0:1") == ["cancel", "cancel", "finish"])
    }
}

import Foundation
import Testing

/// The seeds' own code (Examples/seeds/, docs/user-code.md "The seeds' own code"): each article's
/// transition code, run through `segue-swift`, plays as the built-in scenario it became — every
/// screen row of `segue timeline --presented` within 1e-6 and the same UIKit calls in the same
/// order, over the built-in's demo — except where the article's code differs from the built-in,
/// which the example's header says (Examples/seeds/README.md lists them) and a test checks here.
struct SeedExamplesTests {
    static let seeds = ExamplesTests.examples.appendingPathComponent("seeds")

    /// A run's screen rows and its call log (time, call).
    struct Run {
        var rows: [TimelineRows.Row]
        var log: [(t: Double, call: String)]

        /// The UIKit calls in order, as both kinds of run name them: the log's explanations of
        /// the built-in's own gesture (`gesture ended: …`, `update(…)` of its finger) left out,
        /// `(edge pan began)` and `(pinch began)` dropped, and the interaction question without the animator's name
        /// (a class for code, the preset for a built-in) or the controller's kind.
        var calls: [String] {
            let kept = ["pushViewController", "popViewController", "navigationController(", "completeTransition",
                        "animationEnded", "tabBarController", "present(", "dismiss(", "animationController(", "finish()", "cancel()",
                        "animate(alongside"]
            return log.map(\.call).compactMap { call -> String? in
                var c = call.replacingOccurrences(of: " (edge pan began)", with: "").replacingOccurrences(of: " (pinch began)", with: "")
                if c.hasPrefix("navigationController(interactionControllerFor:") {
                    c = c.hasSuffix("→ nil") ? "navigationController(interactionControllerFor:) → nil" : "navigationController(interactionControllerFor:) → a controller"
                }
                let appearance = c.contains(".viewWill") || c.contains(".viewDid")
                return appearance || kept.contains(where: c.hasPrefix) ? c : nil
            }
        }

        /// When the calls starting with `prefix` were made.
        func times(of prefix: String) -> [Double] { log.filter { $0.call.hasPrefix(prefix) }.map(\.t) }
    }

    /// `segue timeline --presented SCENARIO --log`; `scenario` is a built-in's name or a path.
    /// Only the rows of `screens` are kept.
    static func run(_ scenario: String, screens: Set<String>, events: String? = nil) throws -> Run {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-seeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("t.csv").path, log = dir.appendingPathComponent("t.jsonl").path
        let r = try SwiftHostTests.run(["timeline", "--presented", scenario, "-o", csv, "--log", log] + (events.map { ["--events", $0] } ?? []))
        try #require(r.status == 0, "\(scenario): \(r.stderr)")
        let rows = try TimelineRows(csv: String(contentsOfFile: csv, encoding: .utf8)).rows.filter { screens.contains($0.view) }
        let entries = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (t: try #require(object["t"] as? Double), call: try #require(object["call"] as? String))
        }
        return Run(rows: rows, log: entries)
    }

    /// The example of `builtin` (Examples/seeds/seed-NAME.json) and the built-in itself, run.
    static func pair(_ builtin: String, events: String? = nil) throws -> (seed: Run, builtin: Run) {
        let text = try String(contentsOfFile: repositoryRoot + "/Scenarios/\(builtin).json", encoding: .utf8)
        let screens = Set(text.matches(of: try Regex(#"\{"id": "([a-zA-Z]+)""#)).compactMap { $0.output[1].substring.map(String.init) })
        let seed = try run(seeds.appendingPathComponent("seed-\(builtin).json").path, screens: screens, events: events)
        return (seed, try run(builtin, screens: screens, events: events))
    }

    /// Whether `row` of the example is in the frames after a pan began where the article's
    /// handler has not moved anything yet: it pops at `.began` without updating, as UIKit's
    /// handlers in these articles do, so until its first `.changed` its screens keep the pose they
    /// had when the pop began, where the built-in starts at the finger's percent at recognition.
    static func beforeFirstChange(_ row: TimelineRows.Row, seed: Run, began: [Double]) -> Bool {
        guard let t0 = began.last(where: { $0 <= row.numbers[0] + 1e-9 }), row.numbers[0] < t0 + 0.1 else { return false }
        let start = seed.rows.first { $0.view == row.view && abs($0.numbers[0] - t0) < 1e-3 }
        let sinceStart = seed.rows.filter { $0.view == row.view && $0.numbers[0] >= t0 - 1e-3 && $0.numbers[0] <= row.numbers[0] + 1e-3 }
        return start.map { s in sinceStart.allSatisfy { Array($0.numbers.dropFirst(2)) == Array(s.numbers.dropFirst(2)) } } ?? false
    }

    /// The rows that differ: view, phase, or a column x … alpha by more than `tolerance` (t and the
    /// panel's percent are the frame's, not a view's), after `adjust` maps the example's row; rows
    /// from `until` seconds on are not compared, nor those `beforeFirstChange` of a pan.
    static func differences(_ seed: Run, _ builtin: Run, until: Double = .infinity, tolerance: Double = 1e-6,
                            samePhase: (String, String) -> Bool = { $0 == $1 },
                            adjust: (TimelineRows.Row) -> TimelineRows.Row = { $0 }) -> [String] {
        let began = builtin.times(of: "popViewController(animated: true) (edge pan began)")
        var out: [String] = []
        if seed.rows.count != builtin.rows.count && until == .infinity {
            out.append("\(seed.rows.count) screen rows, the built-in has \(builtin.rows.count)")
        }
        for (x0, y) in zip(seed.rows, builtin.rows) where y.numbers[0] < until - 1e-9 {
            if Self.beforeFirstChange(x0, seed: seed, began: began) { continue }
            let x = adjust(x0)
            let far = zip(x.numbers, y.numbers).enumerated().filter { $0.offset > 1 && abs($0.element.0 - $0.element.1) > tolerance }
            if x.view != y.view || !samePhase(x.phase, y.phase) || !far.isEmpty {
                out.append("t=\(y.numbers[0]) \(y.view): \(x.view) \(x.phase) vs \(y.phase), columns \(far.map { TimelineRows.numeric[$0.offset] })")
            }
        }
        return out
    }

    /// Examples whose code does what the built-in does, row for row and call for call.
    @Test(arguments: ["scale-push-pop", "modal-spring", "tabs-slide", "alongside"])
    func theExamplePlaysAsItsBuiltin(name: String) throws {
        let (seed, builtin) = try Self.pair(name)
        let differing = Self.differences(seed, builtin)
        #expect(differing.isEmpty, "\(name): \(differing.count) rows differ, first \(differing.first ?? "")")
        #expect(seed.calls == builtin.calls, "\(name): calls differ")
        #expect(seed.calls.count > 10)
    }

    /// The pans' first frames: at each pop the example holds its pose until the first
    /// `.changed` (a frame or a few), where the built-in starts at the percent at recognition.
    @Test func aHandlerThatPopsAtBeganMovesNothingUntilTheFirstChange() throws {
        let (seed, builtin) = try Self.pair("fade")
        let began = builtin.times(of: "popViewController(animated: true) (edge pan began)")
        #expect(began.count == 2)
        let held = seed.rows.filter { Self.beforeFirstChange($0, seed: seed, began: began) }
        #expect(held.contains { $0.view == "post" && $0.numbers[8] == 1 })  // alpha 1: the pose at began
        let builtinThen = builtin.rows.filter { y in held.contains { $0.view == y.view && $0.numbers[0] == y.numbers[0] } }
        #expect(builtinThen.contains { $0.view == "post" && $0.numbers[8] < 1 })  // the built-in already fades
    }

    /// Seed 004's PopAnimator does not put the alpha back when the pop is cancelled: the
    /// animation plays back, then the view shows its model value, 0 (UIKit does the same: an
    /// animator restores what a cancelled transition changed in its completion). Up to that
    /// moment the example is the built-in; after it the post is invisible until the next pop.
    @Test func seed004sCancelledPopLeavesThePostInvisible() throws {
        let (seed, builtin) = try Self.pair("fade")
        let cancelled = try #require(seed.times(of: "completeTransition(false)").first)
        #expect(builtin.times(of: "completeTransition(false)").first == cancelled)
        let differing = Self.differences(seed, builtin, until: cancelled)
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        let after = { (run: Run) in run.rows.first { $0.view == "post" && $0.numbers[0] > cancelled }?.numbers[8] }
        #expect(after(seed) == 0 && after(builtin) == 1)
        #expect(seed.calls == builtin.calls)
    }

    /// Seed 003 starts the revealed screen at −width/3; the built-in at −0.3333 of the width. Its x
    /// is linear in that fraction (x = −k·width·(1 − eased progress)), so the example's x is the
    /// built-in's times (1/3)/0.3333 (within the CSV's 3 decimals); every other column is the
    /// built-in's.
    @Test func seed003sParallaxIsAThirdWhereTheBuiltinWrites0_3333() throws {
        let (seed, builtin) = try Self.pair("pop-parallax")
        let exact = Self.differences(seed, builtin)
        #expect(exact.contains { $0.contains("inbox") && $0.contains("[\"x\"]") })  // the difference is real
        let differing = Self.differences(seed, builtin, tolerance: 1e-3, adjust: { row in
            guard row.view == "inbox" else { return row }
            var scaled = row
            scaled.numbers[2] *= 0.3333 * 3
            return scaled
        })
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        #expect(seed.calls == builtin.calls)
    }

    /// Seeds 000 and 002 complete every transition with `completeTransition(true)`, cancelled or
    /// not: a cancelled interactive pop plays back, then pops (in UIKit as in segue). Up to the
    /// cancel's end the example is the built-in (seed 002's pinch scaled as below).
    @Test(arguments: ["pop-percent-driven", "pinch-pop"])
    func aCancelledPopCompletesAsFinished(name: String) throws {
        let (seed, builtin) = try Self.pair(name)
        let cancel = try #require(seed.times(of: "cancel()").first)
        let end = try #require(builtin.times(of: "completeTransition(false)").first)
        #expect(builtin.times(of: "cancel()").first == cancel)
        #expect(seed.log.first { $0.t >= cancel && $0.call.hasPrefix("completeTransition") }?.call == "completeTransition(true)")
        #expect(name == "pinch-pop" || seed.log.first { $0.t >= cancel && $0.call.hasPrefix("completeTransition") }?.t == end)
        if name == "pop-percent-driven" {
            let differing = Self.differences(seed, builtin, until: end)
            #expect(differing.isEmpty, "\(name): \(differing.count) rows differ, first \(differing.first ?? "")")
        }
        let upToCancel = { (run: Run) in Array(run.calls.prefix { !$0.hasPrefix("completeTransition") }) }
        #expect(upToCancel(seed) == upToCancel(builtin) && upToCancel(seed).last == "cancel()")
    }

    /// `segue sweep` releases each code's own recognizer at a percent and a velocity: the outcome
    /// column.
    static func sweep(_ scenario: String, percent: String, velocity: String) throws -> [String] {
        let r = try SwiftHostTests.run(["sweep", scenario, "--csv", "--percent", percent, "--velocity", velocity])
        try #require(r.status == 0, "\(r.stderr)")
        return r.lines.dropFirst().map { $0.split(separator: ",").map(String.init)[2] }
    }

    /// Seed 002's `[pinch velocity] < 5.0` reads UIKit's sign, negative pinching in: a quick pinch
    /// in that stays under 0.3 (4 presses, 0.2, in 0.02 s: 10 in scale per second) is cancelled by
    /// the article's code, where the built-in (the speed towards finishing) finishes it.
    @Test func seed002sPinchReadsUIKitsSignOfTheVelocity() throws {
        let (seed, builtin) = try Self.pair("pinch-pop", events: "0.5 minus*4@0.005; 0.52 enter")
        let ended = { (run: Run) in run.calls.filter { $0 == "cancel()" || $0 == "finish()" } }
        #expect(ended(seed) == ["cancel()"])
        #expect(ended(builtin) == ["finish()"])
    }

    /// Seed 000's custom interaction controller: its rows are the built-in's; it ends with
    /// `finishBy(progress < 0.5)`, so a release at exactly half finishes where the built-in's rule
    /// (percent > 0.5) cancels, and either side they agree.
    @Test func seed000sCustomInteraction() throws {
        let (seed, builtin) = try Self.pair("pop-shrink")
        // The article tells the context to cancel or finish when its 0.4 s animation has ended,
        // so the model calls those 0.4 s interactive; the built-in's controller says so at once.
        let differing = Self.differences(seed, builtin, samePhase: { seedPhase, builtinPhase in
            seedPhase == builtinPhase || (seedPhase == "interactive" && (builtinPhase == "cancelling" || builtinPhase == "finishing"))
        })
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        let path = Self.seeds.appendingPathComponent("seed-pop-shrink.json").path
        #expect(try Self.sweep(path, percent: "0.25:0.75:0.25", velocity: "0:0:1") == ["cancel", "finish", "finish"])
        #expect(try Self.sweep("pop-shrink", percent: "0.25:0.75:0.25", velocity: "0:0:1") == ["cancel", "cancel", "finish"])
    }

    /// Seed 002's swing: the present is the built-in's; in the dismissal's first keyframe the
    /// article's −1.5π is a quarter turn clockwise (the short way between matrices) where the
    /// built-in turns three quarters anticlockwise, so the example's angle is −1/3 of the
    /// built-in's at every frame of it.
    @Test func seed002sSwingTurnsTheShortWay() throws {
        let (seed, builtin) = try Self.pair("swing-drop")
        let dismiss = try #require(builtin.times(of: "dismiss").first)
        let differing = Self.differences(seed, builtin, until: dismiss + 1e-3)
        #expect(differing.isEmpty, "\(differing.count) rows differ, first \(differing.first ?? "")")
        let pairs: [(TimelineRows.Row, TimelineRows.Row)] = Array(zip(seed.rows, builtin.rows))
        let dismissing = pairs.filter { (_, y: TimelineRows.Row) in y.view == "sign" && y.numbers[0] > dismiss && y.phase != "idle" }
        let turning = dismissing.drop { (_, y: TimelineRows.Row) in y.numbers[7] == 0 }
        // Frames where both are in their first keyframe: the example short of 90°, the built-in of −270°.
        let firstTurn = turning.prefix { (x: TimelineRows.Row, _) in x.numbers[7] < 90 }.filter { (x: TimelineRows.Row, y: TimelineRows.Row) in
            x.numbers[7] > 0 && x.numbers[7] < 90 && y.numbers[7] > -270 && y.numbers[7] < 0
        }
        #expect(firstTurn.count > 5)
        for (x, y) in firstTurn {
            let seedAngle: Double = x.numbers[7], builtinAngle: Double = y.numbers[7]
            #expect(abs(seedAngle + builtinAngle / 3) < 2e-3, "t=\(y.numbers[0]): \(seedAngle)° vs \(builtinAngle)°")
        }
        #expect(seed.calls == builtin.calls)
    }
}

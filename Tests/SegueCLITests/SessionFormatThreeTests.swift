import Foundation
import Testing
import SegueTestSupport

/// Session format 3 (docs/scenarios.md, "Sessions"): an inspector step after a gesture replays
/// the gesture's presses; a version-2 recording, made when a step replayed a gesture's
/// transition as a `b`, replays by that rule. The same lines under both headers: eight → presses
/// (an edge-pan pop), then at 2 s a `tune` of the pop's completionSpeed, which replays the last
/// start. Just after it, version 3 is under the replayed finger (`interactive`); version 2 replays
/// a start only when a press itself began the transition, and this pan began past the edge pan's
/// hysteresis as time passed: nothing is replayed, the reset model is `idle`, as it was when
/// version-2 recordings were made.
@Suite struct SessionFormatThreeTests {

    /// The phase of the frame at 2.1 s of the session recorded as format `version`.
    static func phaseAfterTheStep(version: Int) throws -> String {
        let compact = GestureReplayScenario.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var lines = [#"{"segue_session":\#(version),"created":"2026-12-03T00:00:00Z","size":[120,40],"source":"replay.json","scenario":\#(compact)}"#]
        lines += (0..<8).map { #"{"t":\#(Double($0) / 32),"key":"right"}"# }
        lines += [#"{"t":2,"tune":"transitions.pop.interaction.completionSpeed","value":1.1}"#, #"{"t":2.5,"end":true}"#]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-v\(version)-\(UUID().uuidString).segue").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runSegue(["timeline", path, "--fps", "100"])
        try #require(r.status == 0, "\(r.stderr)")
        let rows = try TimelineRows(csv: r.stdout).rows
        return try #require(rows.first { abs($0.numbers[0] - 2.1) < 1e-9 }).phase
    }

    @Test func versionThreeReplaysTheGestureAndVersionTwoByTheOldRule() throws {
        #expect(try Self.phaseAfterTheStep(version: 3) == "interactive")
        #expect(try Self.phaseAfterTheStep(version: 2) == "idle")
    }
}

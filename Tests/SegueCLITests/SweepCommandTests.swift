import Foundation
import Testing

/// `segue sweep` end to end: the CSV against the rule and the remaining-time formula, the map's
/// marks and boundary, and the refusals (docs/cli.md).
struct SweepCommandTests {
    @Test func csvRowsFollowTheThresholdRule() throws {
        let r = try runSegue(["sweep", "pop-percent-driven", "--percent", "0:1:0.25", "--velocity", "-100:100:100", "--csv"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.first == "percent,velocity,outcome,completion")
        #expect(r.lines.count == 1 + 5 * 3)
        for line in r.lines.dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let p = Double(f[0])!, finishes = p > 0.5
            #expect(f[2] == (finishes ? "finish" : "cancel"), "\(line)")
            let expected = (finishes ? 1 - p : p) * 0.4
            #expect(abs(Double(f[3])! - expected) < 1e-6, "\(line)")
            #expect(f[3].split(separator: ".").last?.count == 6)
        }
        #expect(r.lines[1] == "0,-100,cancel,0.000000")
        #expect(r.lines.last == "1,100,finish,0.000000")
    }

    /// pop-parallax's velocity rule: the boundary runs between velocity 0 and 100 in every column.
    @Test func theMapShowsTheBoundaryWithMarksUnderNoColor() throws {
        let r = try runSegue(["sweep", "pop-parallax", "--operation", "pop", "--percent", "0:1:0.5", "--velocity", "-100:100:100"],
                             env: ["NO_COLOR": "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(r.lines == [
            "finish/cancel by release percent (across) and velocity in pt/s (down)",
            "     0  0.5 1",
            "-100 .. .. ..",
            "   0 .. .. ..",
            "     -- -- --",
            " 100 ## ## ##",
            "     0  0.5 1",
            "legend: ## finish  .. cancel  | and -- the boundary; rule: velocity (finish iff velocity > 0)",
        ])
    }

    @Test func aThresholdBoundaryIsMarkedInTheRow() throws {
        let r = try runSegue(["sweep", "pop-percent-driven", "--percent", "0.25:0.75:0.25", "--velocity", "0:0:1"])
        #expect(r.lines[2] == "0 .. ..|##")
        #expect(r.lines[1] == "  0.25")  // no room for 0.75 beside it
    }

    @Test(arguments: [
        (["--percent", "0:1:0"], "segue: sweep: --percent needs A:B:STEP with numbers A ≤ B and STEP > 0, got '0:1:0'"),
        (["--percent", "1:0:0.1"], "segue: sweep: --percent needs A:B:STEP with numbers A ≤ B and STEP > 0, got '1:0:0.1'"),
        (["--percent", "0:2:0.5"], "segue: sweep: --percent: A and B must be from 0 to 1, got '0:2:0.5'"),
        (["--velocity", "0:1000000:1"], "segue: sweep: --velocity '0:1000000:1' has 1000001 values; at most 10000 cells in all"),
        (["--percent", "0:1:0.01", "--velocity", "0:100:1"], "segue: sweep: 101 × 101 = 10201 cells; at most 10000"),
        (["--operation", "push"], "segue: sweep: pop-parallax: push has no interaction to release; operations with one: pop"),
    ])
    func badRangesAndOperationsExitTwo(args: [String], message: String) throws {
        let r = try runSegue(["sweep", "pop-parallax"] + args)
        #expect(r.status == 2)
        #expect(r.errorLines == [message])
    }

    /// The rows of `segue sweep ARGS --csv` as (percent, velocity, outcome).
    static func csv(_ args: [String]) throws -> [(p: Double, v: Double, outcome: String)] {
        let r = try runSegue(["sweep"] + args + ["--csv"])
        try #require(r.status == 0, "\(r.stderr)")
        return r.lines.dropFirst().map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return (Double(f[0])!, Double(f[1])!, f[2])
        }
    }

    /// pinch-pop's rule, read from its file: cancel iff velocity < v and percent ≤ t, velocity in
    /// scale/s. Without --velocity the sweep's velocities lie around v, several between 0 and v,
    /// not ±1500 in steps of 100 (which puts no velocity between 0 and 100).
    @Test func aPinchsDefaultVelocitiesCoverItsRulesRange() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Scenarios/pinch-pop.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let transitions = try #require(json["transitions"] as? [String: Any])
        let pop = try #require(transitions["pop"] as? [String: Any])
        let interaction = try #require(pop["interaction"] as? [String: Any])
        #expect(interaction["gesture"] as? String == "pinch")
        let finish = try #require(interaction["finish"] as? [String: Any])
        let limit = try #require(finish["velocity"] as? Double), threshold = try #require(finish["threshold"] as? Double)
        let rows = try Self.csv(["pinch-pop"])
        let velocities = Set(rows.map(\.v)).sorted()
        #expect(velocities.first! < 0 && velocities.last! > limit, "\(velocities)")
        #expect(velocities.last! <= 4 * limit, "the range is the rule's, not a pan's: \(velocities)")
        #expect(velocities.filter { $0 >= 0 && $0 < limit }.count >= 4, "several velocities under the limit: \(velocities)")
        #expect(velocities.contains { abs($0 - limit) < 1e-9 }, "the limit itself")
        for row in rows {
            let cancels = row.v < limit && row.p <= threshold
            #expect(row.outcome == (cancels ? "cancel" : "finish"), "\(row)")
        }
        #expect(rows.contains { $0.outcome == "cancel" } && rows.contains { $0.outcome == "finish" })
    }

    /// An edge pan keeps −1500…1500 pt/s in steps of 100 (docs/cli.md).
    @Test func anEdgePansDefaultVelocitiesStay() throws {
        let rows = try Self.csv(["pop-percent-driven", "--percent", "0.5:0.5:1"])
        #expect(rows.map(\.v) == stride(from: -1500.0, through: 1500, by: 100).map { $0 })
    }
}

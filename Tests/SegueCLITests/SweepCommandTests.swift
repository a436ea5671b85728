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
}

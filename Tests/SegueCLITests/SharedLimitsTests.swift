import Foundation
import Testing

/// Issue 29: a spring's and a Bézier curve's ranges are one table (`Spring.Limits`,
/// `CubicBezier.Limits`) that the scenario loader (`segue check`) and `segue curve` both read:
/// the same value out of range is refused by both with the same range in the message, and the
/// boundary itself is accepted by both. The ranges are the documented ones (docs/scenarios.md,
/// "Curves"; docs/cli.md), written out here; an animation's duration is one more (`Timing.Limits`).
struct SharedLimitsTests {
    /// A push whose animator's curve is `curve` (JSON), checked by `segue check`.
    private func check(curve: String) throws -> SegueResult {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        let text = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]}, "#
            + #""transitions": {"push": {"animator": {"preset": "slide", "curve": \#(curve)}}}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try runSegue(["check", path])
    }

    /// (the loader's curve, the same curve for `segue curve`, the range as both word it, the value).
    @Test(arguments: [
        (#"{"spring": {"mass": 10001, "stiffness": 1000000, "damping": 200000}}"#,
         "spring(mass: 10001, stiffness: 1000000, damping: 200000)", "> 0 and ≤ 10000", "10001"),
        (#"{"spring": {"mass": 1, "stiffness": 100, "damping": 1000001}}"#,
         "spring(mass: 1, stiffness: 100, damping: 1000001)", "in [0, 1000000]", "1000001"),
        (#"[0.25, 100.5, 0.25, 1]"#, "bezier(0.25, 100.5, 0.25, 1)", "in [-100, 100]", "100.5"),
        (#"[0.25, 0, 0.25, -101]"#, "bezier(0.25, 0, 0.25, -101)", "in [-100, 100]", "-101"),
        (#"{"spring": {"duration": 61, "bounce": 0.2}}"#, "spring(duration: 61, bounce: 0.2)", "in [0.01, 60] seconds", "61"),
        (#"{"spring": {"duration": 0.005, "bounce": 0.2}}"#, "spring(duration: 0.005, bounce: 0.2)", "in [0.01, 60] seconds", "0.005"),
    ])
    func outOfRangeIsRefusedByBothWithTheSameRange(json: String, spec: String, range: String, value: String) throws {
        let loaded = try check(curve: json)
        #expect(loaded.status == 2, "\(loaded.stderr)")
        #expect(loaded.stderr.contains("must be \(range) (got \(value))"), "\(loaded.stderr)")
        let curve = try runSegue(["curve", spec])
        #expect(curve.status == 2, "\(curve.stderr)")
        #expect(curve.stderr.contains("must be \(range) (got \(value))"), "\(curve.stderr)")
    }

    /// The boundaries: mass 10⁴ (with a stiffness and damping that settle: ω0 = √(10⁶/10⁴) =
    /// 10 rad/s, critical damping 2√(km) = 2·10⁵), damping 10⁶, y = ±100.
    @Test(arguments: [
        (#"{"spring": {"mass": 10000, "stiffness": 1000000, "damping": 200000}}"#,
         "spring(mass: 10000, stiffness: 1000000, damping: 200000)"),
        (#"{"spring": {"mass": 10000, "stiffness": 1000000, "damping": 1000000}}"#,
         "spring(mass: 10000, stiffness: 1000000, damping: 1000000)"),
        (#"[0.25, 100, 0.25, -100]"#, "bezier(0.25, 100, 0.25, -100)"),
        // A block spring is cut at its duration, so 60 s is also within the loader's 60 s to settle.
        (#"{"spring": {"duration": 60, "damping": 1}}"#, "spring(duration: 60, damping: 1)"),
        (#"{"spring": {"duration": 0.01, "damping": 1}}"#, "spring(duration: 0.01, damping: 1)"),
    ])
    func theBoundaryIsAcceptedByBoth(json: String, spec: String) throws {
        let loaded = try check(curve: json)
        #expect(loaded.status == 0, "\(loaded.stderr)")
        let curve = try runSegue(["curve", spec])
        #expect(curve.status == 0, "\(curve.stderr)")
    }
}

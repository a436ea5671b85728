import Foundation
import SegueTestSupport
import Testing

/// The arithmetic and parsing of `make bench-floor`'s harness (scripts/bench/compare.py) on
/// canned inputs, checked against figures worked out by hand here; nothing is timed
/// (docs/testing-and-performance.md, "The floor").
struct BenchHarnessTests {
    static let script = TerminalTools.root.appendingPathComponent("scripts/bench").path

    /// Runs `expression` (Python, with compare.py imported as `compare`) and returns what it prints.
    static func evaluate(_ expression: String) throws -> String {
        try TerminalTools.require("python3", probe: ["python3", "--version"])
        let code = "import sys; sys.path.insert(0, \(String(reflecting: script))); import compare; print(\(expression))"
        let result = try #require(TerminalTools.run(["python3", "-c", code]))
        #expect(result.status == 0, "\(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs of 1 s and 5 s: medians 0.03 and 0.08 s of CPU, 1,100 and 5,100 bytes; the means
    /// (0.0333, 0.08; 1,100, 6,366.7) would give other figures, so a mean in place of the median fails.
    static let runs = """
        [{"cpu_s": 0.03, "bytes": 1000}, {"cpu_s": 0.02, "bytes": 1200}, {"cpu_s": 0.05, "bytes": 1100}], \
        [{"cpu_s": 0.07, "bytes": 5100}, {"cpu_s": 0.09, "bytes": 5000}, {"cpu_s": 0.08, "bytes": 9000}]
        """

    @Test func aCostPerAnimatedSecondIsTheDifferenceOfMediansOverFourSeconds() throws {
        // (0.08 − 0.03) / (5 − 1) = 0.0125 s; (5,100 − 1,100) / 4 = 1,000 bytes.
        let cpu = try #require(Double(try Self.evaluate("compare.per_animated_second(\(Self.runs), 'cpu_s')")))
        #expect(abs(cpu - 0.0125) < 1e-12)
        #expect(try Self.evaluate("compare.per_animated_second(\(Self.runs), 'bytes')") == "1000.0")
    }

    @Test(arguments: [
        ("events: Ir\\nsummary: 123456789\\ntotals: 1\\n", "123456789"),
        ("version: 1\\nevents: Ir\\ntotals: 4242\\n", "4242"),
    ])
    func theCallgrindTotalIsReadFromItsSummaryLine(text: String, total: String) throws {
        #expect(try Self.evaluate("compare.parse_callgrind_total('\(text)')") == total)
    }

    @Test func thePeakRSSIsTimesLastLineEvenAfterAFailureNote() throws {
        #expect(try Self.evaluate("compare.parse_time_maxrss('Command exited with non-zero status 1\\n3172\\n')") == "3172")
    }

    @Test func theTableGivesEachRowsRatioToTheFloor() throws {
        let rows = "[{'name': 'floor', 'cpu_per_animated_s': 0.01, 'bytes_per_animated_s': 100, 'peak_rss_mib': 3.0}, "
            + "{'name': 'segue', 'cpu_per_animated_s': 0.025, 'bytes_per_animated_s': 1500, 'peak_rss_mib': 12.0}]"
        let lines = try Self.evaluate("'\\n'.join(compare.table(\(rows)))").split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        // 0.025 / 0.01 = 2.5×, 1,500 / 100 = 15×, 12 / 3 = 4×; the floor's own row has no ratio.
        #expect(lines.last == "| segue | 0.025 (2.5×) | 1,500 (15.0×) | 12.0 MiB (4.0×) |")
        #expect(lines[2] == "| floor | 0.010 | 100 | 3.0 MiB |")
    }
}

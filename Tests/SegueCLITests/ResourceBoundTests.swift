import Foundation
import Testing

/// Issue 28: inputs that cost time or memory out of proportion to their size. Each big input is
/// made here at run time, and each test checks that the cost stays proportional (a generous
/// timeout the old code misses by far) or that the bound trips, in one line.
@Suite(.serialized) struct ResourceBoundTests {
    /// A private directory, removed at the end of the test that made it.
    final class Scratch {
        let path = NSTemporaryDirectory() + "segue-bounds-\(getpid())-\(UUID().uuidString.prefix(8))"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String, _ text: String) throws -> String {
            let p = path + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: p))
            return p
        }
    }

    static let scenario = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a", "b"]}, "#
        + #""transitions": {"pop": {"animator": {"preset": "slide", "duration": 0.3}}}}"#

    /// A session of `count` `tune` lines, each setting the pop's duration (0.30 … 0.39, the
    /// last one 0.3 + ((count − 1) mod 10) / 100).
    static func tuneSession(_ s: Scratch, count: Int) throws -> String {
        var lines = [#"{"segue_session":2,"created":"2026-11-30T00:00:00Z","size":[120,40],"source":"x","scenario":\#(scenario)}"#]
        for i in 0..<count {
            lines.append(#"{"t":\#(Double(i) / 1000),"tune":"transitions.pop.animator.duration","value":0.3\#(i % 10)}"#)
        }
        lines.append(#"{"t":\#(Double(count) / 1000 + 1),"end":true}"#)
        return try s.file("tunes.segue", lines.joined(separator: "\n") + "\n")
    }

    /// 3,000 `tune` lines cost time in proportion (issue 28.5): each applied to the document
    /// as tuned so far, not replayed from the start. Before, `check` of 2,000 lines took 31 s
    /// (every line re-applied every earlier one); this file would take minutes. Now about a
    /// second each in a debug build; the timeout leaves a wide margin.
    @Test(arguments: [["check"], ["render", "--at", "4"], ["timeline", "--until", "4"], ["export"]])
    func manyTuneLinesCostLinearTime(_ command: [String]) throws {
        let s = try Scratch()
        let session = try Self.tuneSession(s, count: 3000)
        let r = try runSegue([command[0], session] + Array(command.dropFirst()), timeout: 40)
        #expect(r.status == 0, "exit \(r.status) (−1: timed out): \(r.stderr)")
        if command == ["check"] { #expect(r.stdout.contains("3001 events"), "\(r.stdout)") }
    }

    /// `test` plays the run once for all its expectations (issue 28.10): 3,000 key events and
    /// 2,000 view expectations. Before, every expectation replayed every event up to its time
    /// (a 67 KB test file took over 500 s); this one would take minutes.
    @Test func aTestFileReplaysItsEventsOnce() throws {
        let s = try Scratch()
        var expectations: [String] = []
        for i in 0..<2000 {
            expectations.append(#"{"at": \#(Double(i) * 0.0015), "view": "music", "alpha": 1, "tolerance": 1}"#)
        }
        let test = try s.file("many.test.json", #"{"scenario": "tabs-slide", "events": "0.001 right*3000@0.001", "expect": ["#
                              + expectations.joined(separator: ",\n") + "]}")
        let r = try runSegue(["test", test], timeout: 40)
        #expect(r.status == 0, "exit \(r.status) (−1: timed out): \(r.stderr)")
        #expect(r.lines.last?.hasPrefix("2") == true && r.lines.last?.hasSuffix(" passed, 0 failed") == true, "\(r.lines.suffix(3))")
    }
}

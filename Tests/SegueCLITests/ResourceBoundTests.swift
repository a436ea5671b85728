import Foundation
import Testing

/// Issue 28: inputs that cost time or memory out of proportion to their size. Each big input is
/// made here at run time, and each test checks that the cost stays proportional (a generous
/// timeout the old code misses by far) or that the bound trips, in one line.
@Suite(.serialized) struct ResourceBoundTests {
    /// A private directory, removed at the end of the test that made it.
    typealias Scratch = HostileInputCommandTests.Scratch

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

    /// A picture is bounded before anything is drawn (issue 28.4, 28.9): 200 `--at` frames of
    /// a phone make a 82824 × 928 strip, and a 5000 × 5000 pt device at --scale 4 a 20000 ×
    /// 20000 gif frame, both over the 2^25 pixels a picture may have: refused in one line, exit
    /// 2, no file. Before, the strip kept every frame (200 took 685 MB, 2,000 aborted) and the
    /// gif asked for 1.2 GB and aborted. `render --help` says the bound.
    @Test func picturesAreBounded() throws {
        let s = try Scratch()
        let out = s.path + "/out.png"
        let times = (0..<200).map { String(Double($0) / 100) }.joined(separator: ",")
        let strip = try runSegue(["render", "pop-parallax", "--format", "png", "--at", times, "-o", out])
        #expect(strip.status == 2, "exit \(strip.status)")
        #expect(strip.errorLines == ["segue: render: --format png: 200 frames of 390×844 pixels: a picture of 82824×928 pixels "
                                     + "(74 M pixels); at most 32 M pixels are drawn (fewer frames, or a smaller --scale)"])
        let gif = try runSegue(["render", "pop-parallax", "--format", "gif", "--scale", "4", "--set", #"device={"width":5000,"height":5000}"#,
                                "-o", s.path + "/out.gif"])
        #expect(gif.status == 2, "exit \(gif.status)")
        #expect(gif.errorLines == ["segue: render: --format gif: the device at --scale 4: a picture of 20000×20000 pixels "
                                   + "(382 M pixels); at most 32 M pixels are drawn (fewer frames, or a smaller --scale)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.path).isEmpty)
        let help = try runSegue(["render", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--at T[,T…] render only the frame at time T, without a header; png: the frames of the strip, "
                              + "which has at most 32 M pixels"), "\(help)")
        #expect(help.contains("--scale X png and gif: pixels per point of the device; a picture has at most 32 M pixels"))
    }

    /// Under the bound, a strip of 40 frames (each drawn into the strip as it is made) is
    /// written whole.
    @Test func aLongStripUnderTheBoundIsWritten() throws {
        let s = try Scratch()
        let out = s.path + "/out.png"
        let times = (0..<40).map { String(Double($0) / 50) }.joined(separator: ",")
        let r = try runSegue(["render", "pop-parallax", "--format", "png", "--scale", "0.25", "--at", times, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        // IHDR's width and height at 0.25 px/pt: frames of 98 × 211 (390 and 844 pt, rounded),
        // margins and gaps of 6, a label row of 9: 40 · 98 + 39 · 6 + 2 · 6 = 4166, 211 + 9 + 12 = 232.
        let be32 = { (o: Int) in bytes[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 4166 && be32(20) == 232)
    }
}

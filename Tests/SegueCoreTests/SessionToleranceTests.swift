import Testing
@testable import SegueCore
import SegueJSON

/// Issue 9: a recording with bad event lines is still readable (each bad line skipped and
/// named), mouse reports are clamped to the terminal, `created` is checked, and CR, LF and
/// CRLF all end lines.
struct SessionToleranceTests {
    static let scenario = #"{"screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}"#

    func header(size: (Int, Int) = (80, 24), created: String = "2026-11-30T05:13:02Z") -> String {
        #"{"segue_session":1,"created":"\#(created)","size":[\#(size.0),\#(size.1)],"source":"x.json","scenario":\#(Self.scenario)}"#
    }

    func parse(_ lines: [String], separator: String = "\n") throws -> Session {
        try SessionFile.parse(bytes: Array((lines.joined(separator: separator) + separator).utf8), file: "s.segue")
    }

    /// The red team's line: what older versions recorded for a position ncurses could not read.
    @Test func oldMouseLineIsSkippedAndTheRestKept() throws {
        let s = try parse([header(), #"{"t":0.2,"key":"p"}"#, #"{"mouse":{"kind":"press","x":-1,"y":-1},"t":0.5}"#,
                           #"{"t":0.7,"key":"b"}"#, #"{"t":1,"end":true}"#])
        #expect(s.events == [TimedEvent(t: 0.2, event: .key(.char("p"))), TimedEvent(t: 0.7, event: .key(.char("b"))),
                             TimedEvent(t: 1, event: .end)])
        #expect(s.skippedLineCount == 1)
        // Line 3, the column of the first -1 (1-based: the 36th character of that line).
        let line = #"{"mouse":{"kind":"press","x":-1,"y":-1},"t":0.5}"#
        let column = line.distance(from: line.startIndex, to: line.range(of: "-1")!.lowerBound) + 1
        #expect(s.warnings.map(\.located) == ["s.segue:3:\(column): mouse.x: expected a column, a whole number ≥ 0 "
                                             + "(older segue versions recorded -1 for a position the terminal could not report)"])
    }

    /// Any number of bad lines is skipped; the first `maxWarnings` are named, the rest counted.
    @Test func manyBadLinesAreCountedButOnlyTheFirstNamed() throws {
        let bad = 25
        var lines = [header()]
        for k in 0..<bad { lines += [#"{"t":\#(k),"key":"p"}"#, #"{"t":\#(k),"wheel":1}"#] }
        let s = try parse(lines)
        #expect(s.events.count == bad)
        #expect(s.skippedLineCount == bad)
        #expect(s.warnings.count == SessionFile.maxWarnings)
        #expect(s.warnings.map(\.line) == (0..<SessionFile.maxWarnings).map { 3 + 2 * $0 })
    }

    /// Coordinates past the terminal land on the last column or row of the size in effect: the
    /// header's, then each resize's.
    @Test(arguments: [
        (#"{"t":0.1,"mouse":{"kind":"press","x":500,"y":3}}"#, false, MouseEvent(kind: .press, x: 79, y: 3)),
        (#"{"t":0.1,"mouse":{"kind":"drag","x":5,"y":24}}"#, false, MouseEvent(kind: .drag, x: 5, y: 23)),
        (#"{"t":0.1,"mouse":{"kind":"release","x":79,"y":23}}"#, false, MouseEvent(kind: .release, x: 79, y: 23)),
        (#"{"t":0.1,"mouse":{"kind":"press","x":500,"y":500}}"#, true, MouseEvent(kind: .press, x: 99, y: 29)),
        (#"{"t":0.1,"mouse":{"kind":"press","x":99999999,"y":0}}"#, true, MouseEvent(kind: .press, x: 99, y: 0)),
    ])
    func mouseIsClampedToTheTerminal(line: String, afterResize: Bool, expected: MouseEvent) throws {
        let resize = #"{"t":0,"resize":[100,30]}"#
        let s = try parse([header()] + (afterResize ? [resize] : []) + [line])
        #expect(s.warnings.isEmpty, "\(s.warnings.map(\.description))")
        #expect(s.events.last == TimedEvent(t: 0.1, event: .mouse(expected)))
    }

    /// A header problem still refuses the file, even when every event line is fine.
    @Test(arguments: ["c", "2026-11-30 05:13:02Z", "2026-13-01T00:00:00Z", "2100-02-29T00:00:00Z", "2026-04-31T00:00:00Z",
                      "2026-11-30T24:00:00Z", "2026-11-30T05:60:00Z", "2026-11-30T05:13:61Z", "2026-11-30T05:13:02+01:00",
                      "2026-11-30T05:13:02.5Z", "2026-11-30t05:13:02z", "2026-00-10T00:00:00Z", "2026-11-00T00:00:00Z",
                      #"\u001b]52;c;aGk=\u0007"#, ""])
    func badCreatedRefusesTheFile(created: String) throws {
        do {
            _ = try parse([header(created: created), #"{"t":1,"end":true}"#])
            Issue.record("accepted created '\(created)'")
        } catch let e as DiagnosticsError {
            let d = e.diagnostics.first
            // At the value's opening quote, right after `{"segue_session":1,"created":`.
            #expect(d?.keyPath == "created" && d?.line == 1)
            #expect(d?.column == #"{"segue_session":1,"created":"#.unicodeScalars.count + 1)
            #expect(d?.message.contains("YYYY-MM-DDTHH:MM:SSZ") == true)
        }
    }

    /// The RFC 3339 form segue writes, with real dates only (leap years by the Gregorian rule,
    /// leap seconds allowed).
    @Test(arguments: ["2026-11-30T05:13:02Z", "2000-02-29T00:00:00Z", "2024-02-29T23:59:59Z", "2016-12-31T23:59:60Z",
                      "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z"])
    func goodCreatedIsAccepted(created: String) throws {
        #expect(try parse([header(created: created), #"{"t":1,"end":true}"#]).header.created == created)
    }

    /// Whatever the recorder writes reads back: every day of 1999–2001 (a non-leap, a leap
    /// year divisible by 400, and the day after) at a time that changes each day.
    @Test func everyTimestampTheRecorderWritesIsValid() {
        let start: Int64 = 915_148_800  // 1999-01-01T00:00:00Z
        for day in Int64(0)..<(365 + 366 + 365) {
            let t = start + day * 86_400 + (day * 3_607) % 86_400
            #expect(SessionFile.isTimestamp(SessionFile.timestamp(unixSeconds: t)), "\(SessionFile.timestamp(unixSeconds: t))")
        }
    }

    /// CR, LF and CRLF each end a line, for the session's own lines and inside the header's
    /// positions: the problem on the fourth line is reported on line 4 whatever the endings.
    @Test(arguments: ["\n", "\r", "\r\n"])
    func lineEndingsCountTheSame(separator: String) throws {
        let s = try parse([header(), #"{"t":0.5,"key":"p"}"#, #"{"t":0.6,"key":"p"}"#, #"{"t":0.7,"key":"rigth"}"#, #"{"t":1,"end":true}"#],
                          separator: separator)
        #expect(s.events.count == 3)
        #expect(s.warnings.map { "\($0.line):\($0.column)" } == ["4:16"])
        #expect(!s.wasCutShort)
    }
}

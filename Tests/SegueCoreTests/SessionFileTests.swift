import Foundation
import Testing
@testable import SegueCore
import SegueFiles
import SegueJSON

/// A session sink that keeps the lines in memory (the command line's sink writes the file).
final class MemorySessionSink: SessionSink {
    let name = "memory.segue"
    private(set) var text = ""
    private(set) var finished = false
    func append(line: String) throws { text += line }
    func finish() throws { finished = true }
}

struct SessionFileTests {
    func tempPath(_ name: String) -> String {
        NSTemporaryDirectory() + "segue-test-\(getpid())-\(name)"
    }

    func loaded() throws -> LoadedScenario {
        try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json", overrides: ["transitions.pop.animator.duration=0.5"])
    }

    let events: [TimedEvent] = [
        TimedEvent(t: 0, event: .resize(cols: 120, rows: 40)),
        TimedEvent(t: 0.5, event: .key(.right)),
        TimedEvent(t: 0.53, event: .key(.right)),
        TimedEvent(t: 0.6, event: .mouse(MouseEvent(kind: .press, x: 3, y: 4))),
        TimedEvent(t: 0.6, event: .mouse(MouseEvent(kind: .drag, x: 9, y: 4))),
        TimedEvent(t: 0.1 + 0.2, event: .key(.char("p"))), // 0.30000000000000004 — written so it reads back exactly
        TimedEvent(t: 1.25, event: .key(.enter)),
    ].sorted { $0.t < $1.t }

    @Test func writerThenReaderRoundTrip() throws {
        let l = try loaded()
        let header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 120, rows: 40, source: "pop-parallax", scenario: l.json)
        let sink = MemorySessionSink()
        let w = try SessionWriter(sink: sink, header: header)
        for e in events { try w.write(e) }
        try w.finish(at: 2)
        #expect(sink.finished)
        let s = try SessionFile.parse(bytes: Array(sink.text.utf8), file: sink.name)
        #expect(s.header.version == 3)
        #expect(s.header.created == "2026-11-30T05:13:02Z")
        #expect(s.header.cols == 120 && s.header.rows == 40)
        #expect(s.header.source == "pop-parallax")
        #expect(s.events == events + [TimedEvent(t: 2, event: .end)])
        #expect(!s.wasCutShort)
        // The embedded scenario is the overridden one, exactly.
        #expect(s.scenario == l.scenario)
        #expect(s.scenario.transitions[.pop]?.animator.duration == 0.5)
        // One line per event plus the header, each ending in a newline.
        let text = sink.text
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == events.count + 3)
        #expect(text.hasSuffix("{\"t\":2,\"end\":true}\n"))
    }

    /// Page Up / Page Down are recorded as `pageup` / `pagedown` and read back as those keys.
    @Test func pageKeysRoundTrip() throws {
        let l = try loaded()
        let header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 120, rows: 40, source: "pop-parallax", scenario: l.json)
        let keys = [TimedEvent(t: 0.5, event: .key(.pageUp)), TimedEvent(t: 0.75, event: .key(.pageDown))]
        let text = SessionFile.text(header: header, events: keys + [TimedEvent(t: 1, event: .end)])
        #expect(text.contains(#"{"t":0.5,"key":"pageup"}"#) && text.contains(#"{"t":0.75,"key":"pagedown"}"#))
        #expect(try SessionFile.parse(bytes: Array(text.utf8), file: "keys.segue").events.prefix(2) == keys[...])
    }

    @Test func lineFormats() {
        #expect(SessionFile.line(for: TimedEvent(t: 1.5, event: .key(.right))) == #"{"t":1.5,"key":"right"}"#)
        #expect(SessionFile.line(for: TimedEvent(t: 2, event: .mouse(MouseEvent(kind: .press, x: 3, y: 4))))
                == #"{"t":2,"mouse":{"kind":"press","x":3,"y":4}}"#)
        #expect(SessionFile.line(for: TimedEvent(t: 0.25, event: .resize(cols: 120, rows: 40))) == #"{"t":0.25,"resize":[120,40]}"#)
        #expect(SessionFile.line(for: TimedEvent(t: 3, event: .end)) == #"{"t":3,"end":true}"#)
        #expect(SessionFile.line(for: TimedEvent(t: 0, event: .key(.char("\"")))) == #"{"t":0,"key":"\""}"#)
    }

    @Test func headerLayout() throws {
        let root = try JSONParser.parse(#"{"screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}"#, file: "x")
        let h = SessionHeader(created: "2026-01-02T03:04:05Z", cols: 80, rows: 24, source: "x.json", scenario: root)
        #expect(h.line == #"{"segue_session":3,"created":"2026-01-02T03:04:05Z","size":[80,24],"source":"x.json","scenario":{"screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}}"#)
    }

    func sessionText(_ eventLines: [String], scenario: String? = nil) throws -> String {
        let root = try JSONParser.parse(scenario ?? #"{"screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}"#, file: "x")
        let h = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 80, rows: 24, source: "x.json", scenario: root)
        return ([h.line] + eventLines).joined(separator: "\n")
    }

    @Test func missingEndIsCutShort() throws {
        let text = try sessionText([#"{"t":0.5,"key":"p"}"#, #"{"t":0.7,"key":"b"}"#]) + "\n"
        let s = try SessionFile.parse(bytes: Array(text.utf8), file: "s.segue")
        #expect(s.wasCutShort)
        #expect(s.events.count == 2)
    }

    @Test(arguments: [#"{"t":0.9,"ke"#, #"{"t":0.9,"key":"right""#, #"{"#, "{\"t\":0.9,\"key\":\"\u{E9}"])
    func partialLastLineIsCutShortNotAnError(tail: String) throws {
        let text = try sessionText([#"{"t":0.5,"key":"p"}"#, tail])
        let s = try SessionFile.parse(bytes: Array(text.utf8), file: "s.segue")
        #expect(s.wasCutShort)
        #expect(s.events == [TimedEvent(t: 0.5, event: .key(.char("p")))])
    }

    @Test func partialMultibyteCharacterAtTheEnd() throws {
        // A kill in the middle of a two-byte character leaves invalid UTF-8 on the last line.
        var bytes = Array((try sessionText([#"{"t":0.5,"key":"p"}"#]) + "\n{\"t\":1,\"key\":\"").utf8)
        bytes.append(0xC3)
        let s = try SessionFile.parse(bytes: bytes, file: "s.segue")
        #expect(s.wasCutShort && s.events.count == 1)
    }

    @Test func completeLastLineWithoutNewlineCounts() throws {
        let text = try sessionText([#"{"t":0.5,"key":"p"}"#, #"{"t":1,"end":true}"#])
        let s = try SessionFile.parse(bytes: Array(text.utf8), file: "s.segue")
        #expect(!s.wasCutShort)
        #expect(s.events.last == TimedEvent(t: 1, event: .end))
    }

    @Test func killedRecorderLosesNothingWritten() throws {
        // Simulate a kill: write some events and drop the writer without finishing. Every line
        // was handed to the sink as it happened.
        let l = try loaded()
        let sink = MemorySessionSink()
        do {
            let w = try SessionWriter(sink: sink, header: SessionHeader(created: "2026-11-30T05:13:02Z", cols: 80, rows: 24, source: "x", scenario: l.json))
            for e in events.prefix(4) { try w.write(e) }
            // No finish(): the process "dies" here.
        }
        #expect(!sink.finished)
        let s = try SessionFile.parse(bytes: Array(sink.text.utf8), file: sink.name)
        #expect(s.wasCutShort)
        #expect(s.events == Array(events.prefix(4)))
    }

    @Test func writerRefusesBadOrders() throws {
        let w = try SessionWriter(sink: MemorySessionSink(),
                                  header: SessionHeader(created: "2026-11-30T05:13:02Z", cols: 80, rows: 24, source: "x", scenario: try loaded().json))
        try w.write(TimedEvent(t: 1, event: .key(.right)))
        #expect(throws: FileError.self) { try w.write(TimedEvent(t: 0.5, event: .key(.right))) }
        #expect(throws: FileError.self) { try w.write(TimedEvent(t: .nan, event: .key(.right))) }
        try w.write(TimedEvent(t: 2, event: .end))
        #expect(throws: FileError.self) { try w.write(TimedEvent(t: 3, event: .key(.right))) }
        try w.close()
    }

    /// Bad event lines are skipped, each named with its line (they used to refuse the file).
    @Test func badEventLinesAreWarningsWithLineNumbers() throws {
        let text = try sessionText([#"{"t":0.5,"key":"p"}"#, #"{"t":0.4,"key":"b"}"#, #"{"t":0.6,"wheel":1}"#, #"{"t":1,"end":true}"#]) + "\n"
        let s = try SessionFile.parse(bytes: Array(text.utf8), file: "s.segue")
        #expect(s.warnings.map(\.line) == [3, 4])
        #expect(s.warnings.first?.description.hasPrefix("segue: s.segue:3:6: t: time 0.4 s is earlier") == true)
        #expect(s.events == [TimedEvent(t: 0.5, event: .key(.char("p"))), TimedEvent(t: 1, event: .end)])
        #expect(!s.wasCutShort)
    }

    @Test(arguments: [(0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
                      (1_796_015_582, "2026-11-30T05:13:02Z"), (-1, "1969-12-31T23:59:59Z"), (4_102_444_799, "2099-12-31T23:59:59Z")])
    func timestamps(seconds: Int64, expected: String) {
        #expect(SessionFile.timestamp(unixSeconds: seconds) == expected)
    }

    @Test func hugeSessionFileIsRefused() throws {
        let path = tempPath("huge.segue")
        defer { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        _ = ftruncate(fd, off_t(SessionFile.maxFileBytes + 1))
        close(fd)
        #expect(throws: FileError.self) { try SessionFile.read(path: path) }
    }
}

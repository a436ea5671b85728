import SegueJSON
import SegueScenario
import SegueSupport

/// The first line of a session file (docs/scenarios.md).
///
/// `{"segue_session": 2, "created": "2026-11-30T05:13:02Z", "size": [120, 40],
///   "source": "Scenarios/pop-parallax.json", "scenario": {…the scenario, in full…}}`,
/// and for a comparison `"compare": {…}` (`SessionComparison`).
public struct SessionHeader: Sendable, Equatable {
    /// The format version this build writes, and the newest it reads (it reads every earlier
    /// one, as it replayed when it was made): 2 added `compare`; a version-1 file's keys new since
    /// are dropped (`KeyMaps.newSinceSessionVersion1`); 3: an inspector step after a gesture
    /// replays the gesture's presses (before: a `b`), and `g` replays them — a version-2 file
    /// replays its steps by the old rule and its `g` is dropped (`SessionVersion2Keys`).
    public static let formatVersion = 3

    /// Whether a session of format `version` replays an inspector step's last gesture as its
    /// presses (3 on); before, as a `b` (`Player.stepReplaysGestures`).
    public static func stepReplaysGestures(version: Int) -> Bool { version >= 3 }

    /// Format version (always `formatVersion` when written by this build).
    public var version: Int
    /// Creation time, ISO 8601 UTC (`2026-11-30T05:13:02Z`), as given by the recorder.
    public var created: String
    /// Terminal columns when recording started; unit: cells; 1…10000.
    public var cols: Int
    /// Terminal rows when recording started; 1…10000.
    public var rows: Int
    /// Where the scenario came from: a path or a built-in name (informational).
    public var source: String
    /// The scenario document, embedded in full (after `--set` and `--device`).
    public var scenario: JSONNode
    /// Whether the side panel was shown while recording (it decides where the device was drawn,
    /// so where a mouse report landed); optional key `hud`, default true.
    public var showsPanel: Bool
    /// A comparison's second variant (optional key `compare`, from version 2); nil: one scenario.
    public var comparison: SessionComparison?
    /// The SHA-256 (64 lowercase hex digits) of each image file of the scenario, by its `image`
    /// path as written (optional key `images`; default none): a replay with a different file is
    /// refused (docs/scenarios.md, "Images").
    public var images: [String: String] = [:]
    /// The scenario's Swift sources by path as written, each file's whole text (optional key
    /// `swiftSources`; default none): a replay runs the code as it was recorded.
    public var swiftSources: [String: String] = [:]

    public init(version: Int = SessionHeader.formatVersion, created: String, cols: Int, rows: Int, source: String,
                scenario: JSONNode, showsPanel: Bool = true, comparison: SessionComparison? = nil) {
        self.showsPanel = showsPanel
        self.comparison = comparison
        self.version = version
        self.created = created
        self.cols = cols
        self.rows = rows
        self.source = source
        self.scenario = scenario
    }

    /// The header as one line of JSON (no trailing newline).
    public var line: String {
        "{\"segue_session\":\(version),\"created\":\(JSONWriter.quoted(created)),\"size\":[\(cols),\(rows)],"
            + (showsPanel ? "" : "\"hud\":false,")
            + (images.isEmpty ? "" : "\"images\":{" + images.keys.sorted().map { "\(JSONWriter.quoted($0)):\(JSONWriter.quoted(images[$0]!))" }
                .joined(separator: ",") + "},")
            + (swiftSources.isEmpty ? "" : "\"swiftSources\":" + SessionFile.sourcesObject(swiftSources) + ",")
            + "\"source\":\(JSONWriter.quoted(source)),\"scenario\":\(JSONWriter.compact(scenario))"
            + (comparison.map { "," + $0.member } ?? "") + "}"
    }
}

/// A session read back from a file.
public struct Session: Sendable, Equatable {
    /// The first line.
    public var header: SessionHeader
    /// The embedded scenario, validated (diagnostics point into the session file).
    public var scenario: Scenario
    /// A comparison's second scenario (`header.comparison`), validated; nil: one scenario.
    public var comparedScenario: Scenario?
    /// The events in file order (times never decrease), including a final `.end` when present.
    public var events: [TimedEvent]
    /// True when the file has no `end` line (the recorder was killed): the replay still works
    /// and says so. A partial last line (cut mid-write) is dropped and also sets this.
    public var wasCutShort: Bool
    /// Why event lines were skipped: the problem of each of the first `SessionFile.maxWarnings`
    /// bad event lines, in file order (docs/scenarios.md, "Sessions"). Empty when none was.
    public var warnings: [Diagnostic] = []
    /// How many event lines were skipped (≥ `warnings.count`; the rest are not listed).
    public var skippedLineCount = 0
    public init(header: SessionHeader, scenario: Scenario, events: [TimedEvent], wasCutShort: Bool) {
        self.header = header
        self.scenario = scenario
        self.events = events
        self.wasCutShort = wasCutShort
    }
}

/// Encoding and decoding of session files (`*.segue`, JSON Lines).
public enum SessionFile {
    /// Largest session file read; unit: bytes (64 MiB).
    public static let maxFileBytes = 64 << 20
    /// Largest single line; unit: bytes (2 MiB: a 1 MiB scenario with room to spare).
    public static let maxLineBytes = 2 << 20
    /// Largest event time; unit: seconds (about 11.5 days).
    public static let maxTime = 1_000_000.0
    /// Bad event lines named one by one when a session is read (the rest are only counted).
    public static let maxWarnings = 10

    /// One event as a line of JSON (no trailing newline):
    /// `{"t":1.25,"key":"right"}`, `{"t":…,"mouse":{"kind":"press","x":3,"y":4}}`,
    /// `{"t":…,"resize":[120,40]}`, `{"t":…,"end":true}`,
    /// `{"t":…,"tune":"transitions.pop.animator.duration","value":0.45}`,
    /// `{"t":…,"swiftSources":{"Drop.swift":"…the new text…"}}`.
    public static func line(for e: TimedEvent) -> String {
        let t = "{\"t\":\(JSONNumber.format(e.t)),"
        switch e.event {
        case .key(let k): return t + "\"key\":\(JSONWriter.quoted(k.name))}"
        case .mouse(let m): return t + "\"mouse\":{\"kind\":\"\(m.kind.rawValue)\",\"x\":\(m.x),\"y\":\(m.y)}}"
        case .resize(let c, let r): return t + "\"resize\":[\(c),\(r)]}"
        case .end: return t + "\"end\":true}"
        case .tune(let tune): return t + "\"tune\":\(JSONWriter.quoted(tune.keyPath)),\"value\":\(tune.valueText)}"
        case .swiftSources(let texts): return t + "\"swiftSources\":" + sourcesObject(texts) + "}"
        }
    }

    /// Swift sources as a JSON object of their paths (sorted) to their texts: the header's
    /// `swiftSources` and a hot reload's event (docs/scenarios.md, "Sessions").
    static func sourcesObject(_ texts: [String: String]) -> String {
        "{" + texts.keys.sorted().map { "\(JSONWriter.quoted($0)):\(JSONWriter.quoted(texts[$0]!))" }.joined(separator: ",") + "}"
    }

    /// A whole session as text (header, events, each line ending in `\n`).
    public static func text(header: SessionHeader, events: [TimedEvent]) -> String {
        ([header.line] + events.map(line(for:))).map { $0 + "\n" }.joined()
    }

    /// `2026-11-30T05:13:02Z` for a time in whole seconds since 1970-01-01 UTC (the recorder
    /// passes the clock's reading; nothing here reads a clock).
    public static func timestamp(unixSeconds: Int64) -> String {
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        let secs = unixSeconds - days * 86_400
        // Civil date from days since the epoch (proleptic Gregorian calendar).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = y >= 0 && y < 10000 ? String(repeating: "0", count: max(0, 4 - String(y).count)) + String(y) : String(y)
        return "\(year)-\(two(m))-\(two(d))T\(two(secs / 3600)):\(two(secs % 3600 / 60)):\(two(secs % 60))Z"
    }

    /// Whether `text` is a time in the form `timestamp(unixSeconds:)` writes, the RFC 3339
    /// form `YYYY-MM-DDTHH:MM:SSZ` (UTC, no fraction): a real date of the Gregorian calendar,
    /// hours 00–23, minutes 00–59, seconds 00–60 (60 for a leap second).
    public static func isTimestamp(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"), b[19] == UInt8(ascii: "Z") else { return false }
        func number(_ from: Int, _ count: Int) -> Int? {
            var v = 0
            for k in from..<(from + count) {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int(b[k] - 0x30)
            }
            return v
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Parses a session from its bytes; `file` names it in diagnostics.
    public static func parse(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Session {
        var reader = SessionParser(file: file)
        return try reader.parse(bytes)
    }
}

/// Where a `SessionWriter` puts its lines. The command line writes them to the session file
/// through its safe-output rules (docs/terminal.md, "Files segue writes"); tests may keep them
/// in memory.
public protocol SessionSink: AnyObject {
    /// What messages call the sink: the file's path as given.
    var name: String { get }
    /// Appends `line` (which ends in a newline) at once, whole or not at all: after a failure
    /// the output still ends on the previous whole line.
    func append(line: String) throws
    /// Ends the output (closes the file); nothing is appended after it.
    func finish() throws
}

/// Writes a session as it happens: the header when created, then one line per event, each
/// handed to the sink whole as it happens, so that a process killed at any moment leaves every
/// line written before it intact (at worst the line being written is cut, which the reader
/// tolerates).
public final class SessionWriter {
    /// The sink's name (the file's path as given).
    public var path: String { sink.name }
    private let sink: any SessionSink
    private var lastTime = 0.0
    private var ended = false
    private var closed = false

    /// Writes the header line to `sink`.
    /// - Throws: whatever the sink throws.
    public init(sink: any SessionSink, header: SessionHeader) throws {
        self.sink = sink
        try sink.append(line: header.line + "\n")
    }

    /// Appends one event. Times must be finite, ≥ 0 and never decrease; nothing may follow `.end`.
    /// - Throws: `FileError` for an event that may not be recorded; whatever the sink throws.
    public func write(_ event: TimedEvent) throws {
        guard !closed else { throw FileError(path: path, message: "the session file is closed") }
        guard !ended else { throw FileError(path: path, message: "cannot record an event after the end of the session") }
        guard event.t.isFinite, event.t >= 0, event.t <= SessionFile.maxTime else {
            throw FileError(path: path, message: "cannot record an event at time \(event.t)")
        }
        guard event.t >= lastTime else {
            throw FileError(path: path, message: "cannot record an event at \(event.t) s after one at \(lastTime) s")
        }
        try sink.append(line: SessionFile.line(for: event) + "\n")
        lastTime = event.t
        if event.event == .end { ended = true }
    }

    /// Writes `.end` at time `t` (unless already ended) and closes the file.
    public func finish(at t: Double) throws {
        if !ended { try write(TimedEvent(t: max(t, lastTime), event: .end)) }
        try close()
    }

    /// Closes the file without writing `end` (the reader then reports the session as cut short).
    public func close() throws {
        guard !closed else { return }
        closed = true
        try sink.finish()
    }
}

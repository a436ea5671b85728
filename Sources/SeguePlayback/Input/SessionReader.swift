import SegueJSON
import SegueScenario
import SegueSupport

/// Reads a session file line by line (docs/scenarios.md, docs/scenarios.md "Sessions"), collecting
/// every problem with its line.
///
/// Lines end at LF, CR or CRLF. The header must be valid: any problem in it (a later format
/// version, unknown keys, a bad `created` time, an invalid embedded scenario, NUL bytes,
/// invalid UTF-8) refuses the file. A bad event line does not: it is skipped, and the first
/// `SessionFile.maxWarnings` skipped lines are kept as warnings (`Session.warnings`), each at
/// the line and column of its problem — invalid JSON, a blank line, an unknown key or event
/// kind, two kinds, a bad value (a negative mouse coordinate, which older versions recorded
/// for a position the terminal could not report), a time earlier than the previous event's,
/// anything after `end`. Mouse coordinates past the terminal size in effect (the header's,
/// then each resize's) are clamped to the last column or row. Tolerated silently: a missing
/// `end` line, and a partial last line with no line break that is not complete JSON (what a
/// kill in the middle of a write leaves) — both make `wasCutShort` true.
struct SessionParser {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    static let headerKeys = ["segue_session", "created", "size", "source", "scenario"]
    /// Header keys that may be left out.
    static let optionalHeaderKeys = ["hud", "compare", "images", "swiftSources"]
    static let eventKinds = ["key", "mouse", "resize", "end", "tune", "swiftSources"]

    /// One line of the file: its bytes (without the line break) and whether a break ended it.
    typealias Line = (bytes: ArraySlice<UInt8>, terminated: Bool)

    mutating func error(_ line: Int, _ column: Int, _ path: String, _ message: String, kind: Diagnostic.Kind = .invalid) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, keyPath: path, message: message, kind: kind))
    }

    /// The lines of `bytes`, split at LF, CR and CRLF.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            if b == 0x0A || b == 0x0D {
                lines.append((bytes[start..<k], true))
                if b == 0x0D, k + 1 < bytes.count, bytes[k + 1] == 0x0A { k += 1 }
                start = k + 1
            }
            k += 1
        }
        if start < bytes.count { lines.append((bytes[start...], false)) }
        return lines
    }

    mutating func parse(_ bytes: [UInt8]) throws(DiagnosticsError) -> Session {
        let lines = Self.lines(bytes)
        guard let first = lines.first else {
            throw DiagnosticsError([Diagnostic(file: file, line: 1, column: 1, keyPath: "", message: "empty session file: expected a header line")])
        }
        let headerNode: JSONNode
        do {
            headerNode = try JSONParser.parse(Array(first.bytes), file: file, line: 1, limits: Self.lineLimits)
        } catch {
            if !first.terminated && lines.count == 1 {
                throw DiagnosticsError([Diagnostic(file: file, line: 1, column: 1, keyPath: "",
                                                   message: "the session header is incomplete (the recording was cut short before it was written)")])
            }
            throw error
        }
        guard let header = readHeader(headerNode) else { throw DiagnosticsError(DiagnosticsError.sorted(diagnostics)) }
        var events = EventLines(size: (header.cols, header.rows))
        events.olderKeys = header.version == 1 ? SessionVersion1Keys() : header.version == 2 ? SessionVersion2Keys() : nil
        for (k, line) in lines.enumerated().dropFirst() {
            read(line, number: k + 1, isLast: k == lines.count - 1, into: &events)
        }
        var scenario = try embeddedScenario(header.scenario, source: header.source, at: "scenario")
        if !header.swiftSources.isEmpty { scenario.swift?.embedded = header.swiftSources }
        let compared = try header.comparison.map { c throws(DiagnosticsError) in try comparedScenario(c) }
        try checkTunes(events.tunes, header: header, scenario: scenario)
        var session = Session(header: header, scenario: scenario, events: events.events,
                              wasCutShort: events.cutShort || events.endLine == nil)
        session.comparedScenario = compared
        session.warnings = events.warnings
        session.skippedLineCount = events.skipped
        return session
    }

    /// Each line at most 2 MiB (`SessionFile.maxLineBytes`).
    static let lineLimits = JSONParser.Limits(maxBytes: SessionFile.maxLineBytes)

    /// The events read so far, and what was skipped.
    struct EventLines {
        /// The terminal size in effect: the header's, then the last resize's (mouse reports are
        /// clamped to it).
        var size: (cols: Int, rows: Int)
        var events: [TimedEvent] = []
        var lastTime = 0.0
        var lastLine = 1
        var endLine: Int?
        var cutShort = false
        /// The first `SessionFile.maxWarnings` skipped lines' problems.
        var warnings: [Diagnostic] = []
        /// How many lines were skipped.
        var skipped = 0
        /// For a file of an earlier version, how its keys are read today (dropped or replaced), so
        /// the replay is what was recorded; nil for the current version.
        var olderKeys: (any OlderSessionKeys)?
        /// The `tune` events, with the line and the columns of their key path and value.
        var tunes: [(tune: Tune, line: Int, pathColumn: Int, valueColumn: Int)] = []

        mutating func skip(_ problem: Diagnostic) {
            skipped += 1
            if warnings.count < SessionFile.maxWarnings { warnings.append(problem) }
        }
    }

    /// Reads event line `n` into `events`, or skips it with its first problem.
    mutating func read(_ line: Line, number n: Int, isLast: Bool, into events: inout EventLines) {
        let before = diagnostics.count
        defer { diagnostics.removeSubrange(before...) }  // a line's problems are warnings, not errors
        func skip(_ column: Int, _ path: String, _ message: String) {
            events.skip(Diagnostic(file: file, line: n, column: column, keyPath: path, message: message))
        }
        if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            if !(isLast && !line.terminated) { skip(1, "", "empty line") }  // stray spaces at the end are fine
            return
        }
        let node: JSONNode
        do {
            node = try JSONParser.parse(Array(line.bytes), file: file, line: n, limits: Self.lineLimits)
        } catch {
            if isLast && !line.terminated { events.cutShort = true } else if let d = error.diagnostics.first { events.skip(d) }
            return  // a line cut mid-write by a kill is dropped silently
        }
        if let e = events.endLine { return skip(1, "", "nothing may follow the 'end' event (line \(e))") }
        guard var event = readEvent(node, line: n, size: events.size) else {
            if diagnostics.count > before { events.skip(diagnostics[before]) }
            return
        }
        if event.t < events.lastTime {
            return skip(node["t"]?.position.column ?? 1, "t",
                        "time \(DecimalText.compact(event.t)) s is earlier than the previous event's \(DecimalText.compact(events.lastTime)) s (line \(events.lastLine))")
        }
        events.lastTime = event.t
        events.lastLine = n
        if case .key(let key) = event.event, events.olderKeys != nil {
            guard let kept = events.olderKeys?.reading(key) else { return }
            event.event = .key(kept)
        }
        if event.event == .end { events.endLine = n }
        if case .resize(let c, let r) = event.event { events.size = (c, r) }
        if case .tune(let tune) = event.event {
            events.tunes.append((tune, n, node["tune"]?.position.column ?? 1, node["value"]?.position.column ?? 1))
        }
        events.events.append(event)
    }

    /// Every `tune` event applied in order to the embedded scenario and validated by the loader:
    /// an unknown key path or a value out of its range refuses the file (unlike other bad
    /// lines, since the replay could not show what was recorded), at the line of the event —
    /// the key path's column when the path is wrong, the value's when the value is.
    func checkTunes(_ tunes: [(tune: Tune, line: Int, pathColumn: Int, valueColumn: Int)], header: SessionHeader,
                    scenario: Scenario) throws(DiagnosticsError) {
        var tuning = Tuning(base: header.scenario, file: file)
        for t in tunes {
            switch tuning.validate(t.tune, name: scenario.name) {
            case .success: tuning.record(t.tune)
            case .failure(let e):
                let d = e.diagnostics.first
                let onValue = d?.keyPath == t.tune.keyPath && d?.kind != .unknownKey
                throw DiagnosticsError([Diagnostic(file: file, line: t.line, column: onValue ? t.valueColumn : t.pathColumn,
                                                   keyPath: onValue ? "value" : "tune",
                                                   message: "\(t.tune.keyPath): \(d?.message ?? "invalid")")])
            }
        }
    }

    mutating func readHeader(_ node: JSONNode) -> SessionHeader? {
        guard case .object(let members) = node.value else {
            error(1, node.position.column, "", "expected the session header object, found \(node.value.kindDescription)")
            return nil
        }
        // The version first: a later version may have keys this build does not know.
        guard let vm = members.first(where: { $0.key == "segue_session" }) else {
            error(1, node.position.column, "", "not a segue session: the header has no 'segue_session' version")
            return nil
        }
        guard let version = vm.value.intValue, version >= 1 else {
            error(1, vm.value.position.column, "segue_session", "expected a format version (a positive integer)")
            return nil
        }
        if version > SessionHeader.formatVersion {
            error(1, vm.value.position.column, "segue_session",
                  "session format version \(version) is newer than this segue reads (\(SessionHeader.formatVersion)); update segue")
            return nil
        }
        let before = diagnostics.count
        for m in members where !Self.headerKeys.contains(m.key) && !Self.optionalHeaderKeys.contains(m.key) {
            error(1, m.keyPosition.column, m.key, "unknown header key '\(m.key)'"
                  + suggestionText(for: m.key, among: Self.headerKeys + Self.optionalHeaderKeys))
        }
        var showsPanel = true
        if let v = node["hud"] {
            if case .bool(let b) = v.value { showsPanel = b } else { error(1, v.position.column, "hud", "expected true or false, found \(v.value.kindDescription)") }
        }
        for k in Self.headerKeys where !members.contains(where: { $0.key == k }) {
            error(1, node.position.column, "", "missing required header key '\(k)'")
        }
        var created: String?
        if let v = node["created"] {
            if let s = v.stringValue, SessionFile.isTimestamp(s) { created = s } else {
                let got = v.stringValue.map { "'\($0.unicodeScalars.count > 40 ? String($0.unicodeScalars.prefix(40)) + "…" : $0)'" }
                    ?? v.value.kindDescription
                error(1, v.position.column, "created", "expected the recording's start as segue writes it, "
                      + "YYYY-MM-DDTHH:MM:SSZ (RFC 3339, UTC, e.g. 2026-11-30T05:13:02Z), got \(got)")
            }
        }
        var size: (Int, Int)?
        if let v = node["size"] {
            if let a = v.arrayValue, a.count == 2, let c = a[0].intValue, let r = a[1].intValue,
               (1...10_000).contains(c), (1...10_000).contains(r) {
                size = (c, r)
            } else {
                error(1, v.position.column, "size", "expected [cols, rows], two integers from 1 to 10000")
            }
        }
        var source: String?
        if let v = node["source"] {
            if let s = v.stringValue { source = s } else { error(1, v.position.column, "source", "expected a string, found \(v.value.kindDescription)") }
        }
        var scenario: JSONNode?
        if let v = node["scenario"] {
            if case .object = v.value { scenario = v } else { error(1, v.position.column, "scenario", "expected the scenario object, found \(v.value.kindDescription)") }
        }
        let comparison = node["compare"].flatMap { readComparison($0, version: version) }
        var images: [String: String] = [:]
        if let v = node["images"], let read = readImageHashes(v) { images = read }
        let swiftSources = node["swiftSources"].flatMap { readSwiftSources($0) } ?? [:]
        guard diagnostics.count == before, let created, let size, let source, let scenario else { return nil }
        var header = SessionHeader(version: version, created: created, cols: size.0, rows: size.1, source: source, scenario: scenario,
                                   showsPanel: showsPanel, comparison: comparison)
        header.images = images
        header.swiftSources = swiftSources
        return header
    }

    /// The event on line `n`, or nil with its problems in `diagnostics`. A mouse report past
    /// `size` is clamped to the last column or row.
    mutating func readEvent(_ node: JSONNode, line n: Int, size: (cols: Int, rows: Int)) -> TimedEvent? {
        guard case .object(let members) = node.value else {
            error(n, node.position.column, "", "expected an event object, found \(node.value.kindDescription)")
            return nil
        }
        let before = diagnostics.count
        var t: Double?
        if let v = node["t"] {
            if let x = v.numberValue, x >= 0, x <= SessionFile.maxTime { t = x } else {
                error(n, v.position.column, "t", "expected a time in seconds from 0 to \(DecimalText.compact(SessionFile.maxTime))")
            }
        } else {
            error(n, node.position.column, "", "missing the event time 't'")
        }
        let kinds = members.filter { $0.key != "t" && !($0.key == "value" && node["tune"] != nil) }
        for m in kinds where !Self.eventKinds.contains(m.key) {
            error(n, m.keyPosition.column, m.key, "unknown event kind '\(m.key)'" + suggestionText(for: m.key, among: Self.eventKinds))
        }
        let known = kinds.filter { Self.eventKinds.contains($0.key) }
        if known.count > 1 {
            error(n, known[1].keyPosition.column, known[1].key,
                  "an event has one kind, but this line has '\(known[0].key)' and '\(known[1].key)'")
        }
        if kinds.isEmpty {
            error(n, node.position.column, "", "missing the event kind: expected one of key, mouse, resize, end")
        }
        guard diagnostics.count == before, let t, let m = known.first else { return nil }
        let v = m.value
        let col = v.position.column
        switch m.key {
        case "key":
            guard let s = v.stringValue, let k = Key(name: s) else {
                error(n, col, "key", "expected a key name (right, left, up, down, enter, space, escape, plus, minus, pageup, pagedown, or one printable character)")
                return nil
            }
            return TimedEvent(t: t, event: .key(k))
        case "mouse":
            return readMouse(v, line: n, size: size).map { TimedEvent(t: t, event: .mouse($0)) }
        case "tune":
            guard let path = v.stringValue, let value = node["value"].flatMap(TuneValue.init(json:)) else {
                error(n, col, "tune", "expected \"tune\": \"KEY.PATH\" with a number \"value\" (or four control points, or a finish object)")
                return nil
            }
            return TimedEvent(t: t, event: .tune(Tune(keyPath: path, value: value)))
        case "resize":
            guard let a = v.arrayValue, a.count == 2, let c = a[0].intValue, let r = a[1].intValue,
                  (1...10_000).contains(c), (1...10_000).contains(r) else {
                error(n, col, "resize", "expected [cols, rows], two integers from 1 to 10000")
                return nil
            }
            return TimedEvent(t: t, event: .resize(cols: c, rows: r))
        case "swiftSources":
            return readSwiftSources(v, line: n).map { TimedEvent(t: t, event: .swiftSources($0)) }
        default:
            guard v.boolValue == true else {
                error(n, col, "end", "expected true")
                return nil
            }
            return TimedEvent(t: t, event: .end)
        }
    }

    /// `{"kind": press|drag|release, "x": col, "y": row}`: coordinates are whole numbers ≥ 0,
    /// clamped to `size`.
    mutating func readMouse(_ v: JSONNode, line n: Int, size: (cols: Int, rows: Int)) -> MouseEvent? {
        let col = v.position.column
        guard case .object(let mm) = v.value else {
            error(n, col, "mouse", "expected {\"kind\": press|drag|release, \"x\": col, \"y\": row}")
            return nil
        }
        let before = diagnostics.count
        for x in mm where !["kind", "x", "y"].contains(x.key) {
            error(n, x.keyPosition.column, "mouse.\(x.key)", "unknown key '\(x.key)'" + suggestionText(for: x.key, among: ["kind", "x", "y"]), kind: .unknownKey)
        }
        guard let ks = v["kind"]?.stringValue, let kind = MouseEvent.Kind(rawValue: ks) else {
            error(n, v["kind"]?.position.column ?? col, "mouse.kind", "expected press, drag or release")
            return nil
        }
        var xy: [Int] = []
        for (key, what) in [("x", "column"), ("y", "row")] {
            guard let c = v[key]?.intValue, c >= 0 else {
                let negative = (v[key]?.numberValue ?? 0) < 0
                error(n, v[key]?.position.column ?? col, "mouse.\(key)", "expected a \(what), a whole number ≥ 0"
                      + (negative ? " (older segue versions recorded -1 for a position the terminal could not report)" : ""))
                return nil
            }
            xy.append(c)
        }
        guard diagnostics.count == before else { return nil }
        return MouseEvent(kind: kind, x: min(xy[0], size.cols - 1), y: min(xy[1], size.rows - 1))
    }

    /// The header's `images`: an object of image paths to SHA-256 hex digests.
    mutating func readImageHashes(_ v: JSONNode) -> [String: String]? {
        guard case .object(let members) = v.value else {
            error(1, v.position.column, "images", "expected an object of image paths to SHA-256 digests, found \(v.value.kindDescription)")
            return nil
        }
        var out: [String: String] = [:]
        for m in members {
            guard let hex = m.value.stringValue, hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else {
                error(1, m.value.position.column, "images.\(m.key)", "expected a SHA-256 digest (64 lowercase hex digits)")
                continue
            }
            out[m.key] = hex
        }
        return out
    }

    /// The header's `swiftSources` (a hot reload's event's on line `n`): an object of source
    /// paths to their texts.
    mutating func readSwiftSources(_ v: JSONNode, line n: Int = 1) -> [String: String]? {
        let before = diagnostics.count
        guard case .object(let members) = v.value else {
            error(n, v.position.column, "swiftSources", "expected an object of Swift source paths to their texts, found \(v.value.kindDescription)")
            return nil
        }
        var out: [String: String] = [:]
        for m in members {
            guard let text = m.value.stringValue else {
                error(n, m.value.position.column, "swiftSources.\(m.key)", "expected the source's text, found \(m.value.value.kindDescription)")
                continue
            }
            out[m.key] = text
        }
        return diagnostics.count == before ? out : nil
    }
}

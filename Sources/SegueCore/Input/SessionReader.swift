/// Reads a session file line by line (SPEC §6.2), collecting every problem with its line.
///
/// Tolerated: a missing `end` line, and a partial last line with no newline that is not
/// complete JSON (what a kill in the middle of a write leaves) — both make `wasCutShort` true.
/// Refused: a later format version, unknown keys or event kinds, times that go backwards,
/// anything after `end`, blank lines, NUL bytes, invalid UTF-8 (except in a cut last line).
struct SessionParser {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    static let headerKeys = ["segue_session", "created", "size", "source", "scenario"]
    /// Header keys that may be left out.
    static let optionalHeaderKeys = ["hud"]
    static let eventKinds = ["key", "mouse", "resize", "end"]

    mutating func error(_ line: Int, _ column: Int, _ path: String, _ message: String) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, keyPath: path, message: message))
    }

    mutating func parse(_ bytes: [UInt8]) throws(DiagnosticsError) -> Session {
        // Split into lines; remember whether the last one was terminated.
        var lines: [(bytes: ArraySlice<UInt8>, terminated: Bool)] = []
        var start = 0
        for (k, b) in bytes.enumerated() where b == 0x0A {
            lines.append((bytes[start..<k], true))
            start = k + 1
        }
        if start < bytes.count { lines.append((bytes[start...], false)) }
        guard let first = lines.first else {
            throw DiagnosticsError([Diagnostic(file: file, line: 1, column: 1, keyPath: "", message: "empty session file: expected a header line")])
        }
        let limits = JSONParser.Limits(maxBytes: SessionFile.maxLineBytes)
        var cutShort = false

        // Header.
        let headerNode: JSONNode
        do {
            headerNode = try JSONParser.parse(Array(first.bytes), file: file, line: 1, limits: limits)
        } catch {
            if !first.terminated && lines.count == 1 {
                throw DiagnosticsError([Diagnostic(file: file, line: 1, column: 1, keyPath: "",
                                                   message: "the session header is incomplete (the recording was cut short before it was written)")])
            }
            throw error
        }
        guard let header = readHeader(headerNode) else { throw DiagnosticsError(DiagnosticsError.sorted(diagnostics)) }

        // Events.
        var events: [TimedEvent] = []
        var lastTime = 0.0
        var lastLine = 1
        var endLine: Int?
        for (k, line) in lines.enumerated().dropFirst() {
            let n = k + 1
            let isLast = k == lines.count - 1
            let node: JSONNode
            do {
                if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    if isLast && !line.terminated { continue } // stray spaces at EOF
                    error(n, 1, "", "empty line")
                    continue
                }
                node = try JSONParser.parse(Array(line.bytes), file: file, line: n, limits: limits)
            } catch {
                if isLast && !line.terminated {
                    cutShort = true // a line cut mid-write by a kill
                    continue
                }
                diagnostics += error.diagnostics
                continue
            }
            if let e = endLine {
                error(n, 1, "", "nothing may follow the 'end' event (line \(e))")
                continue
            }
            guard let event = readEvent(node, line: n) else { continue }
            if event.t < lastTime {
                error(n, node["t"]?.position.column ?? 1, "t",
                      "time \(fmt(event.t)) s is earlier than the previous event's \(fmt(lastTime)) s (line \(lastLine))")
                continue
            }
            lastTime = event.t
            lastLine = n
            if event.event == .end { endLine = n }
            events.append(event)
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(DiagnosticsError.sorted(diagnostics)) }
        // The scenario, validated with positions pointing into this file.
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.scenario(from: header.scenario, file: file,
                                                   defaultName: ScenarioLoader.defaultName(forFile: header.source))
        } catch {
            throw DiagnosticsError(error.diagnostics.map { d in
                var d = d
                d.keyPath = d.keyPath.isEmpty ? "scenario" : "scenario.\(d.keyPath)"
                return d
            })
        }
        if endLine == nil { cutShort = true }
        return Session(header: header, scenario: scenario, events: events, wasCutShort: cutShort)
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
        var hud = true
        if let v = node["hud"] {
            if case .bool(let b) = v.value { hud = b } else { error(1, v.position.column, "hud", "expected true or false, found \(v.value.kindDescription)") }
        }
        for k in Self.headerKeys where !members.contains(where: { $0.key == k }) {
            error(1, node.position.column, "", "missing required header key '\(k)'")
        }
        var created: String?
        if let v = node["created"] {
            if let s = v.stringValue { created = s } else { error(1, v.position.column, "created", "expected an ISO 8601 time string, found \(v.value.kindDescription)") }
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
        guard diagnostics.count == before, let created, let size, let source, let scenario else { return nil }
        return SessionHeader(version: version, created: created, cols: size.0, rows: size.1, source: source, scenario: scenario, hud: hud)
    }

    mutating func readEvent(_ node: JSONNode, line n: Int) -> TimedEvent? {
        guard case .object(let members) = node.value else {
            error(n, node.position.column, "", "expected an event object, found \(node.value.kindDescription)")
            return nil
        }
        let before = diagnostics.count
        var t: Double?
        if let v = node["t"] {
            if let x = v.numberValue, x >= 0, x <= SessionFile.maxTime { t = x } else {
                error(n, v.position.column, "t", "expected a time in seconds from 0 to \(fmt(SessionFile.maxTime))")
            }
        } else {
            error(n, node.position.column, "", "missing the event time 't'")
        }
        let kinds = members.filter { $0.key != "t" }
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
            guard case .object(let mm) = v.value else {
                error(n, col, "mouse", "expected {\"kind\": press|drag|release, \"x\": col, \"y\": row}")
                return nil
            }
            for x in mm where !["kind", "x", "y"].contains(x.key) {
                error(n, x.keyPosition.column, "mouse.\(x.key)", "unknown key '\(x.key)'" + suggestionText(for: x.key, among: ["kind", "x", "y"]))
            }
            guard let ks = v["kind"]?.stringValue, let kind = MouseEvent.Kind(rawValue: ks) else {
                error(n, v["kind"]?.position.column ?? col, "mouse.kind", "expected press, drag or release")
                return nil
            }
            guard let x = v["x"]?.intValue, (0...10_000).contains(x) else {
                error(n, v["x"]?.position.column ?? col, "mouse.x", "expected a column, an integer from 0 to 10000")
                return nil
            }
            guard let y = v["y"]?.intValue, (0...10_000).contains(y) else {
                error(n, v["y"]?.position.column ?? col, "mouse.y", "expected a row, an integer from 0 to 10000")
                return nil
            }
            return diagnostics.count == before ? TimedEvent(t: t, event: .mouse(MouseEvent(kind: kind, x: x, y: y))) : nil
        case "resize":
            guard let a = v.arrayValue, a.count == 2, let c = a[0].intValue, let r = a[1].intValue,
                  (1...10_000).contains(c), (1...10_000).contains(r) else {
                error(n, col, "resize", "expected [cols, rows], two integers from 1 to 10000")
                return nil
            }
            return TimedEvent(t: t, event: .resize(cols: c, rows: r))
        default:
            guard v.boolValue == true else {
                error(n, col, "end", "expected true")
                return nil
            }
            return TimedEvent(t: t, event: .end)
        }
    }
}

import SegueJSON
import SegueSupport

/// A problem in an event script: where (scalar offset, line, column) and what.
public struct EventScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Offset of the problem in the script, 0-based, in Unicode scalars.
    public var offset: Int
    /// Line in the script, 1-based (scripts may span lines).
    public var line: Int
    /// Column in that line, 1-based, in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var message: String
    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }
    /// `LINE:COL: message`.
    public var description: String { "\(line):\(column): \(message)" }

    /// As a diagnostic for a script given on the command line or in a file named `file`.
    public func diagnostic(file: String, keyPath: String = "") -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, keyPath: keyPath, message: message)
    }
}

/// Event scripts (docs/cli.md): the input of headless runs and of a scenario's `demo`.
///
/// Syntax: items separated by `;` (or line breaks: CR, LF or CRLF), each `TIME ACTION`:
/// - TIME: seconds from the start, a non-negative decimal (`0.5`, `2`, `1e-3`), at most 86400.
/// - ACTION:
///   - a key name (`right`, `left`, `up`, `down`, `enter`, `space`, `escape`, `plus`,
///     `minus`, `pageup`, `pagedown`, or one printable character such as `p`, `b`, `1`, `.`, `?`), optionally
///     repeated: `right*12@0.03` = 12 presses 0.03 s apart, the first at TIME (`*N` alone uses
///     0.03 s; N in 1…10000, the interval in [0, 60] s);
///   - `mouse press|drag|release COL ROW` (0-based terminal cell, 0…10000);
///   - `resize COLS ROWS` (1…10000);
///   - `end` (the session ends; nothing may follow it in time);
///   - `tune KEY.PATH=NUMBER` (an inspector change, docs/terminal.md: `1.2 tune
///     transitions.pop.animator.duration=0.45`; the key path and range are checked when the
///     scenario is known, by the player).
///
/// Events come out sorted by time; events at the same time keep their script order.
/// At most `maxEvents` events (after expanding repeats).
public enum EventScript {
    /// Largest number of events a script may expand to.
    public static let maxEvents = 100_000
    /// Interval of `key*N` without `@`; unit: seconds.
    public static let defaultRepeatInterval = 0.03

    private struct Cursor {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        var lineStart = 0
        init(_ text: String) { s = Array(text.unicodeScalars) }
        var atEnd: Bool { i >= s.count }
        var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }
        /// Whether a line ends at `k`: LF, or CR not followed by LF (CR, LF and CRLF are line breaks).
        func endsLine(_ k: Int) -> Bool { s[k] == "\n" || (s[k] == "\r" && (k + 1 >= s.count || s[k + 1] != "\n")) }
        mutating func bump() {
            if endsLine(i) { line += 1; lineStart = i + 1 }
            i += 1
        }
        func error(_ message: String, at offset: Int? = nil) -> EventScriptError {
            let o = offset ?? i
            // Line and column of `o` (it may lie before the cursor's line).
            var l = 1, ls = 0
            for k in 0..<min(o, s.count) where endsLine(k) { l += 1; ls = k + 1 }
            return EventScriptError(offset: o, line: l, column: o - ls + 1, message: message)
        }
        mutating func skipBlanks() { while let c = peek, c == " " || c == "\t" { bump() } }
        /// A run of characters up to whitespace or `;`.
        mutating func word() -> (String, Int) {
            let start = i
            var w = ""
            while let c = peek, c != " ", c != "\t", c != "\r", c != "\n", c != ";" { w.unicodeScalars.append(c); bump() }
            return (w, start)
        }
    }

    /// Parses a script into events sorted by time (stable).
    public static func parse(_ text: String) throws(EventScriptError) -> [TimedEvent] {
        var c = Cursor(text)
        var events: [(TimedEvent, Int)] = []
        var endTime: Double?
        var endOffset = 0
        while true {
            // Skip separators and blank space between items.
            while let ch = c.peek, ch == " " || ch == "\t" || ch == "\r" || ch == "\n" || ch == ";" { c.bump() }
            if c.atEnd { break }
            let itemStart = c.i
            let (timeWord, timeAt) = c.word()
            guard let t = number(timeWord), t >= 0, t <= 86_400 else {
                throw c.error(timeWord.isEmpty ? "expected a time in seconds" : "'\(timeWord)' is not a time in seconds (a number from 0 to 86400)", at: timeAt)
            }
            c.skipBlanks()
            guard let first = c.peek, first != ";", first != "\n", first != "\r" else {
                throw c.error("expected an action after the time \(timeWord)")
            }
            let (action, actionAt) = c.word()
            var produced: [TimedEvent] = []
            switch action {
            case "mouse":
                c.skipBlanks()
                let (kindWord, kindAt) = c.word()
                guard let kind = MouseEvent.Kind(rawValue: kindWord) else {
                    throw c.error(kindWord.isEmpty ? "expected press, drag or release after 'mouse'"
                                  : "unknown mouse action '\(kindWord)': expected press, drag or release", at: kindAt)
                }
                let x = try integer(&c, what: "column", range: 0...10_000)
                let y = try integer(&c, what: "row", range: 0...10_000)
                produced = [TimedEvent(t: t, event: .mouse(MouseEvent(kind: kind, x: x, y: y)))]
            case "resize":
                let cols = try integer(&c, what: "column count", range: 1...10_000)
                let rows = try integer(&c, what: "row count", range: 1...10_000)
                produced = [TimedEvent(t: t, event: .resize(cols: cols, rows: rows))]
            case "tune":
                c.skipBlanks()
                let (text, textAt) = c.word()
                guard let tune = Tune(scriptText: text) else {
                    throw c.error("expected KEY.PATH=NUMBER after 'tune' (e.g. transitions.pop.animator.duration=0.45)", at: textAt)
                }
                produced = [TimedEvent(t: t, event: .tune(tune))]
            case "end":
                if endTime != nil { throw c.error("a second 'end'", at: actionAt) }
                produced = [TimedEvent(t: t, event: .end)]
                endTime = t
                endOffset = actionAt
            default:
                produced = try keyAction(action, at: actionAt, time: t, cursor: c)
            }
            c.skipBlanks()
            if let ch = c.peek, ch != ";", ch != "\n", ch != "\r" {
                throw c.error("unexpected '\(String(ch))': expected ';' before the next item")
            }
            if events.count + produced.count > maxEvents {
                throw c.error("the script expands to more than \(maxEvents) events", at: itemStart)
            }
            events += produced.map { ($0, itemStart) }
        }
        if let e = endTime, let late = events.first(where: { $0.0.t > e || ($0.0.t == e && $0.0.event != .end && $0.1 > endOffset) }) {
            throw c.error("an event at \(DecimalText.compact(late.0.t)) s comes after 'end' at \(DecimalText.compact(e)) s", at: late.1)
        }
        // Stable sort by time.
        return events.enumerated().sorted { a, b in
            a.element.0.t != b.element.0.t ? a.element.0.t < b.element.0.t : a.offset < b.offset
        }.map(\.element.0)
    }

    /// `right`, `p`, `right*12@0.03`.
    private static func keyAction(_ action: String, at start: Int, time t: Double, cursor c: Cursor) throws(EventScriptError) -> [TimedEvent] {
        let scalars = Array(action.unicodeScalars)
        // The key is everything before the first '*' that is not the first character
        // (so the key '*' itself can be written).
        var star: Int?
        for k in 1..<max(scalars.count, 1) where scalars[k] == "*" { star = k; break }
        let keyName = String(String.UnicodeScalarView(scalars[0..<(star ?? scalars.count)]))
        guard let key = Key(name: keyName) else {
            let names = Key.namedKeys.map(\.name)
            let hint = Suggest.closest(to: keyName, among: names + ["mouse", "resize", "end"]).map { " (did you mean '\($0)'?)" } ?? ""
            throw c.error("unknown key '\(keyName)'\(hint): a key is one of \(names.joined(separator: ", ")) or one printable character", at: start)
        }
        guard let s = star else { return [TimedEvent(t: t, event: .key(key))] }
        let rest = Array(scalars[(s + 1)...])
        let at = rest.firstIndex(of: "@")
        let countText = String(String.UnicodeScalarView(rest[0..<(at ?? rest.count)]))
        guard let n = Int(countText), countText.allSatisfy({ $0.isASCII && $0.isNumber }), (1...10_000).contains(n) else {
            throw c.error("'\(countText)' is not a repeat count (1 to 10000)", at: start + s + 1)
        }
        var dt = defaultRepeatInterval
        if let at {
            let intervalText = String(String.UnicodeScalarView(rest[(at + 1)...]))
            guard let v = number(intervalText), v >= 0, v <= 60 else {
                throw c.error("'\(intervalText)' is not a repeat interval in seconds (0 to 60)", at: start + s + 1 + at + 1)
            }
            dt = v
        }
        return (0..<n).map { TimedEvent(t: t + Double($0) * dt, event: .key(key)) }
    }

    private static func integer(_ c: inout Cursor, what: String, range: ClosedRange<Int>) throws(EventScriptError) -> Int {
        c.skipBlanks()
        let (w, at) = c.word()
        guard !w.isEmpty else { throw c.error("expected the \(what)") }
        guard w.allSatisfy({ $0.isASCII && $0.isNumber }), w.count <= 6, let v = Int(w), range.contains(v) else {
            throw c.error("'\(w)' is not a valid \(what) (an integer from \(range.lowerBound) to \(range.upperBound))", at: at)
        }
        return v
    }

    /// A decimal: DIGITS[.DIGITS][e[+-]DIGITS], or .DIGITS.
    static func number(_ w: String) -> Double? {
        guard !w.isEmpty, w.count <= 40 else { return nil }
        var sawDigit = false, sawDot = false, sawE = false
        var prev: Character = " "
        for ch in w {
            switch ch {
            case "0"..."9": sawDigit = true
            case ".": if sawDot || sawE { return nil }; sawDot = true
            case "e", "E": if sawE || !sawDigit { return nil }; sawE = true
            case "+", "-": if !(prev == "e" || prev == "E") { return nil }
            default: return nil
            }
            prev = ch
        }
        guard sawDigit, let v = Double(w), v.isFinite else { return nil }
        return v
    }

    // MARK: - Formatting

    /// Writes events back as a script that parses to the same events: one item per event,
    /// except runs of the same key at an exactly even spacing, written `key*N@DT`.
    public static func format(_ events: [TimedEvent]) -> String {
        var items: [String] = []
        var k = 0
        while k < events.count {
            let e = events[k]
            if case .key(let key) = e.event, k + 1 < events.count, events[k + 1].event == e.event {
                let dt = events[k + 1].t - e.t
                var n = 2
                while k + n < events.count, events[k + n].event == e.event, events[k + n].t == e.t + Double(n) * dt { n += 1 }
                // Only when parsing gives back exactly these times.
                if dt >= 0, dt <= 60, (0..<n).allSatisfy({ events[k + $0].t == e.t + Double($0) * dt }),
                   number(timeText(dt)) == dt {
                    items.append("\(timeText(e.t)) \(key.name)*\(n)@\(timeText(dt))")
                    k += n
                    continue
                }
            }
            items.append("\(timeText(e.t)) \(actionText(e.event))")
            k += 1
        }
        return items.joined(separator: "; ")
    }

    /// The action part of one event.
    public static func actionText(_ e: InputEvent) -> String {
        switch e {
        case .key(let k): k.name
        case .mouse(let m): "mouse \(m.kind.rawValue) \(m.x) \(m.y)"
        case .resize(let c, let r): "resize \(c) \(r)"
        case .end: "end"
        case .tune(let tune): "tune \(tune.overrideText)"
        case .swiftSources(let texts): "swift sources \(texts.keys.sorted().joined(separator: ", "))"
        }
    }

    /// A time written so that it parses back to exactly the same Double.
    static func timeText(_ t: Double) -> String { JSONNumber.format(t) }
}

import SegueCore

/// The panel's call log with runs folded (docs/panel-and-exports.md, "The call log"):
/// consecutive calls a gesture repeats every frame — `update(p)`, `fractionComplete = f` —
/// become one line, `update 0.04 → 0.56 ×20` (the first and last values, how many calls), at
/// the time of the run's first call. One call stays as it is. `timeline --log` keeps every call.
struct PanelLogLine {
    /// The calls the line shows: one, or a run of two or more of the same repeated call.
    let calls: ArraySlice<LogEntry>

    /// When the line's first call was made; unit: seconds.
    var t: Double { calls[calls.startIndex].t }
    var isWarning: Bool { calls[calls.startIndex].isWarning }

    /// `update(0.42)` for one call, `update 0.04 → 0.56 ×20` for a run.
    var text: String {
        let first = calls[calls.startIndex].call, last = calls[calls.endIndex - 1].call
        guard calls.count > 1, let a = first.repeatedValue, let b = last.repeatedValue else { return first.text }
        return "\(a.name) \(a.value) → \(b.value) ×\(calls.count)"
    }
}

enum PanelLogFold {
    /// `log`'s lines, oldest first.
    static func lines(_ log: [LogEntry]) -> [PanelLogLine] {
        var lines: [PanelLogLine] = []
        var start = 0
        while start < log.count {
            var end = start + 1
            if let name = log[start].call.repeatedValue?.name {
                while end < log.count, log[end].call.repeatedValue?.name == name { end += 1 }
            }
            lines.append(PanelLogLine(calls: log[start..<end]))
            start = end
        }
        return lines
    }

    /// `scroll` with each turn's entry count (calls of `log`) given in `lines` instead: the
    /// lines that hold the first that many calls.
    static func scroll(_ scroll: LogScroll, in lines: [PanelLogLine]) -> LogScroll {
        guard !scroll.turns.isEmpty else { return scroll }
        return LogScroll(turns: scroll.turns.map { turn in
            let covering = turn.entries <= 0 ? turn.entries : lines.prefix { $0.calls.startIndex < turn.entries }.count
            return LogScroll.Turn(direction: turn.direction, pages: turn.pages, entries: covering)
        })
    }
}

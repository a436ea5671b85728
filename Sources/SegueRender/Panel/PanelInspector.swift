import SegueCore

/// The inspector in the panel (`t`; docs/terminal.md, "The inspector"), drawn where the call
/// log goes: a heading `inspector · pop · 2 changes`, one row per parameter
/// (`▸ duration          0.4 s`, the selected one marked and highlighted, `*` after a value the
/// file does not spell, `] → bezier` on a named curve), scrolled to keep the selection in view, and at the bottom the last
/// message (a refusal, with the range, in the warning colour), wrapped to the panel's width.
enum PanelInspector {
    /// The text of one parameter row for `width` cells: the name left, value and unit right.
    static func rowText(_ p: TunableParameter, selected: Bool, width: Int) -> String {
        let value = p.replacement != nil ? "] → bezier" + (p.isSpelled ? "" : "*")
            : DecimalText.compact(p.value, decimals: 4) + (p.unit.isEmpty ? "" : " " + p.unit) + (p.isSpelled ? "" : "*")
        let name = (selected ? "▸ " : "  ") + p.name
        let gap = max(1, width - name.count - value.count)
        return name + String(repeating: " ", count: gap) + value
    }

    static func draw(_ info: InspectorInfo, rows: Range<Int>, width: Int, painter: PanelPainter, into grid: inout CellGrid,
                     memo: inout PanelMemo) {
        guard !rows.isEmpty else { return }
        var row = rows.lowerBound
        let heading = "inspector · " + (info.operation?.rawValue ?? "no transition") + " · " + Plural.count(info.changeCount, "change")
        painter.segments([(heading, .title)], row: row, into: &grid, memo: &memo)
        row += 1
        // The message wraps (at most `maxMessageRows` rows): a report names a path, a refusal its range.
        let message = info.message.map { Array(PanelLogWrap.rows($0, room: width).prefix(Self.maxMessageRows)) } ?? []
        let messageRows = min(message.count, max(0, rows.upperBound - row - 1))
        let room = max(0, rows.upperBound - row - messageRows)
        if info.rows.isEmpty, row < rows.upperBound - messageRows {
            painter.segments([("  nothing to tune (the file spells no transition for it)", .dim)], row: row, into: &grid, memo: &memo)
            row += 1
        }
        let first = min(max(0, info.selected - room + 1), max(0, info.rows.count - room))
        for (k, p) in info.rows.enumerated().dropFirst(first).prefix(room) {
            let selected = k == info.selected
            painter.segments([(rowText(p, selected: selected, width: width), selected ? .playhead : .text)], row: row, into: &grid, memo: &memo)
            row += 1
        }
        let style: PanelRole = info.message?.contains("refused") == true ? .warning : .dim
        for (k, line) in message.suffix(messageRows).enumerated() {
            painter.segments([(String(line), style)], row: rows.upperBound - messageRows + k, into: &grid, memo: &memo)
        }
    }

    /// The most rows the inspector's message takes at the bottom.
    static let maxMessageRows = 3
}

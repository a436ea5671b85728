/// How the `?` overlay lays a key map out in a box that fits the terminal (docs/terminal.md,
/// "Help"): one column when every row fits on one line and the rows fit in the height; else two
/// columns when the width gives each at least `minimumColumnWidth` cells, else one; a label too
/// wide for its column wraps at spaces (a word wider than the column is cut into pieces), under
/// its own start; what still does not fit goes on further pages, which `→` / PgDn turn.
struct HelpOverlayPages: Equatable {
    /// One line of a column: the keys (drawn bold, on the row's first line only) and the label
    /// text, drawn `labelX` cells after the column's left edge.
    struct Line: Equatable {
        var keys: String
        var label: String
        var labelX: Int
    }

    /// How many columns a page has: 1 or 2.
    var columns: Int
    /// Cells across one column's text.
    var columnWidth: Int
    /// Lines in one column of a page.
    var linesPerColumn: Int
    /// Each page's columns, each column's lines.
    var pages: [[[Line]]]

    /// Cells between two columns; 3.
    static let gap = 3
    /// The narrowest column that two columns may have; unit: cells; 30.
    static let minimumColumnWidth = 30

    /// The box's size in cells (its border included).
    var boxWidth: Int { columns * columnWidth + (columns - 1) * Self.gap + 4 }
    var boxHeight: Int { (pages.map { $0.map(\.count).max() ?? 0 }.max() ?? 0) + 4 }

    /// `rows` (keys as shown, what they do) laid out for a `width` × `height` cell box at most.
    init(_ rows: [(String, String)], width: Int, height: Int) {
        let keyWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let natural = keyWidth + 2 + (rows.map { DisplayWidth.of($0.1) }.max() ?? 0)
        let room = max(1, height - 4)
        if natural + 4 <= width, rows.count <= room {
            columns = 1
        } else {
            columns = (width - 4 - Self.gap) / 2 >= Self.minimumColumnWidth ? 2 : 1
        }
        let columnWidth = max(1, min(natural, (width - 4 - (columns - 1) * Self.gap) / columns))
        self.columnWidth = columnWidth
        linesPerColumn = room
        let items = rows.map { Self.lines(keys: $0.0, label: $0.1, keyWidth: keyWidth, width: columnWidth) }
        pages = Self.paged(items, linesPerColumn: room, columns: columns)
    }

    /// One row's lines in a column `width` cells wide: keys, then the label beside them, wrapped
    /// under its start; when the keys leave no room for a label of 12 cells, the keys on a
    /// line of their own and the label under them, indented by 2.
    static func lines(keys: String, label: String, keyWidth: Int, width: Int) -> [Line] {
        if keyWidth + 2 + 12 <= width {
            let wrapped = wrap(label, width: width - keyWidth - 2)
            return wrapped.enumerated().map { Line(keys: $0.offset == 0 ? keys : "", label: $0.element, labelX: keyWidth + 2) }
        }
        let indent = width > 4 ? 2 : 0
        return wrap(keys, width: width).map { Line(keys: $0, label: "", labelX: 0) }
            + wrap(label, width: width - indent).map { Line(keys: "", label: $0, labelX: indent) }
    }

    /// `text` in lines of at most `width` cells, broken at spaces; a longer word in pieces.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            let joined = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            while DisplayWidth.of(word) > width {
                var piece = ""
                for c in word where DisplayWidth.of(piece + String(c)) <= width { piece.append(c) }
                if piece.isEmpty { piece = String(word.prefix(1)) }
                lines.append(piece)
                word = String(word.dropFirst(piece.count))
            }
            line = word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The rows' lines in columns of `linesPerColumn` lines, `columns` to a page; a row moves
    /// whole to the next column when it does not fit the rest of this one (unless it is longer
    /// than a column).
    static func paged(_ items: [[Line]], linesPerColumn: Int, columns: Int) -> [[[Line]]] {
        var columnsSoFar: [[Line]] = [[]]
        for item in items {
            for (k, line) in item.enumerated() {
                let left = linesPerColumn - columnsSoFar[columnsSoFar.count - 1].count
                let startsRow = k == 0
                if left == 0 || (startsRow && item.count > left && item.count <= linesPerColumn) {
                    columnsSoFar.append([])
                }
                columnsSoFar[columnsSoFar.count - 1].append(line)
            }
        }
        return stride(from: 0, to: columnsSoFar.count, by: columns).map { Array(columnsSoFar[$0..<min($0 + columns, columnsSoFar.count)]) }
    }
}

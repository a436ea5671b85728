import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// Golden frames: a rendered `CellGrid` stored as readable text with its colours, compared
/// exactly, regenerated with `SEGUE_UPDATE_GOLDEN=1 swift test`.
///
/// File format (`Tests/SegueRenderTests/Golden/NAME.golden`), one block after another:
/// ```
/// # segue golden frame NAME: 120x40
/// # text: one row per line, each ending with |
/// ╭────╮ …|
/// # fg: one letter per cell from the legend (. = terminal default)
/// ..AAAA…
/// # bg
/// ..BBBB…
/// # attributes: . none, hex digit of the bits (1 bold, 2 dim, 4 reverse, 8 underline), ~ continuation
/// ....1111…
/// # legend
/// A #6b7280
/// B #121212
/// ```
/// Letters are given to colours in order of first appearance (row by row, background before
/// foreground); with more than 93 colours every cell takes two characters. A failing comparison
/// prints the lines that differ, with their block and row.
enum GoldenFrame {
    /// The directory the goldens live in (beside this file).
    static let directory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let symbols: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-/:;<=>?@[\\]^_`{|}~")

    /// The golden text of `grid`.
    static func encode(_ grid: CellGrid, name: String) -> String {
        // Legend: colours in order of first appearance.
        var order: [RGB] = []
        var index: [RGB: Int] = [:]
        func note(_ c: RGB?) {
            guard let c, index[c] == nil else { return }
            index[c] = order.count
            order.append(c)
        }
        for c in grid.cells { note(c.bg); note(c.fg) }
        let wide = order.count > symbols.count
        func code(_ c: RGB?) -> String {
            guard let c else { return wide ? ".." : "." }
            let i = index[c]!
            return wide ? String([symbols[i / symbols.count], symbols[i % symbols.count]]) : String(symbols[i])
        }
        var out = "# segue golden frame \(name): \(grid.width)x\(grid.height)\n"
        out += "# text: one row per line, each ending with |\n"
        for line in grid.lines { out += line + "|\n" }
        out += "# fg: one letter per cell from the legend (. = terminal default)\n"
        for y in 0..<grid.height { out += (0..<grid.width).map { code(grid[$0, y].fg) }.joined() + "\n" }
        out += "# bg\n"
        for y in 0..<grid.height { out += (0..<grid.width).map { code(grid[$0, y].bg) }.joined() + "\n" }
        out += "# attributes: . none, hex digit of the bits (1 bold, 2 dim, 4 reverse, 8 underline), ~ continuation\n"
        for y in 0..<grid.height {
            out += (0..<grid.width).map { x -> String in
                let c = grid[x, y]
                if c.isContinuation { return "~" }
                return c.attributes.rawValue == 0 ? "." : String(c.attributes.rawValue, radix: 16)
            }.joined() + "\n"
        }
        out += "# legend\n"
        for c in order { out += "\(code(c)) \(c.hex)\n" }
        return out
    }

    /// A readable line diff of two golden texts: each differing line with its block and row.
    static func diff(expected: String, actual: String, limit: Int = 40) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var section = "header", row = 0, shown = 0, differing = 0
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : nil, al = i < a.count ? a[i] : nil
            let marker = el ?? al ?? ""
            if marker.hasPrefix("# ") {
                section = String(marker.dropFirst(2).prefix(while: { $0 != ":" }))
                row = 0
            } else {
                row += 1
            }
            guard el != al else { continue }
            differing += 1
            if shown < limit {
                out.append("line \(i + 1) (\(section), row \(row - 1)):")
                out.append("  - \(el ?? "<missing>")")
                out.append("  + \(al ?? "<missing>")")
                shown += 1
            }
        }
        if differing > shown { out.append("… and \(differing - shown) more differing lines") }
        return out.joined(separator: "\n")
    }

    /// Whether goldens are being rewritten (`SEGUE_UPDATE_GOLDEN=1`).
    static var updating: Bool { ProcessInfo.processInfo.environment["SEGUE_UPDATE_GOLDEN"] == "1" }
}

/// Checks `grid` against the golden `name` (see `GoldenFrame`); with `SEGUE_UPDATE_GOLDEN=1`
/// writes it instead. `name` may hold a subfolder (`scenarios/pop-parallax-start`); `context`
/// (what the frame shows, how it was reached) heads a failure's message.
func expectGolden(_ grid: CellGrid, named name: String, context: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let lead = context.map { "\($0): " } ?? ""
    let url = GoldenFrame.directory.appendingPathComponent("\(name).golden")
    let actual = GoldenFrame.encode(grid, name: name)
    if GoldenFrame.updating {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not write golden \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("\(lead)missing golden \(url.path); run with SEGUE_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let report = GoldenFrame.diff(expected: expected, actual: actual)
        Issue.record("\(lead)frame differs from golden \(name).golden (SEGUE_UPDATE_GOLDEN=1 to accept):\n\(report)",
                     sourceLocation: sourceLocation)
    }
}

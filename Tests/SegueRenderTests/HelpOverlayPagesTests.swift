import SegueCore
import Testing
@testable import SegueRender

/// The `?` overlay fits the terminal (docs/terminal.md, "The help overlay"): at 80×24, 120×40
/// and the smallest terminal the previewer draws a phone in, every key-map row is on some page,
/// nothing is cut (each row's text lies inside the box, in its column), and → / PgDn turn the
/// pages. Regression: since the inspector's and the step keys were added, the single column ran
/// past the bottom of a 24-row terminal and the last rows were never shown.
struct HelpOverlayPagesTests {
    /// The smallest terminal in which the phone (390 × 844 pt) fits (`Layout`'s too-small size).
    static var minimum: (cols: Int, rows: Int) {
        guard case .tooSmall(let c, let r) = Layout(cols: 0, rows: 0, deviceSize: Size(width: 390, height: 844)).fit else { return (0, 0) }
        return (c, r)
    }

    /// The box drawn on an empty grid: its corners, found from the border glyphs.
    static func box(_ g: CellGrid) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        for y in 0..<g.height { for x in 0..<g.width where g[x, y].glyph == "╭" {
            guard let x1 = (x..<g.width).first(where: { g[$0, y].glyph == "╮" }),
                  let y1 = (y..<g.height).first(where: { g[x, $0].glyph == "╰" }) else { return nil }
            return (x, y, x1, y1)
        } }
        return nil
    }

    static func page(_ k: Int, cols: Int, rows: Int) -> CellGrid {
        var g = CellGrid(width: cols, height: rows)
        HelpOverlay.draw(page: k, into: &g, ascii: false, color: false)
        return g
    }

    /// The text of the cells x0..<x1 of row y.
    static func text(_ g: CellGrid, _ xs: Range<Int>, _ y: Int) -> String { String(xs.map { g[$0, y].glyph }) }

    @Test(arguments: [(80, 24), (120, 40), (0, 0)])
    func everyRowIsOnAPageAndNothingIsCut(cols: Int, rows: Int) throws {
        let (cols, rows) = cols == 0 ? Self.minimum : (cols, rows)
        let first = Self.page(0, cols: cols, rows: rows)
        let b = try #require(Self.box(first), "a box at \(cols)×\(rows)")
        let title = Self.text(first, b.x0..<b.x1, b.y0)
        let pages = title.split(separator: " ").first { $0.contains("/") }.flatMap { $0.split(separator: "/").last.flatMap { Int($0) } } ?? 1
        // Nothing outside the box, the border whole, on every page; the interior read column by
        // column (two columns split the interior minus a 3-cell gap in equal halves).
        var shown: [String] = [], alone = "", split = ""
        for k in 0..<pages {
            let g = Self.page(k, cols: cols, rows: rows)
            #expect(Self.box(g).map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [b.x0, b.y0, b.x1, b.y1], "page \(k + 1) at \(cols)×\(rows)")
            for y in 0..<rows { for x in 0..<cols where x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1 {
                #expect(g[x, y].glyph == " ", "text outside the box at (\(x), \(y)), \(cols)×\(rows)")
            } }
            for y in (b.y0 + 1)..<b.y1 { #expect(g[b.x0, y].glyph == "│" && g[b.x1, y].glyph == "│", "border cut at row \(y)") }
            #expect(Self.text(g, (b.x0 + 1)..<b.x1, b.y1).allSatisfy { $0 == "─" }, "bottom border cut, \(cols)×\(rows)")
            let inner = (b.x0 + 2)..<(b.x1 - 1), half = (inner.count - 3) / 2
            for y in (b.y0 + 1)..<b.y1 { alone += Self.text(g, inner, y) }
            for xs in [inner.lowerBound..<(inner.lowerBound + half), (inner.upperBound - half)..<inner.upperBound] {
                for y in (b.y0 + 1)..<b.y1 { split += Self.text(g, xs, y) }
            }
            shown.append(Self.text(g, b.x0..<b.x1, b.y0))
        }
        // Every row's keys and label, in order, without the spaces (a wrapped label breaks at one).
        let expected = HelpOverlay.keys.map { $0.0 + $0.1 }.joined().filter { $0 != " " }
        let readings = [alone, split].map { $0.filter { $0 != " " } }
        #expect(readings.contains(expected), "\(cols)×\(rows): the rows read \(readings) instead of \(expected)")
        for (k, title) in shown.enumerated() {
            #expect(title.contains(pages == 1 ? " keys " : " \(k + 1)/\(pages) "), "page \(k + 1)'s title: \(title)")
        }
    }

    /// At 80×24 the keys need more than one page, and the title says which.
    @Test func eightyByTwentyFourPages() throws {
        let g = Self.page(0, cols: 80, rows: 24)
        let b = try #require(Self.box(g))
        #expect(Self.text(g, b.x0..<b.x1, b.y0).contains(" keys 1/2 "))
        #expect(b.y1 - b.y0 + 1 <= 24 && b.x1 - b.x0 + 1 <= 80)
        let second = Self.page(1, cols: 80, rows: 24)
        #expect(Self.text(second, b.x0..<b.x1, b.y0).contains(" keys 2/2 "))
        #expect(Self.page(2, cols: 80, rows: 24) == g, "the pages go round")
    }

    /// In the player: → and PgDn turn to the next page, ← and PgUp back, `?` again closes; the
    /// frame shows the page.
    @Test func thePagingKeysMovePages() throws {
        let player = try TimeBothWaysTests.player("pop-parallax")
        func frame() -> String {
            var compositor = Compositor(options: RenderOptions(colorMode: .none, showsPanel: true))
            var grid = CellGrid(width: 80, height: 24)
            compositor.compose(player.scene(), cols: 80, rows: 24,
                               overlay: .init(help: player.showingHelp, helpPage: player.helpPage), into: &grid)
            return grid.lines.joined(separator: "\n")
        }
        for (t, key, page) in [(0.1, Key.char("?"), "1/2"), (0.2, .right, "2/2"), (0.3, .pageDown, "1/2"), (0.4, .pageUp, "2/2"),
                               (0.5, .left, "1/2")] {
            player.handle(TimedEvent(t: t, event: .key(key)))
            #expect(player.showingHelp, "after \(key.name)")
            #expect(frame().contains(" keys \(page) "), "after \(key.name) the overlay should show page \(page)")
        }
        #expect(player.app.scene().panel.gesture == nil, "→ paged, it moved no finger")
        player.handle(TimedEvent(t: 0.6, event: .key(.char("?"))))
        #expect(!player.showingHelp)
    }
}

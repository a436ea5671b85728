import SegueCore
import Testing
@testable import SegueRender

/// A navigation bar never draws a title into its back button (docs/chrome.md, "A narrow bar"):
/// UIKit's rule — the title centred; the back button "‹ " + the previous title, then "‹ Back", then
/// "‹"; then the title truncated with "…" — written out here as the set of texts a bar row may
/// show, checked on every frame of every built-in with a navigation bar (its demo: pushes, pops,
/// interactive pans) at terminal sizes from 60 × 20 to 200 × 60, with and without the panel.
struct NavigationBarFitTests {
    static let sizes = [(60, 20), (70, 22), (80, 24), (100, 30), (120, 40), (160, 50), (200, 60)]

    /// The texts a bar's items may show, each whole: for every item its title or a truncation of
    /// it ending in "…", and its back button's full text, "‹ Back" or "‹".
    static func allowed(_ bar: SceneView) -> (whole: [String], titles: [String]) {
        var whole: [String] = [], titles: [String] = []
        for label in bar.subviews {
            guard let text = label.title else { continue }
            if label.id.hasPrefix("navigationBar.back.") {
                whole += [text, "‹ Back", "‹"]
            } else {
                titles.append(text)
                whole.append(text)
                whole += (0..<text.count).map { String(text.prefix($0)) + "…" }
            }
        }
        return (whole, titles)
    }

    /// Whether `row` reads as allowed texts separated by at least one blank cell; the last may be
    /// cut by the bar's right edge (a title sliding in or out), so any prefix of an allowed text
    /// may end the row.
    static func reads(_ row: [Character], as allowed: [String]) -> Bool {
        let candidates = allowed.map(Array.init).sorted { $0.count > $1.count }
        func parse(_ i: Int) -> Bool {
            var i = i
            while i < row.count, row[i] == " " { i += 1 }
            if i == row.count { return true }
            for c in candidates {
                let end = i + c.count
                if end <= row.count, Array(row[i..<end]) == c, end == row.count || row[end] == " ", parse(end) { return true }
                if end > row.count, Array(row[i...]) == Array(c.prefix(row.count - i)) { return true }
            }
            return false
        }
        return parse(0)
    }

    /// The device row the bar's text is on: its first row whose two half-cell samples both have
    /// their centres inside the bar (docs/screen.md); nil when it has none.
    static func textRow(_ bar: SceneView, _ l: Layout) -> Int? {
        let samplesPerPoint = 2 / l.pointsPerCellY
        let first = Int((bar.frame.minY * samplesPerPoint - 0.5).rounded(.up))
        let end = Int((bar.frame.maxY * samplesPerPoint - 0.5).rounded(.up))
        let row = (first + 1) / 2
        return end / 2 > row ? row : nil
    }

    static func builtinsWithANavigationBar() throws -> [Scenario] {
        try ScenarioGoldenTests.builtins.map { try ScenarioGoldenTests.load($0.name) }.filter(\.showsNavigationBar)
    }

    /// The allowed texts themselves: the ladder of one item at rest, written out for a title of
    /// 18 characters and a back button "‹ Feed" in bars of decreasing width (back inset 1 cell).
    /// Worked: the title starts at (cells − 18) / 2 and needs 1 + 6 + 1 = 8 cells before it for
    /// "‹ Feed" ("‹ Back" is no shorter, so it is skipped), 1 + 1 + 1 = 3 for "‹"; below that
    /// the title gets cells − 2 × 3 cells, "…" included.
    @Test(arguments: [(40, "‹ Feed", "Photos from Baikal"), (34, "‹ Feed", "Photos from Baikal"), (33, "‹", "Photos from Baikal"),
                      (24, "‹", "Photos from Baikal"), (23, "‹", "Photos from Baik…"), (20, "‹", "Photos from B…"),
                      (12, "‹", "Photo…"), (7, "‹", "…"), (6, "‹", "")])
    func theLadderOfOneItem(cells: Int, back: String, title: String) {
        let f = NavigationBarFit.fit(title: "Photos from Baikal", back: "‹ Feed", barCells: cells, backStart: 1) { _ in 1 }
        #expect(f == NavigationBarFit.Fitted(back: back, title: title), "\(cells) cells")
        // Worked: centred start (cells − width) / 2 leaves a blank after the back button.
        let start = (cells - title.count) / 2
        #expect(title.isEmpty || 1 + back.count + 1 <= start)
    }

    /// "‹ Back" comes between the full back button and the chevron when it fits and the full one does not.
    @Test func theGenericBackTitle() {
        let f = NavigationBarFit.fit(title: "Settings", back: "‹ Notifications", barCells: 24, backStart: 1) { _ in 1 }
        #expect(f == NavigationBarFit.Fitted(back: "‹ Back", title: "Settings"))  // 1 + 6 + 1 ≤ (24 − 8) / 2 = 8
        let root = NavigationBarFit.fit(title: "Photos from Baikal", back: nil, barCells: 12, backStart: 1) { _ in 1 }
        #expect(root == NavigationBarFit.Fitted(back: nil, title: "Photos fr…"), "a root item: only truncated, to 12 − 2 = 10 cells")
    }

    @Test(arguments: sizes)
    func theBarNeverDrawsATitleIntoTheBackButton(size: (Int, Int)) throws {
        var checked = 0
        for scenario in try Self.builtinsWithANavigationBar() {
            for panel in [true, false] {
                let player = Player(scenario, terminalSize: size, showsPanel: panel)
                var renderer = FrameRenderer(options: RenderOptions(colorMode: .xterm256, ascii: false, showsPanel: panel))
                var bad: [String] = []
                HeadlessRun.run(player, events: scenario.demo, fps: 30) { t in
                    let scene = player.scene()
                    guard let bar = scene.chrome.first(where: { $0.id == "navigationBar" }), bar.alpha == 1 else { return }
                    let frame = renderer.render(scene, cols: size.0, rows: size.1)
                    let l = frame.layout
                    guard l.fits else { return }
                    guard let row = Self.textRow(bar, l), row < l.device.height else { return }
                    let text = (l.device.x..<(l.device.x + l.device.width)).compactMap { x -> Character? in
                        let cell = frame.grid[x, l.device.y + row]
                        return cell.isContinuation ? nil : cell.glyph
                    }
                    checked += 1
                    if !Self.reads(text, as: Self.allowed(bar).whole) {
                        bad.append("t=\(t) \(panel ? "panel" : "no panel"): |\(String(text))|")
                    }
                }
                #expect(bad.isEmpty, "\(scenario.name) at \(size.0)×\(size.1): \(bad.prefix(3))")
            }
        }
        #expect(checked > 500, "bar rows checked at \(size.0)×\(size.1): \(checked)")
    }

    /// An item whose alpha is above 0 is drawn: in the first quarter of `pop-shrink`'s pop the
    /// popped item's back button and title (alpha 0.97 … 0.9) both show at 120 × 40 — the old
    /// raster let the title's run remove the back button's (the issue's blank back button).
    @Test func bothLabelsOfTheFadingItemShow() throws {
        let scenario = try ScenarioGoldenTests.load("pop-shrink")
        let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
        var renderer = FrameRenderer(options: RenderOptions(colorMode: .xterm256, ascii: false, showsPanel: true))
        var checked = 0
        try HeadlessRun.run(player, events: scenario.demo, fps: 60, until: 0.7) { t in
            guard t >= 0.55, let bar = player.scene().chrome.first(where: { $0.id == "navigationBar" }),
                  let back = bar.subviews.first(where: { $0.id == "navigationBar.back.note" }), back.alpha > 0.9 else { return }
            let frame = renderer.render(player.scene(), cols: 120, rows: 40)
            let l = frame.layout
            let row = try #require(Self.textRow(bar, l))
            let text = TestGrids.text(frame.grid, row: l.device.y + row, x: l.device.x, width: l.device.width)
            #expect(text.contains("‹ Back") && text.contains("Ideas for the talk"), "t = \(t): |\(text)| (back alpha \(back.alpha))")
            checked += 1
        }
        #expect(checked >= 4)
    }

    /// The check itself catches what the issue saw: `fade` at 100 × 30 drew `‹ FeePhotos from`.
    @Test func theCheckRefusesATitleRunIntoTheBackButton() {
        let allowed = ["‹ Feed", "‹ Back", "‹", "Photos from Baikal", "Feed"]
        #expect(!Self.reads(Array("  ‹ FeePhotos from       "), as: allowed))
        #expect(!Self.reads(Array("  ‹ FeedPhotos from B    "), as: allowed))
        #expect(Self.reads(Array("  ‹  Photos from Baikal  "), as: allowed))
        #expect(Self.reads(Array("  ‹ Feed  Feed   Photos fr"), as: allowed), "a title cut by the bar's right edge")
    }
}

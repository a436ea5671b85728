import SegueCore
import Testing
@testable import SegueRender

/// The compact panel of a comparison's half (docs/screen.md, "Comparing"), worked by hand.
@Suite struct CompactPanelLayoutTests {
    static let phone = Size(width: 390, height: 844)

    /// A 120 × 40 comparison: each half is 59 × 39, too narrow for the side panel (< 80). The
    /// compact panel takes rows 36..<39; the device is fitted in 57 × 34 cells inside the frame:
    /// 0.92417 × 34 = 31.42 ≤ 57, rows-limited, 31 columns at x = 1 + (57 − 31)/2 = 14.
    @Test func aNarrowHalfHasTheCompactPanelUnderTheDevice() {
        let l = Layout(cols: 59, rows: 39, deviceSize: Self.phone, compactPanel: true)
        #expect(l.panel == nil)
        #expect(l.compactPanel == CellRect(x: 0, y: 36, width: 59, height: 3))
        #expect(l.device == CellRect(x: 14, y: 1, width: 31, height: 34))
        #expect(l.frame.maxY <= 36, "the frame overlaps the compact panel")
        // Without asking for it, the layout is today's.
        let plain = Layout(cols: 59, rows: 39, deviceSize: Self.phone)
        #expect(plain.compactPanel == nil && plain.device.height == 37)
    }

    /// A half wide enough for the side panel keeps it; one too low for the device above three
    /// more rows has neither (phone needs 13 rows: 15 rows leave 12).
    @Test func theSidePanelOrNothing() {
        let wide = Layout(cols: 84, rows: 39, deviceSize: Self.phone, compactPanel: true)
        #expect(wide.panel != nil && wide.compactPanel == nil)
        let low = Layout(cols: 59, rows: 15, deviceSize: Self.phone, compactPanel: true)
        #expect(low.fits && low.compactPanel == nil)
        #expect(Layout(cols: 59, rows: 16, deviceSize: Self.phone, compactPanel: true).compactPanel != nil)
        #expect(Layout(cols: 59, rows: 39, deviceSize: Self.phone, wantsPanel: false, compactPanel: true).compactPanel == nil)
    }

    /// A comparison's mouse maps through the same layout as it is drawn: the centre cell of the
    /// drawn device maps to the container's centre (within half a cell).
    @Test func theViewportMapsLikeTheDrawing() throws {
        let viewport = SideBySideViewport(device: .phone, wantsPanel: true)
        let l = Layout(cols: 59, rows: 39, deviceSize: Self.phone, compactPanel: true)
        let col = l.device.x + l.device.width / 2, row = l.device.y + l.device.height / 2
        let p = try #require(viewport.point(col: 60 + col, row: row + 1, terminalSize: (cols: 119, rows: 40)))
        let q = try #require(l.point(forCell: CellPosition(col: col, row: row)))
        #expect(p == q)
    }
}

/// What the side panel can reuse from one frame to the next: the key-hint row for a width, a
/// look and what the keys do, the plot's curve for a timing and size (only the playhead moves
/// while a transition runs), the event-log rows drawn last frame, and scratch storage for a row
/// of glyphs. Held by a `Compositor` (a value: copies are independent), so the live previewer and
/// `segue render` draw the panel without redoing that work every frame. A fresh memo gives
/// exactly the same cells; it only saves time.
struct PanelMemo {
    /// The curve of the plot for `curveKey`: one word per cell, row-major (braille dot bits in
    /// Unicode mode, 1 for a curve cell in ASCII mode).
    var curve: [UInt32] = []
    var curveKey: PanelPlot.CurveKey?

    /// What the key-hint row depends on, and its cells from the panel's left edge.
    struct HintsRowKey: Equatable {
        var width: Int
        var ascii: Bool
        var color: Bool
        var context: KeyHints.Context
    }
    var hintsRowKey: HintsRowKey?
    var hintsRow: [Cell] = []

    /// The event-log entries drawn last frame, with their rows (see `PanelLog`).
    var logRows: [PanelLog.Row] = []
    /// Scratch cells `PanelLog` draws an entry's rows into.
    var logScratch = CellGrid(width: 0, height: 0)

    /// Scratch glyphs for `PanelPainter.segments`.
    var glyphs = PanelGlyphs(capacity: 64)

    init() {}

    /// The plot's curve cells for `key` (see `PanelPlot.curveCells`).
    mutating func curveCells(_ key: PanelPlot.CurveKey) -> [UInt32] {
        if curveKey == key { return curve }
        curve = PanelPlot.curveCells(key)
        curveKey = key
        return curve
    }
}

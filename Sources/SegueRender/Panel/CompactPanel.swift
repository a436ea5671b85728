import SegueCore

/// The panel of a comparison's half too narrow for the side panel (docs/screen.md,
/// "Comparing"): three rows under the device, across the half —
/// - the percent bar with the running curve's name at its right (`[████▍     ]  43%  easeInOut`;
///   the bar alone when no transition runs);
/// - what a release would do now (`release → finish (velocity 640 pt/s > 0)`; `PanelGestureText`),
///   or `no gesture`;
/// - the key hints (`KeyHints`): one set of keys drives both variants.
/// Never traps: any rectangle is fine (rows beyond its height are left out).
enum CompactPanel {
    static func draw(_ info: PanelInfo, into grid: inout CellGrid, rect: CellRect, options: PanelOptions, memo: inout PanelMemo) {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let width = min(rect.maxX, grid.width) - x0, height = min(rect.maxY, grid.height) - y0
        guard width > 0, height > 0 else { return }
        grid.fill(x: x0, y: y0, width: width, height: height, with: .blank)
        let painter = PanelPainter(x: x0, width: width, options: options)
        let name = info.timing.map { PanelText.clean(PanelPlot.name(of: $0), ascii: options.ascii) } ?? ""
        let nameWidth = DisplayWidth.of(name)
        let barWidth = nameWidth > 0 && width - nameWidth - 2 >= 12 ? width - nameWidth - 2 : width
        drawPercentBar(info.percent, row: y0, width: barWidth, painter: painter, into: &grid, memo: &memo)
        if barWidth < width { painter.segments([(name, .curve)], row: y0, column: barWidth + 2, into: &grid, memo: &memo) }
        guard height > 1 else { return }
        if let g = info.gesture {
            painter.segments([(PanelGestureText.outcome(g), .gesture)], row: y0 + 1, into: &grid, memo: &memo)
        } else {
            painter.segments([("no gesture", .dim)], row: y0 + 1, into: &grid, memo: &memo)
        }
        guard height > 2 else { return }
        drawKeyHints(info, row: y0 + height - 1, x: x0, width: width, painter: painter, into: &grid, memo: &memo)
    }
}

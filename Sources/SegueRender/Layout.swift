import SegueCore

/// A rectangle of terminal cells; origin top-left, column `x`, row `y`.
public struct CellRect: Sendable, Hashable {
    /// First column; unit: cells.
    public var x: Int
    /// First row; unit: cells.
    public var y: Int
    /// Unit: cells; ≥ 0.
    public var width: Int
    /// Unit: cells; ≥ 0.
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether cell (`col`, `row`) lies inside.
    public func contains(col: Int, row: Int) -> Bool { col >= x && row >= y && col < maxX && row < maxY }

    /// The rectangle grown by `n` cells on every side (shrunk for negative `n`).
    public func insetBy(_ n: Int) -> CellRect { CellRect(x: x + n, y: y + n, width: width - 2 * n, height: height - 2 * n) }
}

/// A cell position: column and row, from the terminal's top-left corner.
public struct CellPosition: Sendable, Hashable {
    /// Unit: cells.
    public var col: Int
    /// Unit: cells.
    public var row: Int
    public init(col: Int, row: Int) { self.col = col; self.row = row }
}

/// Where things go on the terminal (docs/screen.md): the device rectangle, its one-cell frame, and the
/// side panel.
///
/// **Mapping.** A terminal cell is about twice as tall as it is wide, so a cell covers `sx`
/// points across and `sy ≈ 2·sx` points down. The device is scaled to the largest size that fits
/// the area left of the panel (minus the frame) with that aspect kept, then rounded to whole
/// cells: the limiting dimension is exact and the other is rounded to the nearest cell, so `sx =
/// width / device.width` and `sy = height / device.height` hold exactly and `sy / sx` differs
/// from 2 by less than half a cell's worth. The device is centred in that area (extra cell, if
/// any, to the right/bottom). A `fill` device takes the whole area inside the frame at exactly
/// 10 × 20 points a cell.
///
/// **Panel.** When wanted and the terminal is at least 80 columns wide, the panel takes the
/// right-hand `clamp(3·cols/8, 40, 48)` columns and the full height — unless the device would
/// then not fit at its minimum size, in which case the panel is dropped. The device's frame never
/// touches the panel: a device that would fill the area's width (a wide one, as phone-landscape)
/// is fitted one column narrower, leaving a blank column between them as a tall device has.
///
/// **Compact panel.** With `compactPanel` (a comparison's half; docs/screen.md, "Comparing"),
/// when the panel is wanted but not shown, the bottom `compactPanelRows` rows, full width, hold
/// the compact panel (`CompactPanel`) — unless the device would then not fit at its minimum size.
///
/// **Too small.** The device needs at least `minimumDeviceCols` × `minimumDeviceRows` cells
/// inside its frame; below that the layout is `.tooSmall(needCols:needRows:)`, the smallest
/// terminal size (without the panel) at which it fits.
public struct Layout: Sendable, Equatable {
    /// Whether the device fits.
    public enum Fit: Sendable, Equatable {
        case fits
        /// The terminal is too small; `needCols` × `needRows` (unit: cells) is the smallest size that fits.
        case tooSmall(needCols: Int, needRows: Int)
    }

    /// The smallest device width worth drawing; unit: cells; 10.
    public static let minimumDeviceCols = 10
    /// The smallest device height worth drawing; unit: cells; 5.
    public static let minimumDeviceRows = 5
    /// The narrowest terminal that gets a side panel; unit: cells; 80.
    public static let minimumColsForPanel = 80
    /// Points a cell covers across in a `fill` device; 10.
    public static let fillPointsPerCellX = 10.0
    /// Points a cell covers down in a `fill` device; 20.
    public static let fillPointsPerCellY = 20.0

    /// Terminal width; unit: cells; ≥ 0.
    public let cols: Int
    /// Terminal height; unit: cells; ≥ 0.
    public let rows: Int
    public let fit: Fit
    /// The device (the container) in cells; `.zero` when too small.
    public let device: CellRect
    /// The device frame: `device` grown by one cell; `.zero` when too small.
    public let frame: CellRect
    /// The side panel, or nil (not wanted, terminal too narrow, or too small).
    public let panel: CellRect?
    /// The compact panel under the device, or nil (not asked for, the side panel shown, or no room).
    public let compactPanel: CellRect?
    /// The rows the compact panel takes; 3.
    public static let compactPanelRows = 3
    /// The container's size; unit: points. The device size given, or for `fill` the device
    /// rectangle at 10 × 20 points a cell.
    public let containerSize: Size
    /// Points one cell covers across (`sx`); > 0.
    public let pointsPerCellX: Double
    /// Points one cell covers down (`sy`, about 2·`sx`); > 0.
    public let pointsPerCellY: Double

    public var fits: Bool { fit == .fits }

    /// The layout for a `cols` × `rows` terminal (unit: cells; any value, negatives count as 0)
    /// showing a device of `deviceSize` points (non-positive sides count as 1 pt); `isFill`
    /// for the `fill` device (then `deviceSize` is ignored); `wantsPanel` to reserve the panel;
    /// `compactPanel` (default false) to put the compact panel under the device when the side
    /// panel does not fit.
    public init(cols: Int, rows: Int, deviceSize: Size, isFill: Bool = false, wantsPanel: Bool = true,
                compactPanel wantsCompact: Bool = false) {
        let cols = max(0, cols), rows = max(0, rows)
        self.cols = cols
        self.rows = rows
        let w = deviceSize.width > 0 && deviceSize.width.isFinite ? deviceSize.width : 1
        let h = deviceSize.height > 0 && deviceSize.height.isFinite ? deviceSize.height : 1
        let need = isFill ? (Self.minimumDeviceCols + 2, Self.minimumDeviceRows + 2) : Self.need(width: w, height: h)

        // The panel only when the device still fits beside it.
        var panel: CellRect?
        if wantsPanel, cols >= Self.minimumColsForPanel {
            let pw = min(48, max(40, cols * 3 / 8))
            if cols - pw >= need.0, rows >= need.1 { panel = CellRect(x: cols - pw, y: 0, width: pw, height: rows) }
        }
        var compact: CellRect?
        if wantsPanel, wantsCompact, panel == nil, cols >= need.0, rows - Self.compactPanelRows >= need.1 {
            compact = CellRect(x: 0, y: rows - Self.compactPanelRows, width: cols, height: Self.compactPanelRows)
        }
        let areaCols = panel?.x ?? cols
        let availCols = areaCols - 2, availRows = (compact?.y ?? rows) - 2

        var device = CellRect.zero
        if isFill {
            if availCols >= Self.minimumDeviceCols, availRows >= Self.minimumDeviceRows {
                device = CellRect(x: 1, y: 1, width: availCols, height: availRows)
            }
        } else {
            device = Self.fitted(width: w, height: h, availCols: availCols, availRows: availRows)
            // A frame that would touch the panel (a wide device, e.g. phone-landscape) keeps one blank column from it.
            if panel != nil, !device.isEmpty, device.x + device.width + 1 >= areaCols {
                let narrower = Self.fitted(width: w, height: h, availCols: availCols - 1, availRows: availRows)
                if !narrower.isEmpty { device = narrower }
            }
        }

        if device.isEmpty {
            fit = .tooSmall(needCols: need.0, needRows: need.1)
            self.device = .zero
            frame = .zero
            self.panel = nil
            compactPanel = nil
            containerSize = isFill ? Size(width: 0, height: 0) : Size(width: w, height: h)
            pointsPerCellX = isFill ? Self.fillPointsPerCellX : 1
            pointsPerCellY = isFill ? Self.fillPointsPerCellY : 2
        } else {
            fit = .fits
            self.device = device
            frame = device.insetBy(-1)
            self.panel = panel
            compactPanel = compact
            if isFill {
                pointsPerCellX = Self.fillPointsPerCellX
                pointsPerCellY = Self.fillPointsPerCellY
                containerSize = Size(width: Double(device.width) * pointsPerCellX, height: Double(device.height) * pointsPerCellY)
            } else {
                pointsPerCellX = w / Double(device.width)
                pointsPerCellY = h / Double(device.height)
                containerSize = Size(width: w, height: h)
            }
        }
    }

    /// A `width` × `height` pt device scaled into `availCols` × `availRows` cells (sy = 2·sx, the
    /// limiting dimension exact) and centred there, offset by the frame's cell; `.zero` when it
    /// would be smaller than the minimum.
    static func fitted(width w: Double, height h: Double, availCols: Int, availRows: Int) -> CellRect {
        guard availCols > 0, availRows > 0 else { return .zero }
        // Device aspect in cells (width cells / height cells) with sy = 2·sx.
        let aspect = 2 * w / h
        var dc: Int, dr: Int
        if aspect * Double(availRows) <= Double(availCols) {
            dr = availRows
            dc = Int((aspect * Double(availRows)).rounded())
        } else {
            dc = availCols
            dr = Int((Double(availCols) / aspect).rounded())
        }
        dc = min(dc, availCols); dr = min(dr, availRows)
        guard dc >= Self.minimumDeviceCols, dr >= Self.minimumDeviceRows else { return .zero }
        return CellRect(x: 1 + (availCols - dc) / 2, y: 1 + (availRows - dr) / 2, width: dc, height: dr)
    }

    /// The smallest terminal (cells, panel not included) in which a `width` × `height` pt device
    /// fits: every terminal at least this large in both directions fits, and no other does.
    /// With a = 2·width/height, the device fits inside the frame's C × R cells exactly when
    /// round(a·R) ≥ `minimumDeviceCols` (the columns it gets when the rows limit it), R ≥
    /// `minimumDeviceRows`, round(C / a) ≥ `minimumDeviceRows` and C ≥ `minimumDeviceCols` —
    /// conditions on R alone and on C alone, so the least R and the least C, plus the frame, are
    /// the answer. Capped at 100 000 for absurd aspect ratios.
    static func need(width w: Double, height h: Double) -> (Int, Int) {
        let aspect = 2 * w / h
        let cap = 100_000.0
        let minCols = Double(minimumDeviceCols), minRows = Double(minimumDeviceRows)
        func least(from floor: Double, estimate: Double, _ enough: (Double) -> Bool) -> Double {
            var n = min(max(floor, estimate.rounded(.up)), cap)
            while !enough(n), n < cap { n += 1 }
            while n - 1 >= floor, enough(n - 1) { n -= 1 }
            return n
        }
        let r = least(from: minRows, estimate: (minCols - 0.5) / aspect) { (aspect * $0).rounded() >= minCols }
        let c = least(from: minCols, estimate: (minRows - 0.5) * aspect) { ($0 / aspect).rounded() >= minRows }
        return (Int(c) + 2, Int(r) + 2)
    }

    /// The container point (unit: points) at the centre of terminal cell (`col`, `row`) — for
    /// mouse input. Cells outside the device give points outside the container; nil when the
    /// terminal is too small.
    public func point(forCell cell: CellPosition) -> Point? {
        guard fits else { return nil }
        return Point(x: (Double(cell.col - device.x) + 0.5) * pointsPerCellX,
                     y: (Double(cell.row - device.y) + 0.5) * pointsPerCellY)
    }

    /// The terminal cell holding container point `p` (unit: points); may lie outside the device
    /// (or the terminal) for points outside the container; nil when too small or not finite.
    public func cell(forPoint p: Point) -> CellPosition? {
        guard fits, p.x.isFinite, p.y.isFinite else { return nil }
        let cx = (p.x / pointsPerCellX).rounded(.down), cy = (p.y / pointsPerCellY).rounded(.down)
        guard abs(cx) < 1e9, abs(cy) < 1e9 else { return nil }
        return CellPosition(col: device.x + Int(cx), row: device.y + Int(cy))
    }
}

import SegueCore

/// The `Viewport` every headless and live frame is drawn with: for each terminal size it is the
/// renderer's `Layout`, so a mouse report maps to the point drawn in that cell and a `fill`
/// device gets the drawing area's size.
public struct LayoutViewport: Viewport, Equatable {
    /// The scenario's device (its size in points, or `fill`).
    public var device: Device
    /// Whether the side panel is wanted (it narrows the device area when shown).
    public var wantsPanel: Bool
    /// Whether the compact panel goes under the device when the side panel does not fit (a
    /// comparison's half; `Layout`); default false.
    public var compactPanel: Bool

    /// - Parameters:
    ///   - device: the scenario's device.
    ///   - wantsPanel: whether the side panel is wanted; the commands' default: true unless `--no-hud`.
    ///   - compactPanel: whether the compact panel is wanted where the side panel does not fit; default false.
    public init(device: Device, wantsPanel: Bool, compactPanel: Bool = false) {
        self.device = device
        self.wantsPanel = wantsPanel
        self.compactPanel = compactPanel
    }

    /// The layout of a terminal of `terminalSize` cells.
    public func layout(terminalSize: (cols: Int, rows: Int)) -> Layout {
        Layout(cols: terminalSize.cols, rows: terminalSize.rows, deviceSize: device.size, isFill: device.isFill,
               wantsPanel: wantsPanel, compactPanel: compactPanel)
    }

    public func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point? {
        layout(terminalSize: terminalSize).point(forCell: CellPosition(col: col, row: row))
    }

    /// The drawing area's size for a `fill` device; nil (the device's own size) otherwise.
    public func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size? {
        device.isFill ? layout(terminalSize: terminalSize).containerSize : nil
    }
}

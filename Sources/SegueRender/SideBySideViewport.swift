import SegueCore

/// The viewport of one variant of a comparison (`play --compare`; docs/cli.md): each variant
/// is drawn in its half of the terminal below the labels row (`SideBySide`). A mouse report on
/// either half maps to the point under it in that half's device, and both variants get that same
/// point in their own device's coordinates — one drag drives both.
public struct SideBySideViewport: Viewport, Equatable {
    /// The layout of one half.
    public var half: LayoutViewport

    /// - Parameters:
    ///   - device: the variant's device.
    ///   - wantsPanel: whether the side panel is wanted in each half (shown when a half is wide
    ///     enough, else the compact panel under the device).
    public init(device: Device, wantsPanel: Bool) {
        half = LayoutViewport(device: device, wantsPanel: wantsPanel, compactPanel: true)
    }

    public func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point? {
        let size = SideBySide.halfSize(cols: terminalSize.cols, rows: terminalSize.rows)
        let rightX = size.cols + 1
        return half.point(col: col >= rightX ? col - rightX : col, row: row - 1, terminalSize: size)
    }

    public func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size? {
        half.containerSize(terminalSize: SideBySide.halfSize(cols: terminalSize.cols, rows: terminalSize.rows))
    }
}

extension Player {
    /// A player for one variant of a comparison: its viewport is its half of the terminal
    /// (`SideBySideViewport`); `terminalSize` is the whole terminal's (unit: cells).
    public convenience init(comparing scenario: Scenario, terminalSize: (cols: Int, rows: Int), showsPanel: Bool) {
        self.init(scenario: scenario, terminalSize: terminalSize,
                  viewport: SideBySideViewport(device: scenario.device, wantsPanel: showsPanel))
    }
}

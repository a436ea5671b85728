import SegueSupport

/// Where the scenario's device sits on the terminal, as far as the `Player` needs to know:
/// which container point a terminal cell shows (for mouse reports) and what size the container
/// gets (the `fill` device follows the terminal). The renderer's layout provides the real one
/// (SegueRender's `LayoutViewport`), so a recorded mouse drag lands where it did live.
public protocol Viewport: Sendable {
    /// The container point (unit: points) shown at the centre of terminal cell (`col`, `row`)
    /// (unit: cells, from the top-left corner) on a terminal of `terminalSize` cells; points
    /// outside the container for cells outside the device; nil when no point is shown there
    /// (the terminal is too small, or the viewport shows no device).
    func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point?
    /// The size the container is given on a terminal of `terminalSize` cells (unit: points), or
    /// nil for the scenario's own device size.
    func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size?
}

/// A viewport that shows no device: mouse reports land nowhere and the container keeps the
/// scenario's device size. What a `Player` made without a viewport uses (key-only tests).
public struct NoViewport: Viewport {
    public init() {}
    public func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point? { nil }
    public func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size? { nil }
}

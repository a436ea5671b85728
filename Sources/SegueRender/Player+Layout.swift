import SegueCore

extension Player {
    /// A player set up the way every headless and live frame is drawn: its viewport is the
    /// renderer's `Layout` for the terminal size (`LayoutViewport`), so a recorded mouse drag
    /// lands where it did live and a `fill` device gets the drawing area's size.
    /// `segue play`, `render`, `timeline`, the gallery and the golden-frame tests all build their
    /// player here.
    /// - Parameters:
    ///   - scenario: the validated scenario to play.
    ///   - terminalSize: the terminal size the model sees; unit: cells (columns ≥ 1, rows ≥ 1).
    ///   - showsPanel: whether the side panel is wanted (it narrows the device area when shown);
    ///     default of the commands: true unless `--no-hud`.
    public convenience init(_ scenario: Scenario, terminalSize: (cols: Int, rows: Int), showsPanel: Bool) {
        self.init(scenario: scenario, terminalSize: terminalSize,
                  viewport: LayoutViewport(device: scenario.device, wantsPanel: showsPanel))
    }
}

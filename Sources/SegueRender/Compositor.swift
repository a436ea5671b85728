import SegueCore

/// Everything a frame shows, composed: the device with its views (`FrameRenderer`), the side
/// panel (`drawPanel`) in the layout's panel rectangle, and the help overlay when asked for.
/// The one place the live previewer and the headless exports build a frame, so that a replay
/// renders exactly what the live session showed.
public struct Compositor {
    public var renderer: FrameRenderer
    public var options: RenderOptions { renderer.options }
    /// What the side panel reuses from frame to frame.
    var panelMemo = PanelMemo()

    public init(options: RenderOptions) {
        renderer = FrameRenderer(options: options)
    }

    /// What the player adds to a frame.
    public struct Overlay: Sendable, Equatable {
        /// Model speed; unitless (1, 0.5, 0.25, 0.1); default 1.
        public var speed: Double
        public var paused: Bool
        public var help: Bool
        /// The help overlay's page (`Player.helpPage`); default 0.
        public var helpPage: Int
        public var message: String?
        /// How far the panel's call log is scrolled back (`Player.logScroll`); default not at all.
        public var logScroll: LogScroll
        /// The onion skin's ghosts (`OnionSkin.ghosts`), drawn over the device; default none.
        public var onionSkin: [OnionSkin.Ghost]
        /// In a comparison, both variants' panel facts (`PanelOptions.compared`); default nil.
        public var comparedPanel: PanelComparePlot.Variants?
        /// A recording replays (`segue replay`): the panel hints, and the help overlay lists, the
        /// replay's keys (`KeyMaps.replay`); default false.
        public var replaying: Bool
        public init(speed: Double = 1, paused: Bool = false, help: Bool = false, helpPage: Int = 0, message: String? = nil,
                    logScroll: LogScroll = LogScroll(), onionSkin: [OnionSkin.Ghost] = [], comparedPanel: PanelComparePlot.Variants? = nil,
                    replaying: Bool = false) {
            self.comparedPanel = comparedPanel
            self.replaying = replaying
            self.speed = speed
            self.paused = paused
            self.help = help
            self.helpPage = helpPage
            self.message = message
            self.logScroll = logScroll
            self.onionSkin = onionSkin
        }
    }

    /// Composes a frame of `cols` × `rows` cells into `grid` (reusing its storage).
    @discardableResult
    public mutating func compose(_ scene: Scene, cols: Int, rows: Int, overlay: Overlay = Overlay(),
                                 into grid: inout CellGrid) -> Layout {
        let layout = renderer.render(scene, cols: cols, rows: rows, into: &grid)
        guard layout.fits else { return layout }
        OnionSkinDrawing.draw(overlay.onionSkin, scene: scene, layout: layout, options: options, into: &grid)
        if let panel = layout.panel, options.showsPanel {
            drawPanel(scene.panel, into: &grid, rect: panel,
                    options: PanelOptions(ascii: options.ascii, speed: overlay.speed, paused: overlay.paused,
                                        color: options.colorMode != .none, logScroll: overlay.logScroll,
                                        compared: overlay.comparedPanel, replaying: overlay.replaying), memo: &panelMemo)
        }
        if let compact = layout.compactPanel, options.showsPanel {
            CompactPanel.draw(scene.panel, into: &grid, rect: compact,
                              options: PanelOptions(ascii: options.ascii, speed: overlay.speed, paused: overlay.paused,
                                                    color: options.colorMode != .none), memo: &panelMemo)
        }
        if let message = overlay.message { drawMessage(message, into: &grid) }
        if overlay.help {
            HelpOverlay.draw(overlay.replaying ? HelpOverlay.replayKeys : HelpOverlay.keys, page: overlay.helpPage, into: &grid,
                             ascii: options.ascii, color: options.colorMode != .none)
        }
        return layout
    }

    /// A one-line message across the bottom row (hot-reload errors, "cut short").
    private func drawMessage(_ text: String, into grid: inout CellGrid) {
        guard grid.height > 0 else { return }
        let y = grid.height - 1
        let fg = options.colorMode == .none ? nil : RGB(r: 255, g: 255, b: 255)
        let bg = options.colorMode == .none ? nil : RGB(r: 153, g: 27, b: 27)
        for x in 0..<grid.width { grid[x, y] = Cell(" ", fg: fg, bg: bg) }
        grid.put(options.ascii ? HelpOverlay.asciiOnly(text) : text, x: 1, y: y, maxWidth: grid.width - 2, fg: fg, bg: bg,
                 attributes: options.colorMode == .none ? .reverse : [])
    }
}

import SegueCore

/// How the side panel is drawn.
public struct PanelOptions: Sendable, Equatable {
    /// Draw with ASCII glyphs only (`--ascii`): `#` bars, `*` plots, `...` for truncation, and
    /// every non-ASCII character of file text shown as `?` (or a close ASCII spelling for arrows
    /// and the like). Default false.
    public var ascii: Bool
    /// The playback speed factor shown on the status row when it is not 1 (e.g. `0.25×`);
    /// unit: model seconds per wall-clock second, > 0; default 1.
    public var speed: Double
    /// Whether the previewer is paused (shows `paused` on the status row). Default false.
    public var paused: Bool
    /// Whether the panel uses colour (foreground RGB); off for `NO_COLOR` or a colourless
    /// terminal, when only bold/dim/reverse attributes tell parts apart. Default true.
    public var color: Bool
    /// How far the call log is scrolled back (Page Up / Page Down, recorded by the player);
    /// default: not at all, the log shows its newest entries.
    public var logScroll: LogScroll
    /// In a comparison, both variants' facts: the plot shows both curves and the caption both
    /// percents (`PanelComparePlot`), in either half; default nil (no comparison).
    public var compared: PanelComparePlot.Variants?
    /// A recording replays (`segue replay`): the key hints are the replay's (docs/terminal.md);
    /// default false.
    public var replaying: Bool

    public init(ascii: Bool = false, speed: Double = 1, paused: Bool = false, color: Bool = true,
                logScroll: LogScroll = LogScroll(), compared: PanelComparePlot.Variants? = nil, replaying: Bool = false) {
        self.compared = compared
        self.replaying = replaying
        self.ascii = ascii
        self.speed = speed
        self.paused = paused
        self.color = color
        self.logScroll = logScroll
    }
}

/// The roles text plays in the panel, and how each looks with and without colour.
enum PanelRole {
    case title, text, dim, key, bar, curve, playhead, warning, gesture
    /// The other variant's curve in a comparison.
    case compared
    case phase(Phase)

    /// Foreground colour when colour is on.
    var color: RGB {
        switch self {
        case .title, .key: RGB(r: 240, g: 240, b: 240)
        case .text: RGB(r: 210, g: 210, b: 210)
        case .dim: RGB(r: 130, g: 130, b: 130)
        case .bar: RGB(r: 96, g: 165, b: 250)
        case .curve: RGB(r: 45, g: 212, b: 191)
        case .playhead: RGB(r: 250, g: 204, b: 21)
        case .warning: RGB(r: 248, g: 113, b: 113)
        case .gesture: RGB(r: 192, g: 132, b: 252)
        case .compared: RGB(r: 244, g: 114, b: 182)
        case .phase(let p):
            switch p {
            case .idle: RGB(r: 130, g: 130, b: 130)
            case .animating: RGB(r: 96, g: 165, b: 250)
            case .interactive: RGB(r: 250, g: 204, b: 21)
            case .finishing: RGB(r: 74, g: 222, b: 128)
            case .cancelling: RGB(r: 248, g: 113, b: 113)
            }
        }
    }

    /// Attributes; without colour, secondary text is dimmed instead of greyed.
    func attributes(color: Bool) -> CellAttributes {
        switch self {
        case .title, .key, .warning: [.bold]
        case .phase(let p): p == .idle ? (color ? [] : [.dim]) : [.bold]
        case .dim: color ? [] : [.dim]
        default: []
        }
    }
}

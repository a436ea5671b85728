import SegueCore
import SegueRender
import SeguePixels

/// A headless run (`render`, `timeline`, the pictures, `segue test`'s recorded run, the
/// benchmark's runs): the players — A, and a comparison's B
/// driven by the same events — the compositors that draw them into one grid (B in the right
/// half, under the labels), and the run loop that steps them at a frame rate (`HeadlessRun`).
/// No terminal, no clock: the frames are at the session times the loop gives.
public final class HeadlessSession {
    /// A (with the input's tuning).
    public let player: Player
    /// A comparison's B, nil without one.
    public let other: Player?
    /// The labels of a comparison's two halves, A's and B's.
    let labels: (String, String)?
    /// Draw the onion skin's ghosts (`render --onion`).
    let onion: Bool
    private var compositor: Compositor
    private var otherCompositor: Compositor
    private var grid = CellGrid(width: 0, height: 0)
    private var halves = (CellGrid(width: 0, height: 0), CellGrid(width: 0, height: 0))

    /// The players, every event goes to each of them.
    public var players: [Player] { [player] + [other].compactMap { $0 } }

    /// - Parameters:
    ///   - labels: a comparison's labels (with `other`).
    ///   - options: how frames are drawn; `images`: the scenario's images they draw from.
    public init(player: Player, other: Player? = nil, labels: (String, String)? = nil, options: RenderOptions = RenderOptions(),
                images: ImageLibrary? = nil, onion: Bool = false) {
        self.player = player
        self.other = other
        self.labels = labels
        self.onion = onion
        // A comparison's halves put the compact panel under the device where the side panel does not fit.
        var options = options
        options.compactPanel = other != nil
        compositor = Compositor(options: options)
        compositor.renderer.images = images
        otherCompositor = Compositor(options: options)
        otherCompositor.renderer.images = images
    }

    /// Runs the players through `events` (`HeadlessRun.run`), calling `frame` with each frame's time.
    /// - Parameters:
    ///   - fps: frames per second; `until`: the last frame's time (nil: when nothing moves any more).
    ///   - afterEvent: called right after each event is handled (`segue test` follows a restart there).
    @discardableResult
    public func run(events: [TimedEvent], fps: Double, until: Double?, afterEvent: (() -> Void)? = nil,
                    frame: (Double) throws -> Void) rethrows -> HeadlessRun.Ending {
        try HeadlessRun.run(players, events: events, fps: fps, until: until, afterEvent: afterEvent, frame: frame)
    }

    /// Plays the events up to `t` and moves every player to `t` (`render --at`).
    public func advance(_ events: [TimedEvent], to t: Double) {
        for e in events where e.t <= t { for p in players { p.handle(e) } }
        for p in players { p.advance(to: t) }
    }

    /// The frame now, `cols` × `rows` cells: A alone, or A and B side by side, each in its half
    /// with the panel comparing both.
    public func frame(cols: Int, rows: Int) -> CellGrid {
        guard let other, let labels else {
            compositor.compose(player.scene(), cols: cols, rows: rows, overlay: overlay(player), into: &grid)
            return grid
        }
        let half = SideBySide.halfSize(cols: cols, rows: rows)
        let scenes = (player.scene(), other.scene())  // once a frame: the panel reads both
        let both = PanelComparePlot.Variants(a: scenes.0.panel, b: scenes.1.panel)
        compositor.compose(scenes.0, cols: half.cols, rows: half.rows, overlay: overlay(player, compared: both), into: &halves.0)
        otherCompositor.compose(scenes.1, cols: half.cols, rows: half.rows, overlay: overlay(other, compared: both), into: &halves.1)
        SideBySide.join(halves.0, halves.1, labels: labels, cols: cols, rows: rows, ascii: compositor.options.ascii, into: &grid)
        return grid
    }

    private func overlay(_ p: Player, compared: PanelComparePlot.Variants? = nil) -> Compositor.Overlay {
        .init(speed: p.speed, paused: p.paused, logScroll: p.logScroll, onionSkin: onion ? OnionSkin.ghosts(of: p) : [],
              comparedPanel: compared)
    }
}

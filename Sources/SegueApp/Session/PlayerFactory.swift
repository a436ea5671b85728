import SegueCore
import SegueRender

/// How a host's runs make their players: every player SegueApp builds — `play`'s and `replay`'s
/// sessions, `render`'s, `timeline`'s and the pictures' runs, a hot reload's new version, the
/// gallery's — is made by the `PlayerFactory` its loaded input carries (`LoadedInput.players`,
/// given to `InputLoading.load` and to each command's `run`). SegueApp decides where a player
/// is drawn (its viewport: the whole drawing area, or a comparison's half); the factory decides
/// what it plays. The default, `.scenario`, plays the model the scenario describes; a host that
/// builds the model from an engineer's own code gives its own `make` (docs/architecture.md,
/// "The model's objects, by name").
public struct PlayerFactory: Sendable {
    /// Makes a player of `scenario` for a terminal of `terminalSize` cells (the size at session
    /// time 0) seen through `viewport` (where the device sits on that terminal).
    public typealias Make = @Sendable (_ scenario: Scenario, _ terminalSize: (cols: Int, rows: Int), _ viewport: any Viewport) -> Player

    public let make: Make
    /// Whether its players' inspector steps replay the last gesture as its presses (a recording of
    /// format 2 replays with false: `SessionHeader.stepReplaysGestures`); default true.
    public var stepReplaysGestures = true
    /// How its players' models are built (and a scenario with Swift sources readied):
    /// `segue sweep`'s cells and the loading of such a scenario use it; default `.scenario`.
    public let models: ModelFactory

    public init(make: @escaping Make, models: ModelFactory = .scenario) {
        self.make = make
        self.models = models
    }

    /// Players whose models `models` builds.
    public init(models: ModelFactory) {
        self.init(make: { Player(scenario: $0, terminalSize: $1, viewport: $2, models: models) }, models: models)
    }

    /// The scenario's own model (`Player(scenario:terminalSize:viewport:)`): what `segue` plays.
    public static let scenario = PlayerFactory { Player(scenario: $0, terminalSize: $1, viewport: $2) }

    /// A player drawn over the whole drawing area: its viewport is the renderer's `Layout` for
    /// the terminal size (`LayoutViewport`, as `Player(_:terminalSize:showsPanel:)` sets it).
    /// - Parameters:
    ///   - terminalSize: the terminal size the model sees; unit: cells (columns ≥ 1, rows ≥ 1).
    ///   - showsPanel: whether the side panel is wanted (it narrows the device area when shown).
    ///   - compactPanel: whether the compact panel goes under the device where the side panel does
    ///     not fit (a comparison's half drawn on its own; `Layout`); default false.
    public func player(_ scenario: Scenario, terminalSize: (cols: Int, rows: Int), showsPanel: Bool,
                       compactPanel: Bool = false) -> Player {
        made(make(scenario, terminalSize, LayoutViewport(device: scenario.device, wantsPanel: showsPanel, compactPanel: compactPanel)))
    }

    /// A player for one variant of a comparison: its viewport is its half of the terminal
    /// (`SideBySideViewport`, as `Player(comparing:terminalSize:showsPanel:)` sets it);
    /// `terminalSize` is the whole terminal's (unit: cells).
    public func player(comparing scenario: Scenario, terminalSize: (cols: Int, rows: Int), showsPanel: Bool) -> Player {
        made(make(scenario, terminalSize, SideBySideViewport(device: scenario.device, wantsPanel: showsPanel)))
    }

    /// `player` with this factory's settings.
    private func made(_ player: Player) -> Player {
        player.stepReplaysGestures = stepReplaysGestures
        return player
    }
}

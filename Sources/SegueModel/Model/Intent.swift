import SegueScenario

/// What a key means, mode by mode (docs/cli.md, "Keys"). `KeyMaps` binds the keys to these;
/// the code that acts on a key acts on its intent, so that one table says what every key does.

/// What a key means in the previewer (`segue play`, a scenario opened from the gallery). The
/// `Player` acts on the session's intents (quit, speed, pause, the help overlay, …) and hands the
/// rest to the `SimulatedApp`: the gesture's and the container's.
public enum Intent: Sendable, Hashable {
    /// An arrow: the edge pan's finger moves in or out, depending on the pan's edge; the first
    /// inward press puts the finger down (docs/gestures.md).
    case pan(Arrow)
    /// `-` pinches in (toward finishing), `+` out.
    case pinch(inward: Bool)
    /// Enter: lift the finger of a keyboard gesture.
    case lift
    /// Space: lift the finger of a keyboard gesture while one is down, else pause or resume.
    case liftOrPause
    /// Escape: cancel the gesture while a finger is down.
    case cancelGesture
    /// `p`: push (or present) the scenario's next screen.
    case forward
    /// `b`: pop (or dismiss) without a gesture.
    case back
    /// A digit: select tab `number`, or in a containment parent transition to child `number`;
    /// 1…9 (1 = the first).
    case selectTab(Int)
    /// Page Up / Page Down: scroll the panel's call log a page.
    case scrollLog(LogScroll.Direction)
    /// `.`: step one frame while paused.
    case stepFrame
    /// `,`: step one frame back while paused (recomputed from the events; docs/terminal.md).
    case stepFrameBack
    /// `o`: show or hide the onion skin (docs/terminal.md).
    case toggleOnionSkin
    /// `s`: the next speed.
    case cycleSpeed
    /// `r`: restart the scenario.
    case restart
    /// `g`: restart the model and replay the last transition's start — the presses of the
    /// gesture that started it, at their intervals, or its `p`, `b` or digit (docs/terminal.md).
    case replayLastStart
    /// `n` / `N`: the next or previous scenario (in the gallery).
    case nextScenario, previousScenario
    /// `?`: show the help overlay.
    case showHelp
    /// `t`: open the inspector (`KeyMaps.inspector` while it is open).
    case openInspector
    /// `q`: quit (back to the gallery from a scenario opened there).
    case quit
}

/// What a key means while the inspector is open (docs/terminal.md, "The inspector"); keys
/// `KeyMaps.inspector` does not bind mean what they mean in the previewer.
public enum InspectorIntent: Sendable, Hashable {
    /// ↑ / ↓: select the previous / next parameter (not the pan while the inspector is open).
    case select(previous: Bool)
    /// `[` / `]` down / up by the parameter's step; `{` / `}` by its fine step.
    case step(up: Bool, fine: Bool)
    /// `u`: undo the last change.
    case undo
    /// `w`: write the changed values into the scenario file in place.
    case write
    /// `e`: write `segue export` of the tuned scenario next to the scenario file.
    case export
    /// `t`: close the inspector.
    case close
}

/// An arrow key's direction.
public enum Arrow: Sendable, Hashable, CaseIterable {
    case right, left, up, down

    /// The arrow key (what `KeyMaps` binds to `Intent.pan`).
    public var key: Key {
        switch self {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        }
    }
}

/// What a key means while a recorded session replays (`segue replay`): the viewer drives the
/// replay's clock, never the model.
public enum ReplayIntent: Sendable, Hashable {
    case togglePause, stepFrame, cycleSpeed, quit
    /// `,`: one frame back while paused (the replay recomputed up to then).
    case stepFrameBack
    /// `[` / `]`: scrub the replay 0.1 s back or forward.
    case scrub(forward: Bool)
    /// `o`: show or hide the onion skin.
    case toggleOnionSkin
    /// `?`: the replay's help overlay (its keys).
    case showHelp
}

/// What a key means in the gallery's list of scenarios.
public enum GalleryIntent: Sendable, Hashable {
    /// Move the selection up (`previous`) or down.
    case choose(previous: Bool)
    /// Open the selected scenario.
    case open
    /// Open the scenario after (or before) the selected one.
    case openNext, openPrevious
    case showHelp
    case quit
}

/// What a key means while the help overlay is shown: the paging keys turn its pages, every
/// other key closes it and does nothing else.
public enum HelpOverlayIntent: Sendable, Hashable {
    case close
    /// → / PgDn: the next page; ← / PgUp: the previous one (round the pages).
    case page(forward: Bool)
}

import SegueCore
import SegueRender

/// The call log as JSON Lines, what `segue timeline --log FILE` writes (docs/panel-and-exports.md):
/// one object a line, `{"t": 0.5, "call": "startInteractiveTransition"}`, and
/// `{"t": 1.4, "call": "completeTransition(true) ignored: already completed", "warning": true}`
/// for a warning.
///
/// - `t`: the time of the call as the panel shows it — model time in seconds, which is session
///   time unless the speed changed, the player paused or the scenario restarted — with at most
///   6 decimals and no trailing zeros (`0.5`, `1.016667`), without locale;
/// - `call`: the logged text as a JSON string (`JSONText.quoted`: quotes, backslashes and
///   control characters escaped, everything else as itself in UTF-8).
public enum CallLogJSONLines {
    /// The line for `entry`, without the line break.
    public static func line(_ entry: LogEntry) -> String {
        "{\"t\": " + DecimalText.compact(entry.t, decimals: 6, rounding: .halfAwayFromZero) + ", \"call\": " + JSONText.quoted(entry.text)
            + (entry.isWarning ? ", \"warning\": true" : "") + "}"
    }

    /// Gathers the whole log of a run as it grows: call `collect(from:)` after every frame. It
    /// takes only the entries added since the last call, so none is lost when the log drops its
    /// oldest ones, and when the player restarts its scenario (a new model, a new log) it first
    /// takes what the old log added, then goes on with the new one.
    public struct Collector {
        /// The lines so far, each ending in a line break.
        public private(set) var text = ""
        private var model: SimulatedApp?
        /// Entries of `model`'s log taken so far (`EventLog.appended` then).
        private var taken = 0

        public init() {}

        public mutating func collect(from player: Player) {
            if let old = model, old !== player.app {
                take(from: old)
                taken = 0
            }
            model = player.app
            take(from: player.app)
        }

        private mutating func take(from model: SimulatedApp) {
            let log = model.runtime.log
            for e in log.entries.suffix(min(log.appended - taken, log.entries.count)) {
                text += CallLogJSONLines.line(e)
                text += "\n"
            }
            taken = log.appended
        }
    }
}

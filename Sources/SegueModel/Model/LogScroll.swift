/// How the side panel's call log has been scrolled with Page Up / Page Down
/// (docs/panel-and-exports.md): the pages turned since the view last followed the newest entry.
///
/// The player records each turn with the number of log entries there were at that moment; the
/// renderer, which knows the panel's size and how lines wrap, works out the rows to show
/// (`PanelLogScroll` in SegueRender). Page Up moves the view up by its height less one row, Page
/// Down down by as much, and a view that gets back to the newest entry follows it again. While
/// the view is scrolled back, new entries do not move it: the turns are measured in the
/// entries there were when they were made.
public struct LogScroll: Sendable, Equatable {
    public enum Direction: Sendable, Equatable {
        case up, down
    }

    /// Pages turned the same way one after another.
    public struct Turn: Sendable, Equatable {
        public var direction: Direction
        /// How many pages; ≥ 1.
        public var pages: Int
        /// How many log entries there were when the first of these pages was turned, counted from
        /// the first entry of the log the scroll is read against (see `counted(from:)`); may be
        /// 0 or negative when the log has since dropped that many of its oldest entries.
        public var entries: Int

        public init(direction: Direction, pages: Int, entries: Int) {
            self.direction = direction
            self.pages = pages
            self.entries = entries
        }
    }

    /// The turns, oldest first; empty while the view follows the newest entry.
    public private(set) var turns: [Turn]

    public init(turns: [Turn] = []) {
        self.turns = turns
    }

    /// Records a page turned `direction` when the log had `entries` entries. Page Down with no
    /// page up before it changes nothing (the view is at the newest entry). Pages turned the same
    /// way with no new entry in between are one turn.
    public mutating func turn(_ direction: Direction, entries: Int) {
        if direction == .down, turns.isEmpty { return }
        if var last = turns.last, last.direction == direction, last.entries == entries {
            last.pages += 1
            turns[turns.count - 1] = last
            return
        }
        turns.append(Turn(direction: direction, pages: 1, entries: entries))
    }

    /// The same turns with their entry counts taken relative to entry number `first` of the
    /// whole log: how a player hands the scroll to the renderer once the log has dropped its
    /// `first` oldest entries.
    public func counted(from first: Int) -> LogScroll {
        LogScroll(turns: turns.map { Turn(direction: $0.direction, pages: $0.pages, entries: $0.entries - first) })
    }
}

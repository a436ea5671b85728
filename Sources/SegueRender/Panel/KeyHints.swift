import SegueCore

/// The key-hint line at the bottom of the panel: the keys that do something now, worded from
/// the scenario's `Controls` and whether a finger is down (docs/panel-and-exports.md).
enum KeyHints {
    /// One hint: the key as drawn in Unicode, what it does, and how long it stays when the line
    /// is short (higher stays longer). ASCII mode spells the key with `PanelText.clean`.
    struct Hint: Equatable {
        var key: String
        var label: String
        var priority: Int
    }

    /// What the hints depend on.
    struct Context: Equatable {
        var controls: Controls
        /// A finger is down: Escape cancels.
        var touching: Bool
        /// Enter and Space lift that finger (a keyboard gesture, not a mouse drag).
        var liftsWithKeys = true
        /// Model time is paused: Space resumes.
        var paused: Bool
        /// The inspector is open: its keys are hinted instead of the gestures (↑/↓ select, not pan).
        var inspecting = false
        /// A recording replays (`segue replay`): the replay's keys (`KeyMaps.replay`) are hinted,
        /// none of the previewer's.
        var replaying = false
    }

    /// A replay's hints (`KeyMaps.replay`): `␣ pause` (`␣ resume` while paused), `. , step`,
    /// `[ ] scrub`, `s speed`, `o onion`, `? help`, `q quit`.
    static func replayHints(paused: Bool) -> [Hint] {
        [Hint(key: "␣", label: paused ? "resume" : "pause", priority: 8), Hint(key: ". ,", label: "step", priority: 5),
         Hint(key: "[ ]", label: "scrub", priority: 7), Hint(key: "s", label: "speed", priority: 6),
         Hint(key: "o", label: "onion", priority: 4), Hint(key: "?", label: "help", priority: 9),
         Hint(key: "q", label: "quit", priority: 10)]
    }

    /// The hints for `context`, in display order:
    /// the gestures on offer (`→ pan` with the arrow of the pan's edge, `←→↑↓ pan` for the zoom
    /// dismissal, `-/+ pinch`, `1-3 tabs`,
    /// `1-2 children` in a containment parent),
    /// `⏎/␣ release` while a keyboard finger is down, `esc cancel` while any finger is,
    /// `p push`/`p present`, `b back`/`b dismiss`, `␣ pause` (`␣ resume` while paused) unless
    /// Space would release,
    /// `s speed`, `? help`, `q quit`; a replay's own (`replayHints`) while replaying. Priorities leave room for one more entry between
    /// `s speed` and `? help` (a log key, priority 1).
    static func hints(_ context: Context) -> [Hint] {
        let c = context.controls
        if context.replaying { return replayHints(paused: context.paused) }
        if context.inspecting {
            return [Hint(key: "↑↓", label: "select", priority: 8), Hint(key: "[ ]", label: "step", priority: 7),
                    Hint(key: "{ }", label: "fine", priority: 4), Hint(key: "u", label: "undo", priority: 6),
                    Hint(key: "w", label: "write", priority: 5), Hint(key: "e", label: "export", priority: 3),
                    Hint(key: "t", label: "close", priority: 9), Hint(key: "q", label: "quit", priority: 10)]
        }
        var hints: [Hint] = []
        if let edge = c.panEdge { hints.append(Hint(key: edge.panInwardGlyph, label: "pan", priority: 8)) }
        if c.zoomPan { hints.append(Hint(key: "←→↑↓", label: "pan", priority: 8)) }
        if c.pinch { hints.append(Hint(key: "-/+", label: "pinch", priority: 8)) }
        if c.tabCount == 1 { hints.append(Hint(key: "1", label: "tab", priority: 8)) }
        if c.tabCount > 1 { hints.append(Hint(key: "1-\(min(c.tabCount, 9))", label: "tabs", priority: 8)) }
        if c.childCount == 1 { hints.append(Hint(key: "1", label: "child", priority: 8)) }
        if c.childCount > 1 { hints.append(Hint(key: "1-\(min(c.childCount, 9))", label: "children", priority: 8)) }
        let keysLift = context.touching && context.liftsWithKeys
        if keysLift { hints.append(Hint(key: "⏎/␣", label: "release", priority: 7)) }
        if context.touching { hints.append(Hint(key: "esc", label: "cancel", priority: 6)) }
        if let op = c.forward { hints.append(Hint(key: "p", label: op.rawValue, priority: 5)) }
        if let op = c.back { hints.append(Hint(key: "b", label: op == .pop ? "back" : op.rawValue, priority: 4)) }
        if !keysLift { hints.append(Hint(key: "␣", label: context.paused ? "resume" : "pause", priority: 3)) }
        hints.append(Hint(key: "s", label: "speed", priority: 2))
        hints.append(Hint(key: "?", label: "help", priority: 9))
        hints.append(Hint(key: "q", label: "quit", priority: 10))
        return hints
    }

    /// The hints that fit in `width` cells, in display order, as (key, label) pairs (keys spelled
    /// for `ascii`); items are separated by one space, as are key and label. While the line is
    /// too long the hint with the lowest priority goes.
    static func fitting(_ hints: [Hint], width: Int, ascii: Bool) -> [(key: String, label: String)] {
        var items = hints.map { (key: PanelText.clean($0.key, ascii: ascii), label: $0.label, priority: $0.priority) }
        func length() -> Int {
            items.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + $1.label.count } + max(0, items.count - 1)
        }
        while !items.isEmpty, length() > width {
            let lowest = items.indices.min { items[$0].priority < items[$1].priority }!
            items.remove(at: lowest)
        }
        return items.map { ($0.key, $0.label) }
    }
}

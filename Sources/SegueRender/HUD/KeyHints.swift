/// The key-hint line at the bottom of the panel.
enum KeyHints {
    /// Hints in display order: (key, ASCII key, label, priority). When the line is too narrow
    /// the hints with the lowest priority go first; `q quit` stays longest.
    static let all: [(key: String, asciiKey: String, label: String, priority: Int)] = [
        ("←→", "<->", "pan", 7), ("⏎", "enter", "release", 6), ("esc", "esc", "cancel", 5),
        ("p", "p", "push", 4), ("b", "b", "back", 3), ("s", "s", "speed", 1),
        ("␣", "spc", "pause", 2), ("?", "?", "help", 8), ("q", "q", "quit", 9),
    ]

    /// The hints that fit in `width` cells, in display order, as (key, label) pairs; items are
    /// separated by one space, as are key and label.
    static func fitting(width: Int, ascii: Bool) -> [(key: String, label: String)] {
        func length(_ items: [(key: String, asciiKey: String, label: String, priority: Int)]) -> Int {
            items.reduce(0) { $0 + DisplayWidth.of(ascii ? $1.asciiKey : $1.key) + 1 + $1.label.count } + max(0, items.count - 1)
        }
        var items = all
        while !items.isEmpty, length(items) > width {
            let lowest = items.indices.min { items[$0].priority < items[$1].priority }!
            items.remove(at: lowest)
        }
        return items.map { (ascii ? $0.asciiKey : $0.key, $0.label) }
    }
}

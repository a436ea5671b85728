/// A key, by the name used in event scripts and session files (docs/scenarios.md).
public enum Key: Sendable, Hashable {
    case right, left, up, down, enter, space, escape, plus, minus
    /// Page Up / Page Down: scroll the side panel's call log a page up or down.
    case pageUp, pageDown
    /// A printable letter, digit or punctuation key (`p`, `b`, `1`, `.`, `?`, `q`, …).
    case char(Character)

    /// The name written in scripts and sessions: `right`, `enter`, `p`, `1`, `.`, …
    public var name: String {
        switch self {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        case .enter: "enter"
        case .space: "space"
        case .escape: "escape"
        case .plus: "plus"
        case .minus: "minus"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .char(let c): String(c)
        }
    }

    /// The named keys, in the order help texts list them.
    public static let namedKeys: [Key] = [.right, .left, .up, .down, .enter, .space, .escape, .plus, .minus, .pageUp, .pageDown]

    /// Parses a key name: one of `namedKeys`' names, or a single printable ASCII character
    /// other than space (`+` and `-` are read as plus and minus).
    public init?(name: String) {
        if let k = Self.namedKeys.first(where: { $0.name == name }) { self = k; return }
        guard name.count == 1, let c = name.first, let a = c.asciiValue, a > 32, a < 127 else { return nil }
        switch c {
        case "+": self = .plus
        case "-": self = .minus
        default: self = .char(c)
        }
    }
}

/// A mouse report, in terminal cells (0-based column and row of the whole terminal).
public struct MouseEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable { case press, drag, release }
    public var kind: Kind
    /// Column, 0-based, of the whole terminal.
    public var x: Int
    /// Row, 0-based, of the whole terminal.
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }
}

/// One input event, as recorded in a session and played back (docs/scenarios.md).
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal was resized to `cols` × `rows` cells.
    case resize(cols: Int, rows: Int)
    /// The session ended (the last line of a complete session file).
    case end
    /// An inspector change: a number of the scenario becomes a new value (docs/terminal.md,
    /// "The inspector").
    case tune(Tune)
    /// A hot reload of the scenario's Swift sources: from this event on the model is built by
    /// these texts (by source path as written), rebuilt at once with the inputs it has had
    /// (docs/user-code.md, "Hot reload").
    case swiftSources([String: String])
}

/// An input event with its time; unit: seconds from the session start (≥ 0).
public struct TimedEvent: Sendable, Hashable {
    public var t: Double
    public var event: InputEvent
    public init(t: Double, event: InputEvent) { self.t = t; self.event = event }
}

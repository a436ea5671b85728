/// One positional argument a command accepts.
public struct Argument: Sendable {
    public enum Count: Sendable, Equatable {
        /// Exactly one.
        case one
        /// Zero or one.
        case optional
        /// One or more (`FILE...`).
        case oneOrMore
        /// Zero or more.
        case zeroOrMore
    }

    /// Placeholder in usage (`SPEC`, `FILE`).
    public var name: String
    public var count: Count
    /// One-line description.
    public var help: String
    /// What the shell completions offer for it.
    public var completion: Completion

    public init(_ name: String, _ count: Count = .one, _ help: String, completion: Completion = .none) {
        self.name = name
        self.count = count
        self.help = help
        self.completion = completion
    }

    /// `SPEC`, `[SPEC]`, `FILE...`, `[FILE...]`.
    public var synopsis: String {
        switch count {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name)..."
        case .zeroOrMore: "[\(name)...]"
        }
    }
}

/// The parsed command line of one command: option values and positional arguments. Options
/// are read through their declarations, `invocation[Self.fps]` (typed, defaults filled in);
/// positional arguments by their placeholder.
public struct Invocation: Sendable {
    /// The command's name, for messages.
    public let command: String
    /// Values given per option name, in order (one for single options, many for repeating).
    private(set) var given: [String: [OptionValue]] = [:]
    /// Flags given.
    private(set) var flags: Set<String> = []
    /// Positional arguments per declared argument name, in order.
    private(set) var positionals: [String: [String]] = [:]

    init(command: String) {
        self.command = command
    }

    mutating func setFlag(_ name: String) { flags.insert(name) }
    mutating func add(_ value: OptionValue, for name: String) { given[name, default: []].append(value) }
    mutating func addPositional(_ value: String, for name: String) { positionals[name, default: []].append(value) }

    /// The value of `option`: what was given, else its default (nil or empty where it has none).
    public subscript<Value>(option: Option<Value>) -> Value { option.read(self) }

    /// Whether `option` was given on the command line (a default is not).
    public func isGiven(_ option: some AnyOption) -> Bool { isGiven(named: option.declaration.name) }

    /// The positional argument `name` (the first if it repeats).
    public func argument(_ name: String) -> String? { positionals[name]?.first }

    /// Every positional argument bound to `name`.
    public func arguments(_ name: String) -> [String] { positionals[name] ?? [] }

    func isGiven(named name: String) -> Bool { flags.contains(name) || given[name] != nil }

    /// The text of a text, path, choice or numbers option: the last given.
    func text(_ name: String) -> String? {
        if case .string(let s)? = given[name]?.last { return s }
        return nil
    }

    /// The number of a number option: the last given.
    func number(_ name: String) -> Double? {
        if case .double(let x)? = given[name]?.last { return x }
        return nil
    }
}

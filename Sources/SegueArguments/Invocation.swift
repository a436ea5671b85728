import SegueCore

/// The parsed command line of one command: option values (or their defaults) and positional
/// arguments, read by name.
struct Invocation: Sendable {
    /// The command's name, for messages.
    let command: String
    /// Values given per option name, in order (one for single options, many for repeating).
    private(set) var given: [String: [OptionValue]] = [:]
    /// Flags given.
    private(set) var flags: Set<String> = []
    /// Positional arguments per declared argument name, in order.
    private(set) var positionals: [String: [String]] = [:]
    /// Declared defaults per option name.
    private let defaults: [String: OptionValue]

    init(command: String, options: [Option]) {
        self.command = command
        var d: [String: OptionValue] = [:]
        for o in options { if let v = o.defaultValue { d[o.name] = v } }
        defaults = d
    }

    mutating func setFlag(_ name: String) { flags.insert(name) }
    mutating func add(_ value: OptionValue, for name: String) { given[name, default: []].append(value) }
    mutating func addPositional(_ value: String, for name: String) { positionals[name, default: []].append(value) }

    /// Whether a flag (or any option) was given on the command line.
    func isGiven(_ name: String) -> Bool { flags.contains(name) || given[name] != nil }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`: the last one given, else the declared default, else nil.
    func value(_ name: String) -> OptionValue? { given[name]?.last ?? defaults[name] }

    func string(_ name: String) -> String? {
        if case .string(let s)? = value(name) { return s }
        return nil
    }

    func int(_ name: String) -> Int? {
        if case .int(let n)? = value(name) { return n }
        return nil
    }

    func double(_ name: String) -> Double? {
        switch value(name) {
        case .double(let x)?: x
        case .int(let n)?: Double(n)
        default: nil
        }
    }

    /// The numbers of a `.numbers` option (`0.2,0.5` → [0.2, 0.5]), in the order given; nil when absent.
    func doubles(_ name: String) -> [Double]? {
        string(name).map { $0.split(separator: ",", omittingEmptySubsequences: false).compactMap { DecimalText.decimal(String($0)) } }
    }

    func size(_ name: String) -> (columns: Int, rows: Int)? {
        if case let .size(c, r)? = value(name) { return (c, r) }
        return nil
    }

    /// Every value of a repeatable option, in the order given, as text.
    func strings(_ name: String) -> [String] {
        (given[name] ?? []).map { value in
            if case .string(let s) = value { return s }
            return value.shown
        }
    }

    /// Every `KEY=VALUE` of a repeatable key-value option, in the order given.
    func keyValues(_ name: String) -> [(key: String, value: String)] {
        (given[name] ?? []).compactMap { value in
            if case let .keyValue(k, v) = value { return (k, v) }
            return nil
        }
    }

    /// The positional argument `name` (the first if it repeats).
    func argument(_ name: String) -> String? { positionals[name]?.first }

    /// Every positional argument bound to `name`.
    func arguments(_ name: String) -> [String] { positionals[name] ?? [] }
}

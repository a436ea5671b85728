import SegueCore

/// One option a command accepts, typed by what reading it gives (`Option<Int>` for `--fps N`
/// with a default, `Option<String?>` for `--output FILE`, `Option<Bool>` for a flag): declared
/// once, as a `static let`, and read back as `invocation[option]`. The parser, the help text,
/// the error messages, the completions and the man page come from its `declaration`, so an
/// option's name is written only there.
public struct Option<Value>: AnyOption {
    public let declaration: OptionDeclaration
    /// Reads the value from a parsed command line (defaults filled in by the parser).
    let read: @Sendable (Invocation) -> Value

    init(_ declaration: OptionDeclaration, read: @escaping @Sendable (Invocation) -> Value) {
        self.declaration = declaration
        self.read = read
    }
}

/// An option of any value type: what a command's option list holds.
public protocol AnyOption: Sendable {
    var declaration: OptionDeclaration { get }
}

extension Option where Value == Bool {
    /// A flag (`--csv`): whether it was given.
    public static func flag(_ name: String, short: Character? = nil, _ help: String, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .flag, valueName: "", help: help, inSynopsis: inSynopsis)) {
            $0.flags.contains(name)
        }
    }
}

extension Option where Value == String? {
    /// An option with one value of `kind` (text, a path, one of some words; `--log FILE`): the
    /// text given, nil when absent. `defaultText` says in help what absence means.
    public static func value(_ name: String, short: Character? = nil, _ kind: ValueKind, valueName: String, _ help: String,
                             unit: String? = nil, defaultText: String? = nil, completion: Completion? = nil,
                             inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(kind), valueName: valueName, help: help, unit: unit,
                                 inSynopsis: inSynopsis, defaultText: defaultText, completion: completion)) { $0.text(name) }
    }

    /// The conventional `-o FILE` / `--output FILE`: the path, nil for standard output.
    public static var output: Option {
        .value("output", short: "o", .path, valueName: "FILE",
               "write to FILE instead of standard output (a file is written whole, then renamed into place; a device or FIFO directly)")
    }
}

extension Option where Value == String {
    /// An option with one value of `kind` and a default (`--speed X`, one of some words).
    public static func value(_ name: String, short: Character? = nil, _ kind: ValueKind, valueName: String, _ help: String,
                             unit: String? = nil, default defaultValue: String, completion: Completion? = nil,
                             inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(kind), valueName: valueName, help: help, unit: unit,
                                 defaultValue: .string(defaultValue), inSynopsis: inSynopsis, completion: completion)) {
            $0.text(name) ?? defaultValue
        }
    }
}

extension Option where Value == Int {
    /// A whole number from `min` to `max` (inclusive, either open) with a default (`--fps N`).
    public static func integer(_ name: String, short: Character? = nil, min: Int?, max: Int?, valueName: String, _ help: String,
                               unit: String? = nil, default defaultValue: Int, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.integer(min: min, max: max)), valueName: valueName,
                                 help: help, unit: unit, defaultValue: .int(defaultValue), inSynopsis: inSynopsis)) {
            if case .int(let n)? = $0.given[name]?.last { return n }
            return defaultValue
        }
    }
}

extension Option where Value == Double {
    /// A decimal number within `range` with a default (`--scale X`).
    public static func number(_ name: String, short: Character? = nil, _ range: NumberRange, valueName: String, _ help: String,
                              unit: String? = nil, default defaultValue: Double, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.number(range)), valueName: valueName, help: help,
                                 unit: unit, defaultValue: .double(defaultValue), inSynopsis: inSynopsis)) {
            $0.number(name) ?? defaultValue
        }
    }
}

extension Option where Value == Double? {
    /// A decimal number within `range`, nil when absent (`--until T`); `defaultText` says in
    /// help what absence means.
    public static func number(_ name: String, short: Character? = nil, _ range: NumberRange, valueName: String, _ help: String,
                              unit: String? = nil, defaultText: String? = nil, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.number(range)), valueName: valueName, help: help,
                                 unit: unit, inSynopsis: inSynopsis, defaultText: defaultText)) { $0.number(name) }
    }
}

extension Option where Value == [Double]? {
    /// Decimal numbers within `range`, separated by commas (`--at 0.2,0.5`), in the order
    /// given; nil when absent.
    public static func numbers(_ name: String, short: Character? = nil, _ range: NumberRange, valueName: String, _ help: String,
                               unit: String? = nil, defaultText: String? = nil, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.numbers(range)), valueName: valueName, help: help,
                                 unit: unit, inSynopsis: inSynopsis, defaultText: defaultText)) {
            $0.text(name).map { $0.split(separator: ",", omittingEmptySubsequences: false).compactMap { DecimalText.decimal(String($0)) } }
        }
    }
}

extension Option where Value == (columns: Int, rows: Int) {
    /// A terminal size `COLSxROWS` within the bounds, with a default (`--size`).
    public static func size(_ name: String, short: Character? = nil, columns: ClosedRange<Int>, rows: ClosedRange<Int>,
                            valueName: String, _ help: String, unit: String? = nil, default defaultValue: (columns: Int, rows: Int),
                            inSynopsis: Bool = true) -> Option {
        let shownDefault = OptionValue.size(columns: defaultValue.columns, rows: defaultValue.rows)
        return Option(OptionDeclaration(name: name, short: short, arity: .single(.size(columns: columns, rows: rows)),
                                        valueName: valueName, help: help, unit: unit, defaultValue: shownDefault,
                                        inSynopsis: inSynopsis)) {
            if case let .size(c, r)? = $0.given[name]?.last { return (c, r) }
            return defaultValue
        }
    }
}

extension Option where Value == [(key: String, value: String)] {
    /// `KEY=VALUE`, given any number of times (`--set`): every pair, in the order given.
    public static func keyValues(_ name: String, short: Character? = nil, valueName: String, _ help: String,
                                 inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .repeating(.keyValue), valueName: valueName, help: help,
                                 inSynopsis: inSynopsis)) { invocation in
            (invocation.given[name] ?? []).compactMap { value in
                if case let .keyValue(k, v) = value { return (k, v) }
                return nil
            }
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases of `Value`, by raw value, in the order of `allCases`, with a default
    /// (`--format FORMAT`).
    public static func choice(_ name: String, short: Character? = nil, of _: Value.Type, valueName: String, _ help: String,
                              default defaultValue: Value, inSynopsis: Bool = true) -> Option {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.choice(Value.allCases.map(\.rawValue))),
                                 valueName: valueName, help: help, defaultValue: .string(defaultValue.rawValue),
                                 inSynopsis: inSynopsis)) { $0.text(name).flatMap(Value.init(rawValue:)) ?? defaultValue }
    }
}

extension Option {
    /// One of the cases of `Choice`, by raw value, in the order of `allCases`; nil when absent
    /// (`--operation OP`); `defaultText` says in help what absence means.
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, short: Character? = nil, of _: Choice.Type, valueName: String, _ help: String,
        defaultText: String? = nil, inSynopsis: Bool = true
    ) -> Option where Value == Choice?, Choice.RawValue == String {
        Option(OptionDeclaration(name: name, short: short, arity: .single(.choice(Choice.allCases.map(\.rawValue))),
                                 valueName: valueName, help: help, inSynopsis: inSynopsis, defaultText: defaultText)) {
            $0.text(name).flatMap(Choice.init(rawValue:))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueCore

/// Declarations of what a command accepts: options (flags, valued, repeatable) and
/// positional arguments. The parser, the help text and the error messages are all derived
/// from these, so a command declares each option exactly once.

/// The type of an option's value, with its allowed range. Each kind knows how to describe
/// itself in help and error text ("a whole number ≥ 2").
enum ValueKind: Sendable, Equatable {
    /// Any text.
    case string
    /// A file path (any text; `-` may mean standard input/output where the command says so).
    case path
    /// One of a fixed set of words.
    case choice([String])
    /// A whole number within optional bounds (inclusive).
    case integer(min: Int?, max: Int?)
    /// A finite decimal number within `range`.
    case number(NumberRange)
    /// One or more finite decimal numbers within `range`, separated by commas (`0.2,0.5,1`);
    /// the value is the text as given (`Invocation.doubles` splits it).
    case numbers(NumberRange)
    /// A terminal size `COLSxROWS`, each part a whole number within the bounds (inclusive).
    case size(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    /// `KEY=VALUE`, KEY non-empty.
    case keyValue

    /// What help says about the value beside its placeholder: `phrase`, less what the
    /// placeholder already shows — nothing for any text, paths and `KEY=VALUE`, only the ranges
    /// for a size (`1…1000 x 1…500`).
    var helpPhrase: String? {
        switch self {
        case .string, .path, .keyValue: nil
        case let .size(c, r): "\(c.lowerBound)…\(c.upperBound) x \(r.lowerBound)…\(r.upperBound)"
        default: phrase
        }
    }

    /// "a whole number ≥ 2", "a number > 0 and ≤ 600", "a size COLSxROWS", …
    var phrase: String {
        switch self {
        case .string: "a value"
        case .path: "a file path"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case let .integer(lo, hi):
            switch (lo, hi) {
            case let (lo?, hi?): "a whole number from \(lo) to \(hi)"
            case let (lo?, nil): "a whole number ≥ \(lo)"
            case let (nil, hi?): "a whole number ≤ \(hi)"
            case (nil, nil): "a whole number"
            }
        case .number(let range): "a number" + range.phrase
        case .numbers(let range): "numbers" + range.phrase + ", separated by commas"
        case let .size(c, r): "a size COLSxROWS (\(c.lowerBound)…\(c.upperBound) x \(r.lowerBound)…\(r.upperBound))"
        case .keyValue: "KEY=VALUE"
        }
    }

    /// Parses `text`, or returns nil when it does not fit (the caller words the error).
    func parse(_ text: String) -> OptionValue? {
        switch self {
        case .string, .path:
            return .string(text)
        case .choice(let words):
            return words.contains(text) ? .string(text) : nil
        case let .integer(lo, hi):
            guard let n = Int(text) else { return nil }
            if let lo, n < lo { return nil }
            if let hi, n > hi { return nil }
            return .int(n)
        case .number(let range):
            guard let x = DecimalText.decimal(text), range.contains(x) else { return nil }
            return .double(x)
        case .numbers(let range):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ DecimalText.decimal(String($0)).map(range.contains) == true }) else { return nil }
            return .string(text)
        case let .size(c, r):
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
                  c.contains(cols), r.contains(rows) else { return nil }
            return .size(columns: cols, rows: rows)
        case .keyValue:
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return nil }
            return .keyValue(key: String(text[..<eq]), value: String(text[text.index(after: eq)...]))
        }
    }
}

/// A parsed option value.
enum OptionValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case size(columns: Int, rows: Int)
    case keyValue(key: String, value: String)

    /// How the value reads in help ("default 101").
    var shown: String {
        switch self {
        case .string(let s): s
        case .int(let n): String(n)
        case .double(let x): DecimalText.compact(x)
        case let .size(c, r): "\(c)x\(r)"
        case let .keyValue(k, v): "\(k)=\(v)"
        }
    }
}

/// One option a command accepts.
struct Option: Sendable {
    /// How the option takes values.
    enum Arity: Sendable, Equatable {
        /// A flag: present or not; takes no value.
        case flag
        /// Takes one value; given at most once.
        case single(ValueKind)
        /// Takes one value each time; may be given many times (`--set K=V --set K2=V2`).
        case repeating(ValueKind)
    }

    /// Long name without dashes (`samples` for `--samples`).
    var name: String
    /// Optional one-letter short form (`o` for `-o`).
    var short: Character?
    var arity: Arity
    /// Placeholder for the value in usage and help (`N`, `FILE`, `KEY.PATH=VALUE`).
    var valueName: String
    /// One-line description (no period), e.g. "rows printed by --csv".
    var help: String
    /// The unit of the value, if any ("seconds", "columns").
    var unit: String?
    /// The value used when the option is absent; shown in help.
    var defaultValue: OptionValue?
    /// Whether the option is listed in the one-line usage synopsis.
    var inSynopsis: Bool
    /// What happens when the option is absent, in words, for defaults that are not one value
    /// (`the session's, else the scenario's demo`); shown in help. Default none.
    var defaultText: String? = nil

    /// A flag (`--csv`).
    static func flag(_ name: String, short: Character? = nil, _ help: String, inSynopsis: Bool = true) -> Option {
        Option(name: name, short: short, arity: .flag, valueName: "", help: help, unit: nil, defaultValue: nil, inSynopsis: inSynopsis)
    }

    /// An option with one value (`--samples N`).
    static func value(_ name: String, short: Character? = nil, _ kind: ValueKind, valueName: String, _ help: String,
                      unit: String? = nil, default defaultValue: OptionValue? = nil, defaultText: String? = nil,
                      inSynopsis: Bool = true) -> Option {
        Option(name: name, short: short, arity: .single(kind), valueName: valueName, help: help, unit: unit,
               defaultValue: defaultValue, inSynopsis: inSynopsis, defaultText: defaultText)
    }

    /// An option that may be given many times (`--set KEY=VALUE`).
    static func repeating(_ name: String, short: Character? = nil, _ kind: ValueKind, valueName: String, _ help: String,
                          unit: String? = nil, inSynopsis: Bool = true) -> Option {
        Option(name: name, short: short, arity: .repeating(kind), valueName: valueName, help: help, unit: unit,
               defaultValue: nil, inSynopsis: inSynopsis)
    }

    /// The conventional `-o FILE` / `--output FILE`; write through `Console.output(to:)`.
    static let output = Option.value("output", short: "o", .path, valueName: "FILE",
                                     "write to FILE instead of standard output (a file is written whole, then renamed into place; a device or FIFO directly)")

    /// The value kind, nil for flags.
    var kind: ValueKind? {
        switch arity {
        case .flag: nil
        case .single(let k), .repeating(let k): k
        }
    }

    /// `--samples N`, `-o, --output FILE`.
    var signature: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--\(name)"
        if arity != .flag { s += " \(valueName)" }
        return s
    }
}

/// One positional argument a command accepts.
struct Argument: Sendable {
    enum Count: Sendable, Equatable {
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
    var name: String
    var count: Count
    /// One-line description.
    var help: String

    init(_ name: String, _ count: Count = .one, _ help: String) {
        self.name = name
        self.count = count
        self.help = help
    }

    /// `SPEC`, `[SPEC]`, `FILE...`, `[FILE...]`.
    var synopsis: String {
        switch count {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name)..."
        case .zeroOrMore: "[\(name)...]"
        }
    }
}

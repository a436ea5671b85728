import SegueCore

/// The type of an option's value, with its allowed range. Each kind knows how to describe
/// itself in help and error text ("a whole number ≥ 2").
public enum ValueKind: Sendable, Equatable {
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
    /// the value is the text as given (`Option.numbers` splits it).
    case numbers(NumberRange)
    /// A terminal size `COLSxROWS`, each part a whole number within the bounds (inclusive).
    case size(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    /// `KEY=VALUE`, KEY non-empty.
    case keyValue

    /// What help says about the value beside its placeholder: `phrase`, less what the
    /// placeholder already shows — nothing for any text, paths and `KEY=VALUE`, only the ranges
    /// for a size (`1…1000 x 1…500`).
    public var helpPhrase: String? {
        switch self {
        case .string, .path, .keyValue: nil
        case let .size(c, r): "\(c.lowerBound)…\(c.upperBound) x \(r.lowerBound)…\(r.upperBound)"
        default: phrase
        }
    }

    /// "a whole number ≥ 2", "a number > 0 and ≤ 600", "a size COLSxROWS", …
    public var phrase: String {
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

/// A parsed option value, as the parser stores it; commands read typed values through their
/// `Option`s.
public enum OptionValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case size(columns: Int, rows: Int)
    case keyValue(key: String, value: String)

    /// How the value reads in help ("default 101").
    public var shown: String {
        switch self {
        case .string(let s): s
        case .int(let n): String(n)
        case .double(let x): DecimalText.compact(x)
        case let .size(c, r): "\(c)x\(r)"
        case let .keyValue(k, v): "\(k)=\(v)"
        }
    }
}

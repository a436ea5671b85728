/// One option's declaration, whatever the type of its value: what the parser, the help text,
/// the completions and the man page read. Commands declare `Option`s, which carry one.
public struct OptionDeclaration: Sendable {
    /// How the option takes values.
    public enum Arity: Sendable, Equatable {
        /// A flag: present or not; takes no value.
        case flag
        /// Takes one value; given at most once.
        case single(ValueKind)
        /// Takes one value each time; may be given many times (`--set K=V --set K2=V2`).
        case repeating(ValueKind)
    }

    /// Long name without dashes (`samples` for `--samples`).
    public var name: String
    /// Optional one-letter short form (`o` for `-o`).
    public var short: Character?
    public var arity: Arity
    /// Placeholder for the value in usage and help (`N`, `FILE`, `KEY.PATH=VALUE`).
    public var valueName: String
    /// One-line description (no period), e.g. "rows printed by --csv".
    public var help: String
    /// The unit of the value, if any ("seconds", "columns").
    public var unit: String? = nil
    /// The value used when the option is absent; shown in help.
    public var defaultValue: OptionValue? = nil
    /// Whether the option is listed in the one-line usage synopsis.
    public var inSynopsis: Bool = true
    /// What happens when the option is absent, in words, for defaults that are not one value
    /// (`the session's, else the scenario's demo`); shown in help. Default none.
    public var defaultText: String? = nil
    /// What the shell completions offer for the value; nil: what `kind` implies (`completion`).
    var completionOverride: Completion? = nil

    public init(name: String, short: Character? = nil, arity: Arity, valueName: String, help: String, unit: String? = nil,
                defaultValue: OptionValue? = nil, inSynopsis: Bool = true, defaultText: String? = nil, completion: Completion? = nil) {
        self.name = name
        self.short = short
        self.arity = arity
        self.valueName = valueName
        self.help = help
        self.unit = unit
        self.defaultValue = defaultValue
        self.inSynopsis = inSynopsis
        self.defaultText = defaultText
        self.completionOverride = completion
    }

    /// The value kind, nil for flags.
    public var kind: ValueKind? {
        switch arity {
        case .flag: nil
        case .single(let k), .repeating(let k): k
        }
    }

    /// What the shell completions offer for the value: as declared, else the words of a
    /// choice, file names for a path, nothing otherwise.
    public var completion: Completion {
        if let completionOverride { return completionOverride }
        switch kind {
        case .choice(let words)?: return .words(words)
        case .path?: return .files
        default: return .none
        }
    }

    /// `--samples N`, `-o, --output FILE`.
    public var signature: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--\(name)"
        if arity != .flag { s += " \(valueName)" }
        return s
    }

    /// `-h, --help`, which every command has (the parser and help add it).
    public static let helpFlag = OptionDeclaration(name: "help", short: "h", arity: .flag, valueName: "", help: "show this help")
}

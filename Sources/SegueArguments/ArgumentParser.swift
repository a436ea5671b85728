import SegueCore
import SegueRender

/// Turns a command's arguments (everything after the command name) into an `Invocation`,
/// following the command's declarations.
///
/// Conventions: `--name value` and `--name=value`; `-x value` and `-xvalue` for short forms;
/// `--` ends the options (everything after it is positional); a lone `-` and negative numbers
/// (`-1`, `-.5`) are positional. A single-valued option given twice is an error, as is a
/// value given to a flag. `-h`/`--help` are handled by the caller before parsing.
public struct ArgumentParser {
    public let command: any CommandDeclaration

    public init(command: any CommandDeclaration) { self.command = command }

    /// What the outcome of parsing is: run with these values, or show help.
    public enum Outcome: Sendable {
        case run(Invocation)
        case help
    }

    public func parse(_ args: [String]) throws(ArgumentError) -> Outcome {
        // Help wins over every other problem on the line, as long as it comes before `--`.
        for a in args {
            if a == "--" { break }
            if a == "--help" || a == "-h" { return .help }
        }
        let options = command.optionDeclarations
        var invocation = Invocation(command: command.name)
        var positionals: [String] = []
        var i = 0
        var optionsEnded = false
        while i < args.count {
            let a = args[i]
            i += 1
            if optionsEnded || !Self.looksLikeOption(a) {
                positionals.append(a)
                continue
            }
            if a == "--" { optionsEnded = true; continue }
            // Split into the option and an attached value.
            let option: OptionDeclaration
            var attached: String?
            let spelled: String
            if a.hasPrefix("--") {
                let body = a.dropFirst(2)
                let name: Substring
                if let eq = body.firstIndex(of: "=") {
                    name = body[..<eq]
                    attached = String(body[body.index(after: eq)...])
                } else {
                    name = body
                }
                spelled = "--" + name
                guard let found = options.first(where: { $0.name == name }) else {
                    let names = options.map(\.name) + ["help"]
                    var hint = " (see '\(command.program) \(command.name) --help')"
                    if let close = Suggest.closest(to: String(name), among: names), close != name {
                        hint = " (did you mean '--\(close)'?)"
                    }
                    throw ArgumentError("unknown option '\(Self.shown(spelled))'\(hint)")
                }
                option = found
            } else {
                let letter = a.dropFirst().first!
                spelled = "-\(letter)"
                guard let found = options.first(where: { $0.short == letter }) else {
                    throw ArgumentError("unknown option '\(Self.shown(spelled))' (see '\(command.program) \(command.name) --help')")
                }
                option = found
                let rest = a.dropFirst(2)
                if !rest.isEmpty { attached = String(rest.hasPrefix("=") ? rest.dropFirst() : rest) }
            }
            switch option.arity {
            case .flag:
                if attached != nil { throw ArgumentError("\(spelled) takes no value") }
                invocation.setFlag(option.name)
            case .single(let kind), .repeating(let kind):
                if case .single = option.arity, invocation.isGiven(named: option.name) {
                    throw ArgumentError("\(spelled) given more than once")
                }
                let text: String
                if let attached {
                    text = attached
                } else if i < args.count {
                    text = args[i]
                    i += 1
                } else {
                    throw ArgumentError("\(spelled) needs \(kind.phrase)")
                }
                guard let value = kind.parse(text) else {
                    throw ArgumentError("\(spelled) needs \(kind.phrase), got '\(Self.shown(text))'")
                }
                invocation.add(value, for: option.name)
            }
        }
        try bind(positionals, into: &invocation)
        return .run(invocation)
    }

    /// Distributes positional arguments over the declared arguments, in order. A repeating
    /// argument takes everything that the arguments after it do not need.
    private func bind(_ values: [String], into invocation: inout Invocation) throws(ArgumentError) {
        let declared = command.arguments
        var rest = values[...]
        for (k, arg) in declared.enumerated() {
            let neededAfter = declared[(k + 1)...].filter { $0.count == .one || $0.count == .oneOrMore }.count
            switch arg.count {
            case .one, .optional:
                if let v = rest.first, rest.count > neededAfter || arg.count == .one {
                    invocation.addPositional(v, for: arg.name)
                    rest = rest.dropFirst()
                } else if arg.count == .one {
                    throw ArgumentError("missing \(arg.name) (see '\(command.program) \(command.name) --help')")
                }
            case .oneOrMore, .zeroOrMore:
                let take = max(0, rest.count - neededAfter)
                if take == 0, arg.count == .oneOrMore {
                    throw ArgumentError("missing \(arg.name) (see '\(command.program) \(command.name) --help')")
                }
                for v in rest.prefix(take) { invocation.addPositional(v, for: arg.name) }
                rest = rest.dropFirst(take)
            }
        }
        if let extra = rest.first {
            throw ArgumentError("unexpected argument '\(Self.shown(extra))'")
        }
    }

    /// An option looks like `-x…` or `--…`, but a lone `-` and negative numbers are values.
    public static func looksLikeOption(_ a: String) -> Bool {
        guard a.hasPrefix("-"), a.count > 1 else { return false }
        if a == "--" { return true }
        let second = a.dropFirst().first!
        return !(second.isNumber || second == ".")
    }

    /// User text made safe for a one-line message: control characters (newlines, escapes)
    /// become visible replacement characters.
    public static func shown(_ text: String) -> String { Sanitize.text(text) }
}

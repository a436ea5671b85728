/// What a command accepts, declared once: its name, summary, positional arguments and
/// options. The parser, `--help`, the error messages, the shell completions and the man page's
/// option lists are all generated from these. (What the command does is the program's.)
public protocol CommandDeclaration: Sendable {
    /// The word after the program's name (`curve`).
    var name: String { get }
    /// One line for the program's `--help` (no period).
    var summary: String { get }
    /// The synopsis after `Usage: `; by default generated from the declarations.
    var usage: String { get }
    /// Extra help text printed after the option list (paragraphs separated by blank lines;
    /// lines starting with spaces are kept as they are). Default: none.
    var discussion: String { get }
    /// Positional arguments, in order.
    var arguments: [Argument] { get }
    /// Options, in the order help lists them (`--help` is added by the parser and help).
    var options: [any AnyOption] { get }
    /// The program's name, for usage lines and messages (`segue`).
    var program: String { get }
}

extension CommandDeclaration {
    public var discussion: String { "" }

    /// The declarations of `options`.
    public var optionDeclarations: [OptionDeclaration] { options.map(\.declaration) }

    public var usage: String {
        var parts = [program, name]
        parts += arguments.map(\.synopsis)
        for o in optionDeclarations where o.inSynopsis {
            switch o.arity {
            case .flag: parts.append("[--\(o.name)]")
            case .single: parts.append("[--\(o.name) \(o.valueName)]")
            case .repeating: parts.append("[--\(o.name) \(o.valueName)]...")
            }
        }
        return parts.joined(separator: " ")
    }
}

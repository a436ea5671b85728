/// The zsh completion function of a program, generated from its commands' declarations: the
/// commands with their summaries, each command's options with their help and the values their
/// `Completion` offers, and the positional arguments (docs/cli.md, "For developers").
public enum ZshCompletion {
    /// The `#compdef` file for `program`.
    /// - Parameters:
    ///   - commands: the commands, in the order `--help` lists them (`help COMMAND` is added).
    ///   - header: comment lines after `#compdef`, each starting with `#`.
    ///   - prelude: zsh functions the declarations' `Completion.function`s name, each an action.
    ///   - topLevel: the options the program takes before a command, with their help.
    public static func script(program: String, commands: [any CommandDeclaration], header: [String], prelude: String,
                              topLevel: [(name: String, help: String)]) -> String {
        let p = program
        var lines = ["#compdef \(p)"] + header + [""]
        lines += prelude.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", "_\(p)() {", "    local -a commands", "    commands=("]
        for c in commands { lines.append("        \(quoted(escaped(c.name, ":") + ":" + c.summary))") }
        lines += ["        'help:help for a command'", "    )", "    local -a common",
                  "    common=(\(spec(.helpFlag)))",
                  "    if (( CURRENT == 2 )); then", "        _describe 'command' commands",
                  "        _arguments " + topLevel.map { quoted("\($0.name)[\(escaped($0.help, "[]"))]") }.joined(separator: " "),
                  "        return", "    fi",
                  "    local command=$words[2]", "    shift words", "    (( CURRENT-- ))", "    case $command in"]
        for c in commands {
            let specs = c.optionDeclarations.map(spec) + c.arguments.map(spec)
            lines.append("        \(c.name)) _arguments $common \\")
            lines += specs.dropLast().map { "            \($0) \\" }
            lines.append("            \(specs.last ?? "") ;;")
        }
        lines += ["        help) _describe 'command' commands ;;", "    esac", "}", "", "_\(p) \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `_arguments`' spec of an option: `'--fps[help]:N:'`, `'*--set[…]:KEY.PATH=VALUE:'`,
    /// `'(-o --output)'{-o,--output}'[…]:FILE:_files'`.
    static func spec(_ o: OptionDeclaration) -> String {
        var rest = "[\(escaped(Help.describe(o), "[]"))]"
        if o.arity != .flag { rest += ":\(escaped(o.valueName, ":[]")):\(action(o.completion))" }
        let star = if case .repeating = o.arity { "*" } else { "" }
        guard let short = o.short else { return quoted(star + "--\(o.name)" + rest) }
        return quoted("(-\(short) --\(o.name))") + "{-\(short),--\(o.name)}" + quoted(rest)
    }

    /// `_arguments`' spec of a positional argument: `'1:SPEC:'`, `'*:FILE:_files'`.
    static func spec(_ a: Argument) -> String {
        let position = switch a.count {
        case .one: "1"
        case .optional: "1:"
        case .oneOrMore, .zeroOrMore: "*"
        }
        return quoted("\(position):\(escaped(a.name, ":")):\(action(a.completion))")
    }

    /// The action: `_files`, `(w1 w2)`, a function's name, or nothing.
    static func action(_ completion: Completion) -> String {
        switch completion {
        case .none: ""
        case .files: "_files"
        case .words(let words): "(\(words.joined(separator: " ")))"
        case .function(let name): name
        }
    }

    /// `text` with a backslash before each of `characters` (and before a backslash).
    static func escaped(_ text: String, _ characters: String) -> String {
        var out = ""
        for ch in text {
            if ch == "\\" || characters.contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// `text` in single quotes for zsh (a quote inside as `'\''`).
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

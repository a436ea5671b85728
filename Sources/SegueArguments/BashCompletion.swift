/// The bash completion script of a program, generated from its commands' declarations: the
/// commands, each command's options, the values an option's `Completion` offers, and the first
/// positional argument's (docs/cli.md, "For developers").
public enum BashCompletion {
    /// The script for `program`.
    /// - Parameters:
    ///   - commands: the commands, in the order `--help` lists them (`help COMMAND` is added).
    ///   - header: comment lines at the top, each starting with `#`.
    ///   - prelude: shell functions the declarations' `Completion.function`s name, each printing
    ///     one candidate a line.
    ///   - topLevel: the options the program takes before a command (`--version`).
    public static func script(program: String, commands: [any CommandDeclaration], header: [String], prelude: String,
                              topLevel: [String]) -> String {
        let p = program
        var lines = header + ["", "_\(p)_commands=\"\((commands.map(\.name) + ["help"]).joined(separator: " "))\"", ""]
        lines += ["_\(p)_options() {", "    case \"$1\" in"]
        for c in commands {
            let words = (c.optionDeclarations + [.helpFlag]).flatMap { o in ["--\(o.name)"] + (o.short.map { ["-\($0)"] } ?? []) }
            lines.append("        \(c.name)) echo \"\(words.joined(separator: " "))\" ;;")
        }
        lines += ["        \"\") echo \"\((["--help", "-h"] + topLevel).joined(separator: " "))\" ;;", "    esac", "}", ""]
        lines += valueFunction(program: p, commands: commands) + [""]
        lines += prelude.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += completeFunction(program: p, commands: commands)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `_PROGRAM_value COMMAND OPTION`: fills COMPREPLY with what the option's value may be and
    /// succeeds when the option takes a value.
    private static func valueFunction(program p: String, commands: [any CommandDeclaration]) -> [String] {
        var lines = [
            "# Succeeds, with COMPREPLY filled, when option $2 of command $1 takes a value ($cur is its start).",
            "_\(p)_value() {", "    case \"$1 $2\" in",
        ]
        for c in commands {
            for o in c.optionDeclarations where o.arity != .flag {
                let spellings = ["--\(o.name)"] + (o.short.map { ["-\($0)"] } ?? [])
                let pattern = spellings.map { "\"\(c.name) \($0)\"" }.joined(separator: "|")
                lines.append("        \(pattern)) \(reply(o.completion)) ;;")
            }
        }
        lines += ["        *) return 1 ;;", "    esac", "}"]
        return lines
    }

    /// The statement that fills COMPREPLY for `completion` (`:` for nothing to offer).
    static func reply(_ completion: Completion) -> String {
        switch completion {
        case .none: ":"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        case .function(let name): "COMPREPLY=($(compgen -W \"$(\(name))\" -- \"$cur\") $(compgen -f -- \"$cur\"))"
        }
    }

    /// `_PROGRAM`, the function `complete -F` calls.
    private static func completeFunction(program p: String, commands: [any CommandDeclaration]) -> [String] {
        var lines = [
            "", "_\(p)() {",
            "    local cur prev command i",
            "    cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    command=\"\"",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"${COMP_WORDS[i]}\" in",
            "            -*) ;;",
            "            *) command=\"${COMP_WORDS[i]}\"; break ;;",
            "        esac",
            "    done",
            "    COMPREPLY=()",
            "    [[ -n \"$command\" ]] && _\(p)_value \"$command\" \"$prev\" && return",
            "    if [[ -z \"$command\" ]]; then",
            "        if [[ \"$cur\" == -* ]]; then",
            "            COMPREPLY=($(compgen -W \"$(_\(p)_options \"\")\" -- \"$cur\"))",
            "        else",
            "            COMPREPLY=($(compgen -W \"$_\(p)_commands\" -- \"$cur\"))",
            "        fi",
            "        return",
            "    fi",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$(_\(p)_options \"$command\")\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$command\" in",
            "        help) COMPREPLY=($(compgen -W \"$_\(p)_commands\" -- \"$cur\")) ;;",
        ]
        for c in commands {
            guard let first = c.arguments.first, first.completion != .none else { continue }
            lines.append("        \(c.name)) \(reply(first.completion)) ;;")
        }
        lines += ["    esac", "}", "", "complete -o filenames -F _\(p) \(p)"]
        return lines
    }
}

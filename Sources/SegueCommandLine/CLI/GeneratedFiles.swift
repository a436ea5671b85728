import SegueApp
import SegueArguments
import SegueCore
import SegueFiles

/// `segue _generate bash|zsh|man PAGE` (hidden; `make generated`): the shell completions, and
/// the man page PAGE with its option lists, made from the commands' declarations and printed on
/// standard output. The committed files are these outputs (`GeneratedFilesTests` checks).
enum GeneratedFiles {
    /// The hidden command's word.
    static let command = "_generate"

    static func run(_ args: [String], console: Console, commands: [any Command]) -> Int32 {
        do {
            try console.write(try text(args, commands: commands))
            return 0
        } catch {
            return SegueCLI.fail(error, command: command, console: console)
        }
    }

    /// What `_generate ARGS` prints.
    static func text(_ args: [String], commands: [any Command]) throws(CLIError) -> String {
        if args == ["bash"] {
            return BashCompletion.script(program: "segue", commands: commands, header: bashHeader, prelude: bashPrelude, topLevel: ["--version"])
        }
        if args == ["zsh"] {
            return ZshCompletion.script(program: "segue", commands: commands, header: zshHeader, prelude: zshPrelude,
                                        topLevel: [("--help", "show the help"), ("--version", "print the version")])
        }
        guard args.count == 2, args[0] == "man" else { throw .usage("\(command) takes bash, zsh, or man PAGE") }
        do {
            let page = String(decoding: try SourceFile.readBytes(path: args[1], kind: "a man page"), as: UTF8.self)
            return try ManPageOptions.fill(page, commands: commands)
        } catch let error as ArgumentError {
            throw .usage(error.message)
        } catch let error as FileError {
            throw .runtime("\(ArgumentParser.shown(error.path)): \(error.message)")
        } catch {
            throw .runtime(String(describing: error))
        }
    }

    static let bashHeader = [
        "# bash completion for segue (installed by `make install` to share/bash-completion/completions/segue).",
        "# Generated from the commands' declarations by `make generated` (segue _generate bash): do not edit.",
        "# Completes the commands, each command's options, the values of options and arguments that have",
        "# a fixed set, and the built-in scenario names (asked of `segue list`, so new built-ins are found).",
    ]

    static let bashPrelude = """
    _segue_scenarios() {
        command segue list 2>/dev/null | while read -r name _; do echo "$name"; done
    }
    """

    static let zshHeader = [
        "# zsh completion for segue (installed by `make install` to share/zsh/site-functions/_segue).",
        "# Generated from the commands' declarations by `make generated` (segue _generate zsh): do not edit.",
        "# Completes the commands, each command's options and the built-in scenario names (from `segue list`).",
    ]

    static let zshPrelude = """
    _segue_scenarios() {
        local -a names
        names=(${(f)"$(command segue list 2>/dev/null | awk '{print $1}')"})
        _describe 'built-in scenario' names
        _files
    }
    """
}

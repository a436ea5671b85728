import SegueApp
import SegueArguments

/// `segue --help`, which lists the commands (`Help` in SegueArguments words each command's).
extension Help {
    /// `segue --help`: what segue is, every command with its summary, the conventions; lines of
    /// at most `width` columns (default 80).
    static func main(commands: [any Command], width: Int = Help.width) -> String {
        var lines = [
            "segue \(SegueCLI.version) — preview iOS-style interactive view-controller transitions in a terminal",
            "",
            "Usage: segue COMMAND [ARGUMENTS] [OPTIONS]",
            "",
            "Commands:",
        ]
        let nameWidth = max(commands.map(\.name.count).max() ?? 0, 4) + 2
        for c in commands {
            lines += table(term: c.name, text: c.summary, termWidth: nameWidth, width: width)
        }
        lines += [
            "",
            "  segue COMMAND --help     usage, arguments and every option of a command",
            "  segue help COMMAND       the same",
            "  segue --version          print the version",
            "",
            "Exit codes: 0 success, 1 runtime failure (I/O, terminal), 2 usage error or invalid input.",
            "Errors go to standard error, one line each.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Console {
    /// The width help is wrapped to here (`Help.width(terminalColumns:)`); unit: columns.
    var helpWidth: Int { Help.width(terminalColumns: terminalColumns) }
}

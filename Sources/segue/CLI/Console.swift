import Foundation
import SegueRender

/// Where a command's output goes: standard output and standard error, plus the facts about
/// the environment a command may need (locale, whether stdout is a terminal). Commands write
/// through this, never with `print`, so the dispatcher stays in charge of stderr's format.
struct Console: Sendable {
    /// The process environment (for locale, `NO_COLOR`, …).
    let environment: [String: String]
    /// Whether standard output is a terminal.
    let stdoutIsTerminal: Bool
    /// The width of standard output's terminal; unit: columns; nil when it is not a terminal.
    var terminalColumns: Int? = nil

    /// The real process streams and environment.
    static func standard() -> Console {
        let isTerminal = isatty(1) == 1
        return Console(environment: ProcessInfo.processInfo.environment, stdoutIsTerminal: isTerminal,
                       terminalColumns: isTerminal ? LiveTerminal.currentSize()?.cols : nil)
    }

    /// Whether the locale's character set is UTF-8: the first of `LC_ALL`, `LC_CTYPE`, `LANG`
    /// that is set and not empty names UTF-8 (`C.UTF-8`, `en_US.utf8`). Unset means the C
    /// locale, which is not UTF-8.
    var isUTF8: Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                let v = value.lowercased()
                return v.contains("utf-8") || v.contains("utf8")
            }
        }
        return false
    }

    /// Writes `text` to standard output as is.
    func write(_ text: String) { Self.writeAll(1, text) }

    /// Writes `line` and a newline to standard output.
    func print(_ line: String) { write(line + "\n") }

    /// Writes each line followed by a newline, in one write.
    func print(lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `line` and a newline to standard error. Control characters in `line` (which may
    /// quote user input, e.g. a bad `--events` key) are shown as U+FFFD, so an error is always
    /// exactly one line and never a terminal escape sequence.
    func printError(_ line: String) { Self.writeAll(2, Sanitize.text(line) + "\n") }

    /// A warning on stderr: `segue: COMMAND: warning: message`.
    func warn(_ message: String, command: String) { printError("segue: \(command): warning: \(message)") }

    /// Writes `text` to `path`, or to standard output when `path` is nil or `-`.
    /// See `OutputFile.write` for how files are written.
    func emit(_ text: String, to path: String?) throws(CLIError) {
        if let path, path != "-" { try OutputFile.write(text, to: path) } else { write(text) }
    }

    /// write(2) until everything is written; gives up quietly on errors (a closed pipe).
    private static func writeAll(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += n
        }
        bytes.removeAll()
    }
}

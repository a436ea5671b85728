#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueFiles
import SegueRender

/// Where a command's output goes: standard output and standard error, plus the facts about
/// the environment a command may need (locale, whether stdout is a terminal). Commands write
/// through this, never with `print`, so the dispatcher stays in charge of stderr's format.
public struct Console: Sendable {
    /// The process environment (for locale, `NO_COLOR`, …).
    public let environment: [String: String]
    /// Whether standard output is a terminal.
    public let stdoutIsTerminal: Bool
    /// The width of standard output's terminal; unit: columns; nil when it is not a terminal.
    public var terminalColumns: Int? = nil

    /// The real process streams and environment.
    public static func standard() -> Console {
        let isTerminal = isatty(1) == 1
        return Console(environment: FileSystem.environmentVariables(), stdoutIsTerminal: isTerminal,
                       terminalColumns: isTerminal ? LiveTerminal.currentSize()?.cols : nil)
    }

    /// Whether the locale's character set is UTF-8: the first of `LC_ALL`, `LC_CTYPE`, `LANG`
    /// that is set and not empty names UTF-8 (`C.UTF-8`, `en_US.utf8`). Unset means the C
    /// locale, which is not UTF-8.
    public var isUTF8: Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                let v = value.lowercased()
                return v.contains("utf-8") || v.contains("utf8")
            }
        }
        return false
    }

    /// Writes `text` to standard output as is.
    /// - Throws: `write to stdout: REASON` (exit 1) when the write fails (a full disk, /dev/full).
    public func write(_ text: String) throws(CLIError) {
        let bytes = Array(text.utf8)
        if let code = bytes.withUnsafeBytes({ SafeOutput.writeAll(1, $0) }) {
            throw SafeOutput.failure(nil, code)
        }
    }

    /// Writes `line` and a newline to standard output, terminal-safe: text from files and paths
    /// (titles, file names) goes through `Sanitize.text`, so no escape sequence, bidirectional
    /// control or line break in it reaches the terminal (docs/terminal.md, "What segue prints").
    public func print(_ line: String) throws(CLIError) { try write(Sanitize.text(line) + "\n") }

    /// Writes each line followed by a newline, in one write, each terminal-safe (see `print`).
    public func print(lines: [String]) throws(CLIError) {
        guard !lines.isEmpty else { return }
        try write(lines.map(Sanitize.text).joined(separator: "\n") + "\n")
    }

    /// Writes `line` and a newline to standard error. Unsafe characters in `line` (which may
    /// quote user input, e.g. a bad `--events` key, or a path) are shown as U+FFFD and invisible
    /// ones dropped (`Sanitize.text`), so an error is always exactly one line and never a
    /// terminal escape sequence. A failure is ignored: there is nowhere left to report it.
    public func printError(_ line: String) {
        let bytes = Array((Sanitize.text(line) + "\n").utf8)
        _ = bytes.withUnsafeBytes { SafeOutput.writeAll(2, $0) }
    }

    /// A warning on stderr: `segue: COMMAND: warning: message`.
    public func warn(_ message: String, command: String) { printError("segue: \(command): warning: \(message)") }

    /// Where a command's output goes: the file `path` (`-o PATH`), or standard output when
    /// `path` is nil or `-`. See `SafeOutput` for how files are written; call `finish()` at
    /// the end.
    public func output(to path: String?) throws(CLIError) -> SafeOutput {
        if let path, path != "-" { return try SafeOutput.replacing(path) }
        return SafeOutput.standardOutput()
    }

    /// `output(to:)`, refused (a usage error, exit 2) when `path` is one of the files the
    /// command reads, `inputs`, under any name (issue 28: `-o` naming a recording replaced it
    /// with text frames).
    public func output(to path: String?, sparing inputs: [String]) throws(CLIError) -> SafeOutput {
        if let path, path != "-" { try OutputTarget.requireNotInput(path, inputs: inputs) }
        return try output(to: path)
    }

    /// Writes `text` to `path`, or to standard output when `path` is nil or `-`, and finishes.
    public func emit(_ text: String, to path: String?) throws(CLIError) {
        let out = try output(to: path)
        try out.write(text)
        try out.finish()
    }
}

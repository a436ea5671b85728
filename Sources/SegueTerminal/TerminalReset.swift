#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses

/// Putting back a terminal another process left in the previewer's state — the static `segue`
/// after its `segue-swift` host died (docs/user-code.md, "The host"): its saved modes, then the
/// bytes `NcursesBackend` writes when it dies itself (synchronized update ended, mouse reports
/// off, attributes reset, cursor shown, keypad off, main screen).
public struct TerminalReset {
    private var modes = termios()
    private let saved: Bool

    /// Saves the modes of standard input when it is a terminal (call before the other process starts).
    public init() {
        saved = isatty(0) == 1 && tcgetattr(0, &modes) == 0
    }

    /// Restores the saved modes and, when standard output is a terminal, writes the reset bytes
    /// from its terminfo entry.
    public func restore() {
        var modes = self.modes
        if saved { tcsetattr(0, TCSANOW, &modes) }
        guard isatty(1) == 1 else { return }
        var error: Int32 = 0
        guard segue_setupterm(nil, &error) == OK else { return }
        let bytes = NcursesBackend.restoreBytes(mouse: true, synchronized: true)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import SegueScreen

/// The sequences as the terminal's terminfo entry spells them (docs/screen.md, "How a frame goes
/// out"): what `NcursesBackend` hands its `TerminalScreen`.
extension TerminalSequences {
    /// The sequences of terminal type `type` (e.g. `xterm-256color`) from its terminfo entry,
    /// without a screen (for benchmarks); nil when terminfo does not know the type. Makes it
    /// ncurses' current terminal: not while a backend is active.
    public static func terminfo(type: String) -> TerminalSequences? {
        var status: Int32 = 0
        guard segue_setupterm(type, &status) == OK else { return nil }
        return fromTerminfo()
    }

    /// The sequences of the terminal ncurses has set up (`newterm` done: `cur_term` is set).
    static func fromTerminfo() -> TerminalSequences {
        func parameterized(_ name: String, arity: Int) -> ParameterizedSequence? {
            guard let s = terminfoCapability(name) else { return nil }
            let capability = Array(UnsafeBufferPointer(start: s, count: strlen(s) + 1))
            return ParameterizedSequence(arity: arity) { p1, p2 in
                capability.withUnsafeBufferPointer { cap in
                    guard let out = segue_tiparm2(cap.baseAddress, p1, p2) else { return nil }
                    return Array(stripPadding(String(cString: out)).utf8)
                }
            }
        }
        var s = none
        s.cursorAddress = parameterized("cup", arity: 2) ?? none.cursorAddress
        (s.cursorRight, s.columnAddress) = (parameterized("cuf", arity: 1), parameterized("hpa", arity: 1))
        (s.rowAddress, s.cursorLeftOne) = (parameterized("vpa", arity: 1), terminfoString("cub1"))
        (s.foreground, s.background) = (parameterized("setaf", arity: 1), parameterized("setab", arity: 1))
        (s.originalPair, s.exitAttributes) = (terminfoString("op"), terminfoString("sgr0") ?? [])
        (s.bold, s.dim, s.reverse, s.underline) = (terminfoString("bold"), terminfoString("dim"), terminfoString("rev"), terminfoString("smul"))
        s.clearScreen = terminfoString("clear")
        (s.autoRightMargin, s.eatsNewlineGlitch) = (tigetflag("am") > 0, tigetflag("xenl") > 0)
        return s
    }
}

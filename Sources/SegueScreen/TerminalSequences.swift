#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CNcurses
import SegueRender

/// The control sequences `ScreenWriter` sends, as the terminal's terminfo entry spells them
/// (docs/screen.md, "How a frame goes out"). Read once when the screen is set up; a capability
/// the terminal lacks is nil, and the writer then does without it.
public struct TerminalSequences: Sendable {
    /// `cup`: the cursor to (row, column), both 0-based. Required.
    var cursorAddress: ParameterizedSequence
    /// `cuf`: n columns right.
    var cursorRight: ParameterizedSequence?
    /// `hpa`: to a column of the cursor's row, 0-based.
    var columnAddress: ParameterizedSequence?
    /// `vpa`: to a row, staying in the cursor's column, 0-based.
    var rowAddress: ParameterizedSequence?
    /// `cub1`: one column left.
    var cursorLeftOne: [UInt8]?
    /// `setaf` / `setab`: the foreground / background to a colour number (0-based, as `TerminalCells` maps them).
    var foreground: ParameterizedSequence?
    var background: ParameterizedSequence?
    /// `op`: both colours back to the terminal's defaults.
    var originalPair: [UInt8]?
    /// `sgr0`: attributes and colours off.
    var exitAttributes: [UInt8]
    /// `bold`, `dim`, `rev`, `smul`: turn one attribute on.
    var bold: [UInt8]?
    var dim: [UInt8]?
    var reverse: [UInt8]?
    var underline: [UInt8]?
    /// `clear`: clear the screen and home the cursor.
    var clearScreen: [UInt8]?
    /// `am`: writing the last column wraps. `xenl`: …but only at the next glyph (so the
    /// bottom-right cell can be written without scrolling).
    var autoRightMargin: Bool
    var eatsNewlineGlitch: Bool

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
        return TerminalSequences(
            cursorAddress: parameterized("cup", arity: 2) ?? none.cursorAddress,
            cursorRight: parameterized("cuf", arity: 1), columnAddress: parameterized("hpa", arity: 1),
            rowAddress: parameterized("vpa", arity: 1), cursorLeftOne: terminfoString("cub1"),
            foreground: parameterized("setaf", arity: 1), background: parameterized("setab", arity: 1),
            originalPair: terminfoString("op"), exitAttributes: terminfoString("sgr0") ?? [],
            bold: terminfoString("bold"), dim: terminfoString("dim"), reverse: terminfoString("rev"), underline: terminfoString("smul"),
            clearScreen: terminfoString("clear"),
            autoRightMargin: tigetflag("am") > 0, eatsNewlineGlitch: tigetflag("xenl") > 0)
    }

    /// No sequences at all (a writer made before the terminal is known writes nothing useful).
    static let none = TerminalSequences(
        cursorAddress: ParameterizedSequence(arity: 2) { _, _ in nil }, cursorRight: nil, columnAddress: nil, rowAddress: nil,
        cursorLeftOne: nil, foreground: nil, background: nil, originalPair: nil, exitAttributes: [],
        bold: nil, dim: nil, reverse: nil, underline: nil, clearScreen: nil, autoRightMargin: false, eatsNewlineGlitch: false)

    /// The sequence that turns `attribute` (one of bold, dim, reverse, underline) on.
    func enter(_ attribute: CellAttributes) -> [UInt8]? {
        switch attribute {
        case .bold: bold
        case .dim: dim
        case .reverse: reverse
        case .underline: underline
        default: nil
        }
    }
}
